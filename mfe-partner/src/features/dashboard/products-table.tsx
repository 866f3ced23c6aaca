import { useIntl } from 'react-intl';
import { formatPrice, imageUrl, isOnSale, type Product } from '@manzil/shared';
import styles from './dashboard.module.css';

const COLUMNS = ['picture', 'name', 'sku', 'price', 'stock', 'status'] as const;

/** The vendor's products: picture, name, SKU, price, stock and listed/unlisted. Cards on phones. */
export function ProductsTable({ products }: { products: Product[] }) {
  const intl = useIntl();
  const label = (column: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `dashboard.col.${column}` });
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={styles[`col-${column}`]}>
              {label(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product._id}>
            <td className={styles['col-picture']}>
              {product.mainImage ? (
                <img src={imageUrl(product.mainImage)} alt="" width={56} height={56} loading="lazy" className={styles.thumb} />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
            </td>
            <th scope="row" className={styles['col-name']}>
              {product.name}
            </th>
            <td data-label={label('sku')} className={styles.mono}>
              {product.sku}
            </td>
            <td data-label={label('price')}>
              {isOnSale(product) ? (
                <>
                  <s className={styles.original}>{formatPrice(product.price)}</s>{' '}
                  <span className={styles.sale} title={intl.formatMessage({ id: 'dashboard.salePrice' })}>
                    {formatPrice(product.salePrice!)}
                  </span>
                </>
              ) : (
                formatPrice(product.price)
              )}
            </td>
            <td data-label={label('stock')}>
              {product.stock > 0 ? product.stock : <span className={styles.soldOut}>{intl.formatMessage({ id: 'dashboard.soldOut' })}</span>}
            </td>
            <td data-label={label('status')}>
              <span className={product.status ? `${styles.pill} ${styles.listed}` : `${styles.pill} ${styles.unlisted}`}>
                {intl.formatMessage({ id: product.status ? 'dashboard.listed' : 'dashboard.unlisted' })}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
