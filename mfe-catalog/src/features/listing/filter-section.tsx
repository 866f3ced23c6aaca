import { useState, type ReactNode } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FacetValue } from '@manzil/shared';
import { swatchBackground } from './color-swatch';
import styles from './filter-panel.module.css';

/** A collapsible section of the filter panel; SPEC §2: the title shows '(n)' when n > 0 are chosen. */
export function FilterSection({ titleId, count = 0, children }: { titleId: string; count?: number; children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const title = intl.formatMessage({ id: titleId });
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className={styles.section}>
      <h3 className={styles.sectionHeading}>
        <Collapsible.Trigger className={styles.sectionTrigger}>
          <span>{count > 0 ? intl.formatMessage({ id: 'filters.sectionCount' }, { title, count }) : title}</span>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.chevron}>
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className={styles.sectionContent}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The values of one facet as checkboxes, in a 253 px scrolling area (SPEC §2). Chosen values come
 * first and are listed even when the current result has none of them, so they can always be unticked.
 */
export function FacetOptions({
  facet,
  values,
  chosen,
  onToggle,
  swatches,
}: {
  facet: string;
  values: FacetValue[];
  chosen: string[];
  onToggle: (value: string) => void;
  swatches?: boolean;
}) {
  // Chosen values first (so they can be seen and unticked without scrolling), then the rest.
  const byValue = new Map(values.map((v) => [v.value, v]));
  const all = [...chosen.map((value) => byValue.get(value) ?? { value, count: 0 }), ...values.filter((v) => !chosen.includes(v.value))];
  if (all.length === 0) {
    return (
      <p className={styles.none}>
        <FormattedMessage id="filters.none" />
      </p>
    );
  }
  return (
    <ul className={styles.options} data-facet={facet}>
      {all.map(({ value, count, label }) => (
        <li key={value}>
          <label className={styles.option}>
            <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(value)} />
            {swatches ? <span className={styles.swatch} style={{ background: swatchBackground(value) }} aria-hidden="true" /> : null}
            {/* The name in the shopper's language (the API's `label` in Arabic); the filter takes `value`. */}
            <span className={styles.optionLabel}>{label ?? value}</span>
            <span className={styles.optionCount} aria-hidden="true">
              {count}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
