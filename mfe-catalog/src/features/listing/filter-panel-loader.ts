// The filter panel (Radix Slider and Collapsible, 8 KiB gzip) and the drawer that holds it on a
// phone (Radix Dialog, 13 KiB) are not part of a listing's first view on a phone, where the panel
// hides behind 'Show Filters' (issue 9: evaluating them cost the page's first render its main
// thread). They load when they are shown: at once beside a desktop's grid, when the person
// reaches for 'Show Filters' on a phone.
import { useEffect, useState } from 'react';

type PanelModule = typeof import('./filter-panel');
type DrawerModule = typeof import('./filter-drawer-dialog');

/** Loads a module once; a failed load is tried again on the next call. */
function loader<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => loaded,
    load(): Promise<T> {
      if (loaded) return Promise.resolve(loaded);
      loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

const panel = loader<PanelModule>(() => import(/* webpackChunkName: "filter-panel" */ './filter-panel'));
const drawer = loader<DrawerModule>(() =>
  // The drawer opens with its panel in it: both arrive before it is shown.
  Promise.all([import(/* webpackChunkName: "filter-drawer" */ './filter-drawer-dialog'), panel.load()]).then(([module]) => module),
);

/** Starts loading the filter panel (no-op when loaded); resolves with its module. */
export const loadFilterPanel = panel.load;
/** Starts loading the filter drawer and its panel (no-op when loaded); resolves with the drawer's module. */
export const loadFilterDrawer = drawer.load;

function useLoaded<T>(source: { get(): T | undefined; load(): Promise<T> }, wanted: boolean): T | undefined {
  const [module, setModule] = useState(source.get);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    source.load().then(
      (next) => live && setModule(() => next),
      (error: unknown) => console.error('Manzil: the filters could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [source, wanted, module]);
  return module ?? source.get();
}

/** The filter panel's module once `wanted` has been true and it has loaded; undefined until then. */
export function useFilterPanelModule(wanted: boolean): PanelModule | undefined {
  return useLoaded(panel, wanted);
}

/** The filter drawer's module (its panel loaded too) once `wanted` has been true; undefined until then. */
export function useFilterDrawerModule(wanted: boolean): DrawerModule | undefined {
  return useLoaded(drawer, wanted);
}
