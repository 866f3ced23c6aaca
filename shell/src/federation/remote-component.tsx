import { Suspense, use, type ReactNode } from 'react';
import { useHydrated } from '@manzil/shared';
import { RegionBoundary } from './region-boundary';
import { loadExposed } from './runtime';
import type { ExposedId, ExposedModules } from './exposed-modules';

type PropsOf<K extends ExposedId> = ExposedModules[K] extends { default: React.ComponentType<infer P> } ? P : never;

function Loaded<K extends ExposedId>({ id, props }: { id: K; props: PropsOf<K> }) {
  const mod = use(loadExposed(id)) as unknown as { default: React.ComponentType<PropsOf<K>> };
  const Component = mod.default;
  return <Component {...(props as PropsOf<K> & object)} />;
}

/**
 * Mounts one exposed component of a remote (search box, cart popup…) in its own isolated region.
 * Browser only: the server render and the hydration show `fallback` (its slot keeps the place),
 * and the component loads once the page is hydrated.
 */
export function RemoteComponent<K extends ExposedId>({ id, props, fallback = null }: { id: K; props: PropsOf<K>; fallback?: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return (
    <RegionBoundary remote={id.split('/')[0]} compact>
      <Suspense fallback={fallback}>
        <Loaded id={id} props={props} />
      </Suspense>
    </RegionBoundary>
  );
}
