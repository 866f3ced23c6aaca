import { FormattedMessage } from 'react-intl';
import { productStockBadge } from '@manzil/shared';
import styles from './stock-badge.module.css';

/** SPEC §4 product-card badge: red 'SOLD OUT' at 0, pulsing amber 'HURRY UP!' at 5 or less, else nothing. */
export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const kind = productStockBadge(stock);
  if (!kind) return null;
  return (
    <span className={[styles.badge, kind === 'sold-out' ? styles.soldOut : styles.hurry, className].filter(Boolean).join(' ')}>
      <FormattedMessage id={kind === 'sold-out' ? 'badge.soldOut' : 'badge.hurry'} />
    </span>
  );
}
