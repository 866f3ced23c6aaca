// The filter panel (Radix Slider and Collapsible, 8 KiB gzip) and the drawer that holds it on a
// phone (Radix Dialog, 13 KiB) are not part of a listing's first view on a phone, where the panel
// hides behind 'Show Filters' (evaluating them cost the page's first render its main
// thread). They load when they are shown: at once beside a desktop's grid, when the person
// reaches for 'Show Filters' on a phone.
import { lazyModule, useLazyModule } from '@manzil/shared';

type PanelModule = typeof import('./filter-panel');
type DrawerModule = typeof import('./filter-drawer-dialog');

const panel = lazyModule<PanelModule>(() => import(/* webpackChunkName: "filter-panel" */ './filter-panel'));
const drawer = lazyModule<DrawerModule>(() =>
  // The drawer opens with its panel in it: both arrive before it is shown.
  Promise.all([import(/* webpackChunkName: "filter-drawer" */ './filter-drawer-dialog'), panel.load()]).then(([module]) => module),
);

/** Starts loading the filter panel (no-op when loaded); resolves with its module. */
export const loadFilterPanel = panel.load;
/** Starts loading the filter drawer and its panel (no-op when loaded); resolves with the drawer's module. */
export const loadFilterDrawer = drawer.load;

const FAILURE = 'Manzil: the filters could not be loaded.';

/** The filter panel's module once `wanted` has been true and it has loaded; undefined until then. */
export function useFilterPanelModule(wanted: boolean): PanelModule | undefined {
  return useLazyModule(panel, wanted, FAILURE);
}

/** The filter drawer's module (its panel loaded too) once `wanted` has been true; undefined until then. */
export function useFilterDrawerModule(wanted: boolean): DrawerModule | undefined {
  return useLazyModule(drawer, wanted, FAILURE);
}
