import { useQuery } from '@manzil/shared/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { bus, getOrderPayment, queryKeys, Spinner } from '@manzil/shared';
import { OrderConfirmation } from './order-confirmation';
import styles from './checkout.module.css';

/**
 * Back from a 3-D Secure step (`/checkout?order=ID`): the order's payment state from
 * the API (asked again every second while the gateway's callback is on its way). Paid: the cart
 * is emptied and the confirmation shows. Not paid: a sentence, the cart as it was, and the way
 * back to the checkout.
 */
export function PaymentReturn({ orderId, email, onBack }: { orderId: string; email: string; onBack: () => void }) {
  const intl = useIntl();
  const order = useQuery({
    queryKey: queryKeys.orderPayment(orderId),
    // The answer that says paid empties the cart (the order holds its lines now).
    queryFn: async () => {
      const order = await getOrderPayment(orderId);
      if (order.paymentStatus === 'paid') bus.emit('cart:reset');
      return order;
    },
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'pending' && query.state.dataUpdateCount < 15 ? 1000 : false),
    meta: { errorMessage: 'Failed to load the order payment' },
  });
  const paid = order.data?.paymentStatus === 'paid';

  if (paid) return <OrderConfirmation order={order.data!} email={email} />;
  if (order.isPending || order.data?.paymentStatus === 'pending')
    return <Spinner label={intl.formatMessage({ id: 'checkout.return.checking' })} />;
  return (
    <section className={`${styles.card} ${styles.empty}`}>
      <p role="alert" className={styles.emptyText}>
        <FormattedMessage id="checkout.return.declined" />
      </p>
      <Link to="/checkout" replace className={styles.link} onClick={onBack}>
        <FormattedMessage id="checkout.return.back" />
      </Link>
    </section>
  );
}
