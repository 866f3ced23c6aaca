import { Suspense, use, useMemo } from 'react';
import { useHydrated } from '@manzil/shared';
import { useLocation, useRoutes } from '@manzil/shared/router';
import { NotFoundPage } from '../pages/not-found-page';
import { useRemotesConfig } from './remotes-context';
import { findOwner, type RemoteEntry } from './remotes-config';
import { RegionBoundary } from './region-boundary';
import { useServerRegion } from './server-region';
import { loadExposed } from './runtime';
import type { ExposedId } from './exposed-modules';

function RemoteRoutes({ remote }: { remote: RemoteEntry['name'] }) {
  const mod = use(loadExposed(`${remote}/routes` as ExposedId)) as { routes: import('@manzil/shared').RemoteRoute[] };
  const objects = useMemo(() => mod.routes.map(({ path, Component }) => ({ path, element: <Component /> })), [mod]);
  const element = useRoutes(objects);
  return element ?? <NotFoundPage />;
}

/** The remote's region: failure-isolated, no loading fallback on public pages (SPEC §2). */
function Region({ remote }: { remote: RemoteEntry['name'] }) {
  return (
    <RegionBoundary remote={remote} key={remote}>
      <Suspense fallback={null}>
        <RemoteRoutes remote={remote} />
      </Suspense>
    </RegionBoundary>
  );
}

/** A region the server could not render (or left to the browser): the browser's, after hydration (as served: empty). */
function BrowserRegion({ remote }: { remote: RemoteEntry['name'] }) {
  const hydrated = useHydrated();
  return hydrated ? <Region remote={remote} /> : null;
}

/**
 * Renders the page of whichever remote owns the current path (from the runtime manifest), in its
 * own failure-isolated region. Public pages show no loading fallback (SPEC §2). The server renders
 * the region in the same tree (shell/src/server/), through the same exposed `routes` module.
 *
 * A served region does not depend on hydration's end: rendering it again then would make React
 * hydrate it at once, in one long task, instead of in short slices (its Suspense boundary).
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const { remotes } = useRemotesConfig();
  const owner = findOwner(remotes, pathname);
  const served = useServerRegion();
  if (!owner) return <NotFoundPage />;
  return served ? <Region remote={owner.name} key={owner.name} /> : <BrowserRegion remote={owner.name} key={owner.name} />;
}
