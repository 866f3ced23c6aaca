import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { Spinner, formatPrice, useDisplayLocale } from '@manzil/shared';
import { useVendorOrders } from '../vendor-api';
import styles from './dashboard.module.css';

/** The orders holding the vendor's products, newest first, each with the vendor's status. */
export function OrdersList() {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const orders = useVendorOrders();
  return (
    <section aria-labelledby="orders-title" className={styles.panel}>
      <h2 id="orders-title" className={styles.title}>
        <FormattedMessage id="orders.title" />
      </h2>
      {orders.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {orders.data && orders.data.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="orders.none" />
        </p>
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'orders.col.number' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'orders.col.date' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'orders.col.items' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'orders.col.subtotal' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'orders.col.status' })}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order._id}>
                <th scope="row">
                  <Link to={`/orderDetail/${order._id}`}>{order.orderNumber}</Link>
                </th>
                <td data-label={intl.formatMessage({ id: 'orders.col.date' })}>
                  <FormattedDate value={order.orderDate} dateStyle="medium" />
                </td>
                <td data-label={intl.formatMessage({ id: 'orders.col.items' })}>{order.items}</td>
                <td data-label={intl.formatMessage({ id: 'orders.col.subtotal' })}>{formatPrice(order.subtotal, locale)}</td>
                <td data-label={intl.formatMessage({ id: 'orders.col.status' })}>
                  <FormattedMessage id={`orderStatus.${order.status}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
