import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductPage } from '@manzil/shared';
import { FacetOptions, FilterSection } from './filter-section';
import { clearFilters, PRICE_MAX, PRICE_MIN, toggleValue, type FilterState } from './listing-state';
import { PriceFilter } from './price-filter';
import styles from './filter-panel.module.css';

export type Facets = ProductPage['facets'];

type ListKey = 'brands' | 'colors' | 'tags';

/** What the listing hands the panel, beside a desktop's grid or in a phone's drawer. */
export interface FilterPanelProps {
  value: FilterState;
  facets: Facets | null;
  onChange: (next: FilterState) => void;
  hideBrands?: boolean;
}

/**
 * SPEC §2 "Filter panel": 'Filters', removable chips for the chosen brands, colours and tags,
 * 'Clear All', and the Brands, Price, Colors and Tags sections. Controlled: every change goes to
 * `onChange`, and the panel shows whatever `value` the parent holds (SPEC §4).
 *
 * Until the listing's first answer brings the facets (`facets` null) only the top row shows: the
 * sections then arrive together, filled. Showing them empty first made the Brands list grow from
 * 'No options' to its 253 px and pushed the sections under it down (a layout shift of 0.038 on a
 * desktop's first visit to /products/onsale); later answers keep the last facets while
 * they load, so the sections never disappear.
 */
export function FilterPanel({
  value,
  facets,
  onChange,
  hideBrands,
  inDrawer,
  renderHeading = (text) => <h2 className={styles.heading}>{text}</h2>,
}: FilterPanelProps & {
  /** In the drawer, the top row leaves room for the drawer's close button. */
  inDrawer?: boolean;
  renderHeading?: (text: ReactNode) => ReactNode;
}) {
  const intl = useIntl();
  const toggle = (key: ListKey, item: string) => onChange({ ...value, [key]: toggleValue(value[key], item) });
  // A chip names its value in the shopper's language (the facet's `label` in Arabic).
  const labelOf = (key: ListKey, item: string) => facets?.[key]?.find((v) => v.value === item)?.label ?? item;
  const chips = (['brands', 'colors', 'tags'] as const).flatMap((key) =>
    value[key].map((item) => ({ key, item, label: labelOf(key, item) })),
  );
  const priceChanged = value.priceRange[0] !== PRICE_MIN || value.priceRange[1] !== PRICE_MAX;

  return (
    <div className={styles.panel} aria-busy={facets === null}>
      <div className={inDrawer ? `${styles.top} ${styles.topInDrawer}` : styles.top}>
        {renderHeading(<FormattedMessage id="filters.title" />)}
        <button
          type="button"
          className={styles.clearAll}
          onClick={() => onChange(clearFilters(value))}
          disabled={chips.length === 0 && !priceChanged}
        >
          <FormattedMessage id="filters.clearAll" />
        </button>
      </div>
      {chips.length > 0 ? (
        <ul className={styles.chips} aria-label={intl.formatMessage({ id: 'filters.chosen' })}>
          {chips.map(({ key, item, label }) => (
            <li key={`${key}:${item}`}>
              <button
                type="button"
                className={styles.chip}
                aria-label={intl.formatMessage({ id: 'filters.remove' }, { value: label })}
                onClick={() => toggle(key, item)}
              >
                {label}
                <span aria-hidden="true" className={styles.chipX}>
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {facets === null ? null : (
        <>
          {hideBrands ? null : (
            <FilterSection titleId="filters.brands" count={value.brands.length}>
              <FacetOptions facet="brands" values={facets.brands} chosen={value.brands} onToggle={(v) => toggle('brands', v)} />
            </FilterSection>
          )}
          <FilterSection titleId="filters.price">
            <PriceFilter value={value.priceRange} bounds={facets.price} onChange={(priceRange) => onChange({ ...value, priceRange })} />
          </FilterSection>
          <FilterSection titleId="filters.colors" count={value.colors.length}>
            <FacetOptions facet="colors" values={facets.colors} chosen={value.colors} onToggle={(v) => toggle('colors', v)} swatches />
          </FilterSection>
          <FilterSection titleId="filters.tags" count={value.tags.length}>
            <FacetOptions facet="tags" values={facets.tags} chosen={value.tags} onToggle={(v) => toggle('tags', v)} />
          </FilterSection>
        </>
      )}
    </div>
  );
}
