import { FormattedMessage } from 'react-intl';
import { formatDate, formatPrice, useDisplayLocale } from '@manzil/shared';
import { usePromotions } from './api/use-approvals';
import { DecisionActions } from './decision-actions';
import { DecisionHistory } from './decision-history';
import { LoadState } from './load-state';
import styles from './admin.module.css';

/** Sale prices waiting for promotion approval: price, asked sale price, current sale price (EGP). */
export function PromotionsTab() {
  const locale = useDisplayLocale();
  const promotions = usePromotions();
  return (
    <LoadState query={promotions}>
      {(list) =>
        list.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="promotions.empty" />
          </p>
        ) : (
          <ul className={styles.list}>
            {list.map((p) => (
              <li key={p._id} className={styles.item}>
                <div className={styles.itemHead}>
                  <h3 className={styles.itemTitle}>
                    <bdi>{p.productName}</bdi>
                  </h3>
                  <span className={styles.muted}>
                    <FormattedMessage id="products.byShop" values={{ shop: p.vendor.shopName }} /> ·{' '}
                    <FormattedMessage id="admin.submitted" values={{ date: formatDate(p.submittedAt, locale) }} />
                  </span>
                </div>
                <dl className={styles.facts}>
                  <div>
                    <dt>
                      <FormattedMessage id="promotions.price" />
                    </dt>
                    <dd>{formatPrice(p.price, locale)}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="promotions.salePrice" />
                    </dt>
                    <dd className={styles.sale}>
                      {formatPrice(p.salePrice, locale)}{' '}
                      <FormattedMessage id="promotions.discount" values={{ percent: Math.round((1 - p.salePrice / p.price) * 100) }} />
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="promotions.previous" />
                    </dt>
                    <dd>
                      {p.previousSalePrice === null ? <FormattedMessage id="promotions.none" /> : formatPrice(p.previousSalePrice, locale)}
                    </dd>
                  </div>
                </dl>
                <DecisionActions target="promotions" id={p._id} name={p.productName} />
                <DecisionHistory objectType="promotion" objectId={p._id} />
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}
