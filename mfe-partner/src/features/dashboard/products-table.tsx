import { useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { formatPrice, useDisplayLocale, Thumbnail } from '@manzil/shared';
import type { VendorProduct } from '../vendor-api';
import { DecisionChip } from '../vendor-area';
import { InlineEdit } from './inline-edit';
import styles from './dashboard.module.css';

/** The table's columns; each names its header `dashboard.col.<column>`. */
export const COLUMNS = ['picture', 'name', 'sku', 'priceStock', 'status'] as const;
/** SPEC §9: 5 or less is low; 0 is sold out. */
const LOW_STOCK = 5;

/** The vendor's products: picture, name, SKU, inline price and stock, approval state, low-stock marks. Cards on phones. */
export function ProductsTable({ rows }: { rows: VendorProduct[] }) {
  const locale = useDisplayLocale();
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
        {rows.map(({ product, approval }) => (
          <tr key={product._id}>
            <td className={styles['col-picture']}>
              <Thumbnail path={product.mainImage} size={56} lazy className={styles.thumb} />
            </td>
            <th scope="row" className={styles['col-name']}>
              <Link to={`/update-product?id=${product._id}`}>
                <bdi>{product.name}</bdi>
              </Link>
              {product.stock === 0 ? <span className={styles.soldOut}> {intl.formatMessage({ id: 'dashboard.soldOut' })}</span> : null}
              {product.stock > 0 && product.stock <= LOW_STOCK ? (
                <span className={styles.lowStock}> {intl.formatMessage({ id: 'dashboard.lowStock' }, { stock: product.stock })}</span>
              ) : null}
              {product.salePrice ? (
                <span className={styles.sale}>
                  {' '}
                  {intl.formatMessage({ id: 'dashboard.onSale' }, { price: formatPrice(product.salePrice, locale) })}
                </span>
              ) : null}
            </th>
            <td data-label={label('sku')} className={styles.mono}>
              {product.sku}
            </td>
            <td data-label={label('priceStock')}>
              <InlineEdit
                key={`${product.price}-${product.stock}`}
                productId={product._id}
                name={product.name}
                price={product.price}
                stock={product.stock}
              />
            </td>
            <td data-label={label('status')}>
              <span className={product.status ? `${styles.pill} ${styles.listed}` : `${styles.pill} ${styles.unlisted}`}>
                {intl.formatMessage({ id: product.status ? 'dashboard.listed' : 'dashboard.unlisted' })}
              </span>{' '}
              {approval.review && approval.review.status !== 'approved' ? <DecisionChip status={approval.review.status} /> : null}
              {approval.revision ? <span className={styles.note}>{intl.formatMessage({ id: 'dashboard.editWaiting' })}</span> : null}
              {approval.promotion?.status === 'pending' ? (
                <span className={styles.note}>{intl.formatMessage({ id: 'dashboard.saleWaiting' })}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
