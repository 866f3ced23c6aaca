import { FormattedMessage } from 'react-intl';
import styles from './product-page.module.css';

/** The product page's stock line: sold out, only n left (5 or less, SPEC §9), or in stock; and ready to ship. */
export function StockState({ stock, readyToShip }: { stock: number; readyToShip: boolean }) {
  const kind = stock <= 0 ? 'out' : stock <= 5 ? 'low' : 'in';
  return (
    <div className={styles.stockRow}>
      <p className={`${styles.stock} ${styles[`stock-${kind}`]}`}>
        <span className={styles.dot} aria-hidden="true" />
        {kind === 'out' ? (
          <FormattedMessage id="product.stockOut" />
        ) : kind === 'low' ? (
          <FormattedMessage id="product.stockLow" values={{ count: stock }} />
        ) : (
          <FormattedMessage id="product.stockIn" />
        )}
      </p>
      {readyToShip && stock > 0 ? (
        <p className={styles.ready}>
          <FormattedMessage id="product.readyToShip" />
        </p>
      ) : null}
    </div>
  );
}
