import { FormattedMessage } from 'react-intl';
import { formatPrice, isOnSale, type Product, useDisplayLocale } from '@manzil/shared';
import styles from './price-tag.module.css';

/**
 * A product's price (`12,500 E£`). On sale: the sale price in red, then the original struck
 * through (SPEC §1); screen readers hear which is which.
 */
export function PriceTag({ product, size = 'md' }: { product: Pick<Product, 'price' | 'salePrice'>; size?: 'sm' | 'md' | 'lg' }) {
  // Follows the language: prices and dates re-render in the new locale.
  const locale = useDisplayLocale();
  const className = `${styles.price} ${styles[size]}`;
  if (!isOnSale(product)) {
    return (
      <p className={className}>
        <span className={styles.current}>{formatPrice(product.price, locale)}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className={styles.srOnly}>
        <FormattedMessage id="price.sale" />
      </span>
      <span className={`${styles.current} ${styles.sale}`}>{formatPrice(product.salePrice!, locale)}</span>{' '}
      <span className={styles.srOnly}>
        <FormattedMessage id="price.original" />
      </span>
      <s className={styles.original}>{formatPrice(product.price, locale)}</s>
    </p>
  );
}

/** Whole percent saved, e.g. 20 for 12,000 instead of 15,000. */
export function discountPercent(product: Pick<Product, 'price' | 'salePrice'>): number {
  if (!isOnSale(product)) return 0;
  return Math.round((1 - product.salePrice! / product.price) * 100);
}
