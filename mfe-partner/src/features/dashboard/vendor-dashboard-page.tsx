import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@manzil/shared/router';
import { ReadingArrow, Spinner, type VendorSession } from '@manzil/shared';
import type { VendorProductFilter } from '@manzil/shared/contract';
import { useVendorProductPage } from '../vendor-api';
import { VendorPage } from '../vendor-area';
import { OrdersList } from './orders-list';
import { ProductsTable } from './products-table';
import { StatsPanel } from './stats-panel';
import styles from './dashboard.module.css';

/** The product filters; each names its text `dashboard.filter.<filter>`. */
export const FILTERS: VendorProductFilter[] = ['all', 'listed', 'pending', 'rejected', 'unlisted', 'low-stock'];
const PAGE_SIZE = 20;

function Products() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<VendorProductFilter>('all');
  const [page, setPage] = useState(1);
  const products = useVendorProductPage(q.trim(), status, page);
  const pageCount = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  return (
    <section className={styles.panel} aria-labelledby="dashboard-title" aria-busy={products.isFetching}>
      <header className={styles.head}>
        <h1 id="dashboard-title" className={styles.title}>
          <FormattedMessage id="dashboard.title" />
        </h1>
        {products.data ? (
          <p className={styles.summary}>
            <FormattedMessage id="dashboard.summary" values={{ total: products.data.total }} />
          </p>
        ) : null}
        <Link to="/update-product" className={styles.alertAction}>
          <FormattedMessage id="dashboard.addProduct" />
        </Link>
      </header>
      <div className={styles.toolbar}>
        <label className={styles.inlineField}>
          <span>{intl.formatMessage({ id: 'dashboard.search' })}</span>
          <input
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className={styles.inlineField}>
          <span>{intl.formatMessage({ id: 'dashboard.filter' })}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as VendorProductFilter);
              setPage(1);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {intl.formatMessage({ id: `dashboard.filter.${f}` })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {products.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {products.isError ? (
        <div role="alert" className={styles.alert}>
          <p>{intl.formatMessage({ id: 'dashboard.failed' })}</p>
          <button type="button" className={styles.alertAction} onClick={() => void products.refetch()}>
            <FormattedMessage id="dashboard.retry" />
          </button>
        </div>
      ) : null}
      {products.data && products.data.items.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id={q || status !== 'all' ? 'dashboard.noMatch' : 'dashboard.empty'} />
        </p>
      ) : null}
      {products.data && products.data.items.length > 0 ? <ProductsTable rows={products.data.items} /> : null}
      {pageCount > 1 ? (
        <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'pagination.label' })}>
          <button type="button" className={styles.pageLink} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ReadingArrow back /> <FormattedMessage id="pagination.previous" />
          </button>
          <span className={styles.pageStatus} aria-live="polite">
            <FormattedMessage id="pagination.status" values={{ page, pageCount }} />
          </span>
          <button type="button" className={styles.pageLink} disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            <FormattedMessage id="pagination.next" /> <ReadingArrow />
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function Dashboard({ vendor }: { vendor: VendorSession }) {
  const { vendorId = '' } = useParams();
  if (vendorId !== vendor.vendorId) {
    return (
      <div role="alert" className={styles.alert}>
        <p>
          <FormattedMessage id="dashboard.forbidden" />
        </p>
        <Link to={`/vendor-dashboard/${encodeURIComponent(vendor.vendorId)}`} className={styles.alertAction}>
          <FormattedMessage id="dashboard.ownDashboard" />
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <StatsPanel />
      <Products />
      <OrdersList />
    </div>
  );
}

/** /vendor-dashboard/{vendorId}: the shop's figures of the last 30 days, its products (search, filter, inline price and stock) and its orders. */
export default function VendorDashboardPage() {
  return <VendorPage>{(vendor) => <Dashboard vendor={vendor} />}</VendorPage>;
}
