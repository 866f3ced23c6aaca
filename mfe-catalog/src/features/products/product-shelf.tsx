import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { ReadingArrow, Spinner, type Product } from '@manzil/shared';
import { useIntl } from 'react-intl';
import { ProductCard } from './product-card';
import styles from './product-shelf.module.css';

/** A titled row of product cards with a 'View all' link (home rows, related products). */
export function ProductShelf({
  title,
  subtitle,
  products,
  loading,
  viewAllTo,
  headingId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  products: Product[];
  loading?: boolean;
  viewAllTo?: string;
  headingId: string;
}) {
  const intl = useIntl();
  if (!loading && products.length === 0) return null;
  return (
    <section className={styles.shelf} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {viewAllTo ? (
          <Link to={viewAllTo} className={styles.viewAll}>
            <FormattedMessage id="shelf.viewAll" /> <ReadingArrow />
          </Link>
        ) : null}
      </div>
      {loading ? (
        <Spinner label={intl.formatMessage({ id: 'loading.products' })} />
      ) : (
        <ul className={styles.row}>
          {products.map((product) => (
            <li key={product._id} className={styles.item}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
