import { useIntl } from 'react-intl';
import { formatPrice, isOnSale, type Product, VisuallyHidden, useDisplayLocale } from '@manzil/shared';
import styles from './favorites.module.css';

/** A product's price (`12,500 E£`); on sale, the original struck through and the sale price in red (SPEC §1). */
export function Price({ product }: { product: Pick<Product, 'price' | 'salePrice'> }) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  if (!isOnSale(product)) return <span className={styles.price}>{formatPrice(product.price, locale)}</span>;
  return (
    <span className={styles.price}>
      <s className={styles.original}>
        <VisuallyHidden>{intl.formatMessage({ id: 'price.original' })}: </VisuallyHidden>
        {formatPrice(product.price, locale)}
      </s>{' '}
      <span className={styles.sale}>
        <VisuallyHidden>{intl.formatMessage({ id: 'price.sale' })}: </VisuallyHidden>
        {formatPrice(product.salePrice!, locale)}
      </span>
    </span>
  );
}
