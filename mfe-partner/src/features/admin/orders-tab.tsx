import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatPrice, useDisplayLocale } from '@manzil/shared';
import type { OrderStatusName } from '@manzil/shared/contract';
import { useAdminOrders } from './api/use-orders';
import { LoadState } from './load-state';
import styles from './admin.module.css';

/** The statuses the filter offers; each names its text `orders.status.<status>`. */
export const STATUSES: OrderStatusName[] = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'];
const PAGE_SIZE = 20;

/** Every order with its status, newest first, filtered by status (admins and support). */
export function OrdersTab() {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const [status, setStatus] = useState<OrderStatusName | ''>('');
  const [page, setPage] = useState(1);
  const orders = useAdminOrders({ status: status || undefined, page, pageSize: PAGE_SIZE });
  return (
    <div className={styles.stack}>
      <label className={styles.filter}>
        <span>
          <FormattedMessage id="orders.status" />
        </span>
        <select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatusName | '');
            setPage(1);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'orders.allStatuses' })}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: `orders.status.${s}` })}
            </option>
          ))}
        </select>
      </label>
      <LoadState query={orders}>
        {(result) =>
          result.items.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="orders.empty" />
            </p>
          ) : (
            <>
              <p className={styles.muted}>
                <FormattedMessage id="orders.count" values={{ total: result.total }} />
              </p>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      {['orders.number', 'orders.date', 'orders.customer', 'orders.items', 'orders.total', 'orders.status'].map((id) => (
                        <th key={id} scope="col">
                          <FormattedMessage id={id} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {result.items.map((o) => (
                      <tr key={o._id}>
                        <td>{o.orderNumber}</td>
                        <td>{formatDate(o.orderDate, locale)}</td>
                        <td>{o.customerEmail}</td>
                        <td>{o.itemCount}</td>
                        <td>{formatPrice(o.total, locale)}</td>
                        <td>
                          <span className={`${styles.status} ${styles[`status-${o.status}`] ?? ''}`}>
                            <FormattedMessage id={`orders.status.${o.status}`} />
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {result.pageCount > 1 ? (
                <div className={styles.actionsRow}>
                  <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <FormattedMessage id="orders.previous" />
                  </button>
                  <span className={styles.muted}>
                    <FormattedMessage id="orders.page" values={{ page: result.page, pageCount: result.pageCount }} />
                  </span>
                  <button type="button" className={styles.secondary} disabled={page >= result.pageCount} onClick={() => setPage(page + 1)}>
                    <FormattedMessage id="orders.next" />
                  </button>
                </div>
              ) : null}
            </>
          )
        }
      </LoadState>
    </div>
  );
}
