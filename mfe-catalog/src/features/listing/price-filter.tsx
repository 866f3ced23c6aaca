import { useEffect, useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, useDisplayLocale } from '@manzil/shared';
import { PRICE_MAX, PRICE_MIN } from './listing-state';
import styles from './filter-panel.module.css';

const STEP = 500;

/**
 * SPEC §2 price section: a two-thumb slider (0 to 600,000 EGP) shown as 'Range: x E£ - y E£'. The
 * label follows the thumbs live; the new range is reported when a thumb is let go.
 */
export function PriceFilter({
  value,
  onChange,
  bounds,
}: {
  value: [number, number];
  onChange: (range: [number, number]) => void;
  /** Lowest and highest price in the current result, shown as a hint. */
  bounds?: { min: number; max: number } | null;
}) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const [draft, setDraft] = useState<[number, number]>(value);
  // Re-sync when the parent's filters change (Clear All, back button).
  useEffect(() => setDraft(value), [value[0], value[1]]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={styles.price}>
      <p className={styles.range} aria-live="polite">
        <FormattedMessage id="filters.range" values={{ min: formatNumber(draft[0], locale), max: formatNumber(draft[1], locale) }} />
      </p>
      <Slider.Root
        className={styles.slider}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={STEP}
        minStepsBetweenThumbs={1}
        value={draft}
        onValueChange={(next) => setDraft([next[0]!, next[1]!])}
        onValueCommit={(next) => onChange([next[0]!, next[1]!])}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.trackRange} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label={intl.formatMessage({ id: 'filters.minPrice' })} />
        <Slider.Thumb className={styles.thumb} aria-label={intl.formatMessage({ id: 'filters.maxPrice' })} />
      </Slider.Root>
      {bounds && bounds.max > 0 ? (
        <p className={styles.hint}>
          <FormattedMessage
            id="filters.priceHint"
            values={{ min: formatNumber(bounds.min, locale), max: formatNumber(bounds.max, locale) }}
          />
        </p>
      ) : null}
    </div>
  );
}
