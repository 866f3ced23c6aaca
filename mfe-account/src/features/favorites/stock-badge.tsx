import { FormattedMessage } from 'react-intl';
import { favoritesStockBadge } from '@manzil/shared';
import styles from './favorites.module.css';

/** The badges favoritesStockBadge gives; each names its text `stock.<badge>`. */
export const STOCK_BADGES = ['unavailable', 'low', 'available'] as const satisfies readonly ReturnType<typeof favoritesStockBadge>[];

/** SPEC §4 favorites badge: 0 'Unavailable' (red); 1 to 4 'Hurry! Only {n} left' (orange); else 'Available' (green). */
export function StockBadge({ stock }: { stock: number }) {
  const badge = favoritesStockBadge(stock);
  return (
    <span className={`${styles.badge} ${styles[badge]}`} data-badge={badge}>
      <FormattedMessage id={`stock.${badge}`} values={{ n: stock }} />
    </span>
  );
}
