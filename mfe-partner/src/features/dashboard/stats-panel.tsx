import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner, formatPrice, useDisplayLocale } from '@manzil/shared';
import { useVendorStats } from '../vendor-api';
import styles from './dashboard.module.css';

const SalesChart = lazy(() => import('./sales-chart'));

/** The last 30 days: orders, revenue (EGP), a revenue chart per day and the best sellers. */
export function StatsPanel() {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const stats = useVendorStats();
  if (stats.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (stats.isError) return null;
  const s = stats.data;
  return (
    <section aria-labelledby="stats-title" className={styles.panel}>
      <h2 id="stats-title" className={styles.title}>
        <FormattedMessage id="stats.title" />
      </h2>
      <div className={styles.figures}>
        <div className={styles.figure}>
          <p className={styles.figureValue}>{s.orders}</p>
          <FormattedMessage id="stats.orders" />
        </div>
        <div className={styles.figure}>
          <p className={styles.figureValue}>{formatPrice(s.revenue, locale)}</p>
          <FormattedMessage id="stats.revenue" />
        </div>
      </div>
      {s.perDay.length > 0 ? (
        <div className={styles.chart}>
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'common.loading' })} />}>
            <SalesChart perDay={s.perDay} label={intl.formatMessage({ id: 'stats.revenue' })} />
          </Suspense>
        </div>
      ) : (
        <p className={styles.empty}>
          <FormattedMessage id="stats.noSales" />
        </p>
      )}
      {s.bestSellers.length > 0 ? (
        <>
          <h3>
            <FormattedMessage id="stats.bestSellers" />
          </h3>
          <ol>
            {s.bestSellers.map((b) => (
              <li key={b.productId}>
                <FormattedMessage
                  id="stats.bestSeller"
                  values={{ name: b.name, quantity: b.quantity, revenue: formatPrice(b.revenue, locale) }}
                />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
