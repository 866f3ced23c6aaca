import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { useDisplayLocale, type CheckoutOrder, type PlacedOrder } from '@manzil/shared';
import { CartTotals } from '../cart';
import { countryForDisplay } from '@manzil/shared/countries';
import styles from './checkout.module.css';

/** Shown once an order is placed: its number, totals, address, and where to follow it. */
export function OrderConfirmation({
  order,
  email,
}: {
  order: PlacedOrder & Partial<Pick<CheckoutOrder, 'discount' | 'promoCode' | 'paymentStatus'>>;
  email: string;
}) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const address = order.shippingAddress;
  const payment = intl.formatMessage({
    id: order.paymentMethod === 'card' ? (order.paymentStatus === 'paid' ? 'checkout.card.paid' : 'checkout.card') : 'checkout.cod',
  });
  return (
    <section className={`${styles.card} ${styles.confirmation}`} aria-labelledby="order-confirmed-title">
      <span className={styles.check} aria-hidden="true">
        ✓
      </span>
      <h1 id="order-confirmed-title" ref={heading} className={styles.confirmTitle} tabIndex={-1}>
        <FormattedMessage id="checkout.confirmed.title" />
      </h1>
      <p className={styles.orderNumber}>
        <FormattedMessage id="checkout.confirmed.number" values={{ orderNumber: <strong key="n">{order.orderNumber}</strong> }} />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="checkout.confirmed.body" />
      </p>
      <div className={styles.confirmDetails}>
        <CartTotals
          subtotal={order.subtotal}
          shippingFee={order.shippingFee}
          total={order.total}
          discount={order.promoCode ? { code: order.promoCode, amount: order.discount ?? 0 } : undefined}
        />
        <dl className={styles.details}>
          <dt>
            <FormattedMessage id="checkout.confirmed.payment" />
          </dt>
          <dd>{payment}</dd>
          {address ? (
            <>
              <dt>
                <FormattedMessage id="checkout.confirmed.shipTo" />
              </dt>
              <dd>
                {[address.address1, address.address2, address.city, address.postalCode, countryForDisplay(address.country, locale)]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className={styles.confirmActions}>
        <Link className={styles.primaryButton} to="/trackorder" state={{ orderNumber: order.orderNumber, email }}>
          <FormattedMessage id="checkout.confirmed.track" />
        </Link>
        <Link className={styles.secondaryButton} to="/home">
          <FormattedMessage id="checkout.confirmed.continue" />
        </Link>
      </div>
    </section>
  );
}
