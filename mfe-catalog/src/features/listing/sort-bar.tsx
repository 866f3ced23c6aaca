import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductSort } from '@manzil/shared';
import { SORTS } from './listing-state';
import styles from './sort-bar.module.css';

/** The message id of each sort option (SPEC §9's labels). */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  'name-asc': 'sort.nameAsc',
  'name-desc': 'sort.nameDesc',
};

function Toggle({ on, label, onChange, disabled }: { on: boolean; label: string; onChange: (on: boolean) => void; disabled?: boolean }) {
  return (
    <button type="button" className={styles.toggle} aria-pressed={on} disabled={disabled} onClick={() => onChange(!on)}>
      <span className={styles.knob} aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * SPEC §2 "Sort/toggle bar": 'For Sale' and 'BIM/CAD' toggles (each flips on click and reports
 * its new value) and the 'Sort By' dropdown.
 */
export function SortBar({
  sort,
  onSortChange,
  hasSalePrice,
  onSaleChange,
  hasCAD,
  onCadChange,
  saleLocked,
}: {
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  hasSalePrice: boolean;
  onSaleChange: (on: boolean) => void;
  hasCAD: boolean;
  onCadChange: (on: boolean) => void;
  /** On the On Sale page the listing is on sale by definition: the toggle shows on and cannot change. */
  saleLocked?: boolean;
}) {
  const intl = useIntl();
  const selectId = useId();
  return (
    <div className={styles.bar}>
      <div className={styles.toggles}>
        <Toggle
          on={saleLocked || hasSalePrice}
          disabled={saleLocked}
          label={intl.formatMessage({ id: 'toggle.forSale' })}
          onChange={onSaleChange}
        />
        <Toggle on={hasCAD} label={intl.formatMessage({ id: 'toggle.cad' })} onChange={onCadChange} />
      </div>
      <div className={styles.sort}>
        <label htmlFor={selectId} className={styles.sortLabel}>
          <FormattedMessage id="sort.label" />
        </label>
        <select id={selectId} className={styles.select} value={sort} onChange={(event) => onSortChange(event.target.value as ProductSort)}>
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: SORT_LABELS[option] })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
