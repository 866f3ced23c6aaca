import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { formatDate, formatPriceLE, Spinner, useDisplayLocale, Thumbnail } from '@manzil/shared';
import { useOrders } from './api/get-orders';
import { AfterSale } from '../returns';
import { afterSaleStyles } from '../returns';
import styles from './account.module.css';

/**
 * The shopper's orders (GET /api/orders/orders/customer/{id}), newest first: date, items (name,
 * price, image) and total. SPEC §8: a failed load is only logged, and the list stays empty.
 */
export function OrdersList({ customerId, email }: { customerId: string; email: string }) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const orders = useOrders(customerId);
  const [open, setOpen] = useState<Set<string>>(new Set());

  if (!orders) return <Spinner label={intl.formatMessage({ id: 'account.loading' })} />;
  if (orders.length === 0) {
    return (
      <div className={styles.emptyBox}>
        <p>
          <FormattedMessage id="account.orders.empty" />
        </p>
        <Link to="/home" className={styles.link}>
          <FormattedMessage id="account.orders.shop" />
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <li key={order._id} className={styles.order}>
          <header className={styles.orderHead}>
            <div>
              <h3 className={styles.orderTitle}>
                <FormattedMessage id="account.orders.order" values={{ orderNumber: order.orderNumber ?? order._id }} />
              </h3>
              <p className={styles.muted}>
                <FormattedMessage id="account.orders.date" values={{ date: formatDate(order.orderDate, locale) }} />
              </p>
            </div>
            {order.status ? (
              <span className={`${styles.status} ${styles[`status-${order.status}`] ?? ''}`}>
                <FormattedMessage id={`account.orders.status.${order.status}`} defaultMessage={order.status} />
              </span>
            ) : null}
          </header>
          <ul className={styles.orderItems}>
            {order.cartItems.map((item, i) => (
              <li key={`${item.productId}-${i}`} className={styles.orderItem}>
                {item.image ? (
                  <Thumbnail path={item.image} size={48} lazy className={styles.orderThumb} />
                ) : (
                  <span className={styles.orderThumb} aria-hidden="true" />
                )}
                <Link to={`/product/${item.productId}`} className={styles.orderItemName}>
                  <bdi>{item.name}</bdi>
                </Link>
                {item.quantity && item.quantity > 1 ? (
                  <span className={styles.muted}>
                    <FormattedMessage id="account.orders.quantity" values={{ quantity: item.quantity }} />
                  </span>
                ) : null}
                <span className={styles.orderItemPrice}>{formatPriceLE(item.price, locale)}</span>
              </li>
            ))}
          </ul>
          <footer className={styles.orderFoot}>
            {order.orderNumber ? (
              <Link to="/trackorder" state={{ orderNumber: order.orderNumber, email }} className={styles.link}>
                <FormattedMessage id="account.orders.track" />
              </Link>
            ) : (
              <span />
            )}
            <span>
              <FormattedMessage id="account.orders.total" />: <strong>{formatPriceLE(order.total, locale)}</strong>
            </span>
          </footer>
          <button
            type="button"
            className={afterSaleStyles.toggle}
            aria-expanded={open.has(order._id)}
            onClick={() => setOpen((was) => new Set(was.has(order._id) ? [...was].filter((id) => id !== order._id) : [...was, order._id]))}
          >
            <FormattedMessage id="returns.toggle" />
          </button>
          {open.has(order._id) ? <AfterSale orderId={order._id} /> : null}
        </li>
      ))}
    </ul>
  );
}
