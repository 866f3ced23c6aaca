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

/**
 * Renders the page of whichever remote owns the current path (from the runtime manifest), in its
 * own failure-isolated region. Public pages show no loading fallback (SPEC §2). The server renders
 * the region in the same tree (shell/src/server/), through the same exposed `routes` module.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const { remotes } = useRemotesConfig();
  const owner = findOwner(remotes, pathname);
  const hydrated = useHydrated();
  const served = useServerRegion();
  if (!owner) return <NotFoundPage />;
  // A region the server could not render is the browser's, after hydration (as served: empty).
  if (!served && !hydrated) return null;
  return (
    <RegionBoundary remote={owner.name} key={owner.name}>
      <Suspense fallback={null}>
        <RemoteRoutes remote={owner.name} />
      </Suspense>
    </RegionBoundary>
  );
}
