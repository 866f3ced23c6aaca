import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Spinner, type VendorSession } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { RequireVendor } from '../vendor-area/require-vendor';
import { VendorLayout } from '../vendor-area/vendor-layout';
import { Pagination } from './pagination';
import { ProductsTable } from './products-table';
import { useVendorProducts } from './use-vendor-products';
import styles from './dashboard.module.css';

function pageParam(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

function Dashboard({ vendor }: { vendor: VendorSession }) {
  const intl = useIntl();
  const { vendorId = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { state, retry } = useVendorProducts(vendorId, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  // Changing page brings the list back to its top (as listings do, SPEC §2).
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);
  const sentence = (message: { id: string } | { text: string }) =>
    'text' in message ? message.text : intl.formatMessage({ id: message.id });

  return (
    <section className={styles.panel} aria-labelledby="dashboard-title" aria-busy={state.status === 'loading'}>
      <header className={styles.head}>
        <h1 id="dashboard-title" ref={heading} className={styles.title}>
          <FormattedMessage id="dashboard.title" />
        </h1>
        {state.status === 'loaded' ? (
          <p className={styles.summary}>
            <FormattedMessage id="dashboard.summary" values={{ total: state.page.total }} />
          </p>
        ) : null}
      </header>
      {state.status === 'loading' ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {state.status === 'forbidden' ? (
        <div role="alert" className={styles.alert}>
          <p>{sentence(state.message)}</p>
          <Link to={`/vendor-dashboard/${encodeURIComponent(vendor.vendorId)}`} className={styles.alertAction}>
            <FormattedMessage id="dashboard.ownDashboard" />
          </Link>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div role="alert" className={styles.alert}>
          <p>{sentence(state.message)}</p>
          <button type="button" className={styles.alertAction} onClick={retry}>
            <FormattedMessage id="dashboard.retry" />
          </button>
        </div>
      ) : null}
      {state.status === 'loaded' && state.page.items.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="dashboard.empty" />
        </p>
      ) : null}
      {state.status === 'loaded' && state.page.items.length > 0 ? (
        <>
          <ProductsTable products={state.page.items} />
          <Pagination page={state.page.page} pageCount={state.page.pageCount} />
        </>
      ) : null}
    </section>
  );
}

/** /vendor-dashboard/{vendorId}: the signed-in vendor's own products, a page at a time. */
export default function VendorDashboardPage() {
  return (
    <RemoteIntl>
      <RequireVendor>
        {(vendor) => (
          <VendorLayout vendor={vendor}>
            <Dashboard vendor={vendor} />
          </VendorLayout>
        )}
      </RequireVendor>
    </RemoteIntl>
  );
}
