/**
 * The vendor area's API (SPEC §2 /signin-vendor, /vendor-dashboard/{vendorId}; §3 vendor
 * session). The session lives in the HttpOnly cookie `manzil_vsid`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../lib/vendor-access.ts';
import { signInRoute, signOutRoute } from './sign-in.ts';
import type { SessionAccount } from '../plugins/sessions.ts';
import type { VendorSession } from '@manzil/shared/contract';
import { apiErrorSchema as messageSchema, idParam, listingQuery, productPageSchema, vendorSessionSchema } from '@manzil/shared/contract';

const vendorResponse = z.object({ vendor: vendorSessionSchema });

function toVendorSession(account: Pick<SessionAccount, 'userId' | 'email' | 'vendorId' | 'shopName'>): VendorSession {
  return { vendorId: String(account.vendorId), userId: String(account.userId), email: account.email, shopName: account.shopName ?? '' };
}

const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /api/vendor/login — `{ email, password }` of a vendor account: `{ vendor: VendorSession }` and the cookie; 401 otherwise (same message as shoppers). */
  signInRoute(app, {
    kind: 'vendor',
    summary: 'Sign in as a vendor',
    tag: 'vendor',
    answer: vendorResponse,
    admit: (found) => ({
      vendor: toVendorSession({ userId: found.user.id, email: found.user.email, vendorId: found.vendorId, shopName: found.shopName }),
    }),
  });

  /** POST /api/vendor/logout — ends the vendor session; 204. */
  signOutRoute(app, { kind: 'vendor', summary: 'Sign out of the vendor area', tag: 'vendor' });

  /** GET /api/vendor/session — `{ vendor: VendorSession }`; 401 without a vendor session. */
  app.get(
    '/session',
    { schema: { summary: 'The current vendor', tags: ['vendor'], response: { 200: vendorResponse, 401: messageSchema } } },
    async (request) => ({ vendor: toVendorSession(await app.sessions.require(request, 'vendor')) }),
  );

  /**
   * GET /api/vendor/:vendorId/products — `ProductPage` of the vendor's own products, unlisted
   * ones included, with the same query as `GET /api/products`. 401 without a vendor session,
   * 403 for another vendor's id.
   */
  app.get(
    '/:vendorId/products',
    {
      schema: {
        summary: "A vendor's products, unlisted included",
        tags: ['vendor'],
        params: z.object({ vendorId: idParam('vendor') }),
        querystring: listingQuery.omit({ vendorId: true }),
        response: { 200: productPageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'vendor', request.params.vendorId);
      await requireVendor(app, request);
      return app.repos.listing.list({ ...request.query, vendorId: account.vendorId! }, { includeUnlisted: true });
    },
  );
};

export default vendorRoutes;
