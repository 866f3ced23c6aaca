import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { formatDate, useDisplayLocale } from '@manzil/shared';
import { useProductReviews, useRevisions } from './api/use-approvals';
import { DecisionActions } from './decision-actions';
import { DecisionHistory } from './decision-history';
import { LoadState } from './load-state';
import { RevisionCompare } from './revision-compare';
import styles from './admin.module.css';

function NewProducts() {
  const locale = useDisplayLocale();
  const reviews = useProductReviews();
  return (
    <LoadState query={reviews}>
      {(list) =>
        list.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="products.newEmpty" />
          </p>
        ) : (
          <ul className={styles.list}>
            {list.map((r) => (
              <li key={r.productId} className={styles.item}>
                <div className={styles.itemHead}>
                  <h4 className={styles.itemTitle}>
                    <bdi>{r.productName}</bdi>
                  </h4>
                  <span className={styles.muted}>
                    <FormattedMessage id="products.byShop" values={{ shop: r.vendor.shopName }} /> ·{' '}
                    <FormattedMessage id="admin.submitted" values={{ date: formatDate(r.submittedAt, locale) }} />
                  </span>
                </div>
                {/* The product page shows an unlisted product to admins, with every field. */}
                <Link to={`/product/${r.productId}`} target="_blank" className={styles.linkButton}>
                  <FormattedMessage id="products.view" />
                </Link>
                <DecisionActions target="products" id={r.productId} name={r.productName} />
                <DecisionHistory objectType="product" objectId={r.productId} />
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}

function Edits() {
  const locale = useDisplayLocale();
  const revisions = useRevisions();
  return (
    <LoadState query={revisions}>
      {(list) =>
        list.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="products.editsEmpty" />
          </p>
        ) : (
          <ul className={styles.list}>
            {list.map((r) => (
              <li key={r._id} className={styles.item}>
                <div className={styles.itemHead}>
                  <h4 className={styles.itemTitle}>
                    <bdi>{r.productName}</bdi>
                  </h4>
                  <span className={styles.muted}>
                    <FormattedMessage id="products.byShop" values={{ shop: r.vendor.shopName }} /> ·{' '}
                    <FormattedMessage id="admin.submitted" values={{ date: formatDate(r.submittedAt, locale) }} />
                  </span>
                </div>
                <RevisionCompare previous={r.previous} proposed={r.proposed} />
                <DecisionActions target="revisions" id={r._id} name={r.productName} />
                <DecisionHistory objectType="revision" objectId={r._id} />
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}

/** New products awaiting listing, and edits of listed products (old and new side by side). */
export function ProductsTab() {
  return (
    <div className={styles.stack}>
      <section aria-labelledby="admin-new-products">
        <h3 id="admin-new-products" className={styles.subheading}>
          <FormattedMessage id="products.newTitle" />
        </h3>
        <NewProducts />
      </section>
      <section aria-labelledby="admin-product-edits">
        <h3 id="admin-product-edits" className={styles.subheading}>
          <FormattedMessage id="products.editsTitle" />
        </h3>
        <Edits />
      </section>
    </div>
  );
}
