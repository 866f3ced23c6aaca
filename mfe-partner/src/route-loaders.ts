// The status and head of each partner-area route for the server render (docs/rendering.md): one
// loader per route pattern of exposed/routes.tsx. The public pages' words are this remote's own
// messages, so no loader asks the API; the vendor and admin areas are left to the browser (nothing
// of a partner's on the server) with a title and `noindex`.
import { privateRouteLoaders, type RouteLoader } from '@manzil/shared/server';
import { findJob } from './features/careers/jobs';
import { PRIVATE_TITLES, careersHead, intlFor, jobHead, jobNotFoundHead, partnersHead } from './seo/heads';

/** Route pattern (as in exposed/routes.tsx) → its loader. */
export const loaders: Record<string, RouteLoader> = {
  '/partners': ({ seo }) => ({ status: 200, head: partnersHead(seo) }),
  '/careers': ({ seo }) => ({ status: 200, head: careersHead(seo) }),
  '/jobdesc/:jobId': ({ params, path, seo }) => {
    const job = findJob(params.jobId);
    // An unknown role answers 404 with the page that says so and links the open roles.
    return job ? { status: 200, head: jobHead(job, seo) } : { status: 404, head: jobNotFoundHead(path, seo) };
  },
  ...privateRouteLoaders(PRIVATE_TITLES, intlFor),
};
