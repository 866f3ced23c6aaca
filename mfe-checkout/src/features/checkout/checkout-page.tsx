import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useSearchParams } from '@manzil/shared/router';
import { type CartItem, type CheckoutOrder } from '@manzil/shared';
import { useCartItems, useSession } from '../../lib/use-store-value';
import { RemoteIntl } from '../../intl';
import { checkoutState, type CheckoutState } from '../cart';
import { CheckoutFormView } from './checkout-form-view';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummary } from './order-summary';
import { PaymentReturn } from './payment-return';
import styles from './checkout.module.css';

/** The lines to order: the live cart, else the lines the cart handed over as navigation state. */
function useCheckoutItems(): CartItem[] {
  const live = useCartItems();
  const state = useLocation().state as Partial<CheckoutState> | null;
  if (live.length > 0) return live;
  return Array.isArray(state?.cartItems) ? state.cartItems : [];
}

function CheckoutContent() {
  const session = useSession();
  const items = useCheckoutItems();
  const [placed, setPlaced] = useState<{ order: CheckoutOrder; email: string } | null>(null);
  const [search, setSearch] = useSearchParams();
  const returning = search.get('order');
  const hadSession = useRef(false);
  if (session) hadSession.current = true;

  if (placed) {
    return (
      <div className={styles.page}>
        <OrderConfirmation order={placed.order} email={placed.email} />
      </div>
    );
  }
  if (returning && session) {
    // Back from 3-D Secure.
    return (
      <div className={styles.page}>
        <PaymentReturn orderId={returning} email={session.email} onBack={() => setSearch({}, { replace: true })} />
      </div>
    );
  }
  if (!session) {
    // Signed out while here: whoever ended the session navigates (Logout goes to /home, an
    // expired session to /login); a redirect of our own would race theirs.
    if (hadSession.current) {
      return (
        <div className={styles.page}>
          <p className={styles.notice} role="status">
            <FormattedMessage id="checkout.signedOut" />{' '}
            <Link to="/login" state={{ from: '/checkout' }} className={styles.link}>
              <FormattedMessage id="checkout.signIn" />
            </Link>
          </p>
        </div>
      );
    }
    return <Navigate to="/login" replace state={{ from: '/checkout' }} />;
  }

  const totals = checkoutState(items);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="checkout.title" />
      </h1>
      {items.length === 0 ? (
        <section className={`${styles.card} ${styles.empty}`}>
          <p className={styles.emptyText}>
            <FormattedMessage id="checkout.empty" />
          </p>
          <Link to="/home" className={styles.link}>
            <FormattedMessage id="cart.continueShopping" />
          </Link>
        </section>
      ) : (
        <div className={styles.layout}>
          <OrderSummary items={items} subtotal={totals.subtotal} shippingFee={totals.shippingFee} total={totals.total} />
          <CheckoutFormView session={session} items={items} onPlaced={(order) => setPlaced({ order, email: session.email })} />
        </div>
      )}
    </div>
  );
}

/** /checkout: needs a session (else /login, coming back here); summary, address, payment, Place order. */
export default function CheckoutPage() {
  return (
    <RemoteIntl>
      <CheckoutContent />
    </RemoteIntl>
  );
}
