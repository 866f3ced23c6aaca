import { FormattedMessage } from 'react-intl';
import { formatDate, formatPriceLE, type PlacedOrder, useDisplayLocale, Thumbnail } from '@manzil/shared';
import { StatusTimeline } from './status-timeline';
import styles from './tracking.module.css';

/** A found order: number, date, status timeline, items and total. */
export function TrackedOrder({ order }: { order: PlacedOrder }) {
  // Follows the language: prices and dates re-render in the new locale.
  const locale = useDisplayLocale();
  return (
    <section className={styles.card} aria-labelledby="tracked-order-title">
      <header className={styles.orderHead}>
        <h2 id="tracked-order-title" className={styles.orderTitle}>
          <FormattedMessage id="track.order" values={{ orderNumber: order.orderNumber }} />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage id="track.placedOn" values={{ date: formatDate(order.orderDate, locale) }} />
        </p>
      </header>
      <h3 className={styles.subTitle}>
        <FormattedMessage id="track.status" />
      </h3>
      <StatusTimeline status={order.status} history={order.history} />
      {order.status === 'cancelled' ? (
        <p className={styles.cancelNote}>
          <FormattedMessage id="track.cancelled" />
        </p>
      ) : null}
      <h3 className={styles.subTitle}>
        <FormattedMessage id="track.items" />
      </h3>
      <ul className={styles.items}>
        {order.cartItems.map((item, i) => (
          <li key={`${item.productId}-${i}`} className={styles.item}>
            {item.image ? <Thumbnail path={item.image} size={48} className={styles.thumb} /> : <span className={styles.thumb} />}
            <span className={styles.itemName}>
              <bdi>{item.name}</bdi>
              {item.quantity && item.quantity > 1 ? <span className={styles.muted}> × {item.quantity}</span> : null}
            </span>
            <span className={styles.itemPrice}>{formatPriceLE(item.price * (item.quantity ?? 1), locale)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>
          <FormattedMessage id="cart.total" />
        </span>
        <strong>{formatPriceLE(order.total, locale)}</strong>
      </p>
    </section>
  );
}
