import { FormattedMessage } from 'react-intl';
import { favoritesStockBadge } from '@manzil/shared';
import styles from './favorites.module.css';

/** SPEC §4 favorites badge: 0 'Unavailable' (red); 1 to 4 'Hurry! Only {n} left' (orange); else 'Available' (green). */
export function StockBadge({ stock }: { stock: number }) {
  const badge = favoritesStockBadge(stock);
  return (
    <span className={`${styles.badge} ${styles[badge]}`} data-badge={badge}>
      <FormattedMessage id={`stock.${badge}`} values={{ n: stock }} />
    </span>
  );
}
