import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner, useHydrated, type ProductQuery } from '@manzil/shared';
import { useMediaQuery } from '../../lib/use-media-query';
import { ProductGrid } from '../products';
import { FilterDrawer } from './filter-drawer';
import type { FilterPanelProps } from './filter-panel';
import { useFilterPanelModule } from './filter-panel-loader';
import { PRICE_MAX, PRICE_MIN, toProductQuery, writeListingParams } from './listing-state';
import { SortBar } from './sort-bar';
import { useListingState } from './use-listing-state';
import styles from './listing-view.module.css';
import { useQuery } from '@manzil/shared/query';
import { useLocation } from '@manzil/shared/router';
import { productListQuery } from '../../lib/catalog-queries';

/** SPEC §9: the filter drawer replaces the sidebar up to 768 px. */
export const DRAWER_QUERY = '(max-width: 768px)';

/**
 * A product listing: the sort/toggle bar, the filter panel (a drawer on small screens), and the
 * grid of one page. Filtering, sorting, paging and facets are the server's (`listProducts`); the
 * state lives in the URL. The spinner shows until the fetch ends; a failure is logged and the
 * empty message shows (SPEC §4, §8).
 */
export function ListingView({
  base,
  emptyMessage,
  saleLocked,
  hideBrands,
}: {
  /** The listing's fixed scope, e.g. `{ typeId }` or `{ readyToShip: true }`. */
  base: ProductQuery;
  emptyMessage: ReactNode;
  saleLocked?: boolean;
  hideBrands?: boolean;
}) {
  const intl = useIntl();
  const { state, setFilters, setSort, setPage } = useListingState();
  const { pathname } = useLocation();
  // The listing's address of each page, filters and sort kept: the pages are real links.
  const pageHref = (target: number) => {
    const search = writeListingParams({ ...state, page: target }).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const drawer = useMediaQuery(DRAWER_QUERY);
  // The server does not know the screen's width, and hydration renders what it served: until
  // then both the drawer's button and the sidebar's column are in the markup, and the style sheet
  // shows the one the width wants (no shift when the width becomes known after hydration).
  const hydrated = useHydrated();
  const drawerButton = drawer || !hydrated;
  const query = toProductQuery(state, saleLocked ? { ...base, hasSalePrice: true } : base);
  const result = useQuery(productListQuery(query));

  // While another page or filter loads, the facets of the last answer stay and the grid shows loading.
  const loading = result.isPending || result.isPlaceholderData;
  const page = result.isSuccess && !result.isPlaceholderData ? result.data : null;
  const facets = result.data?.facets ?? null;
  const { filters } = state;
  const activeCount =
    filters.brands.length +
    filters.colors.length +
    filters.tags.length +
    (filters.priceRange[0] !== PRICE_MIN || filters.priceRange[1] !== PRICE_MAX ? 1 : 0);

  const panel: FilterPanelProps = { value: filters, facets, onChange: setFilters, hideBrands };
  // Beside a desktop's grid the panel loads with the page; its column stays empty until then. Not
  // before hydration is over: until then `drawer` is the server's answer (false), and a phone
  // would fetch and run the panel's code for a sidebar it never shows.
  const sidebar = useFilterPanelModule(hydrated && !drawer);

  return (
    <div className={styles.layout}>
      {drawer ? null : sidebar ? (
        <aside className={styles.sidebar} aria-label={intl.formatMessage({ id: 'filters.title' })}>
          <sidebar.FilterPanel {...panel} />
        </aside>
      ) : (
        <div className={styles.sidebarSlot} />
      )}
      <div className={styles.main}>
        <div className={styles.toolbar}>
          {drawerButton ? (
            <div className={styles.drawerSlot}>
              <FilterDrawer activeCount={activeCount} resultCount={page?.total ?? null} panel={panel} />
            </div>
          ) : null}
          <p className={styles.count} aria-live="polite">
            {page ? <FormattedMessage id="listing.count" values={{ count: page.total }} /> : null}
          </p>
          <SortBar
            sort={state.sort}
            onSortChange={setSort}
            hasSalePrice={filters.hasSalePrice}
            onSaleChange={(hasSalePrice) => setFilters({ ...filters, hasSalePrice })}
            hasCAD={filters.hasCAD}
            onCadChange={(hasCAD) => setFilters({ ...filters, hasCAD })}
            saleLocked={saleLocked}
          />
        </div>
        {loading ? (
          <Spinner label={intl.formatMessage({ id: 'loading.products' })} />
        ) : (
          <ProductGrid
            products={page?.items ?? []}
            page={page?.page ?? 1}
            pageCount={page?.pageCount ?? 1}
            onPageChange={setPage}
            pageHref={pageHref}
            emptyMessage={emptyMessage}
          />
        )}
      </div>
    </div>
  );
}
