import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { bus, cartCount, ConfirmDialog } from '@manzil/shared';
import { useCartItems, useSession } from '../../lib/use-store-value';
import { RemoteIntl } from '../../intl';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { checkoutState, useGoToCheckout } from './use-checkout';
import styles from './cart-page.module.css';

function CartPageContent() {
  const intl = useIntl();
  const items = useCartItems();
  const session = useSession();
  const goToCheckout = useGoToCheckout();
  const [confirmClear, setConfirmClear] = useState(false);
  const totals = checkoutState(items);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <FormattedMessage id="cart.title" />
        </h1>
        {items.length > 0 ? (
          <span className={styles.count}>
            <FormattedMessage id="cart.itemCount" values={{ count: cartCount(items) }} />
          </span>
        ) : null}
      </div>
      {items.length === 0 ? (
        <section className={styles.empty}>
          <p className={styles.emptyText}>
            <FormattedMessage id="cart.empty" />
          </p>
          <p className={styles.muted}>
            <FormattedMessage id="cart.emptyHint" />
          </p>
          <Link className={styles.primaryLink} to="/home">
            <FormattedMessage id="cart.continueShopping" />
          </Link>
        </section>
      ) : (
        <div className={styles.layout}>
          <section className={styles.card} aria-label={intl.formatMessage({ id: 'cart.title' })}>
            <ul className={styles.lines}>
              {items.map((item) => (
                <CartLine key={`${item.id}:${item.variantId ?? ''}`} item={item} />
              ))}
            </ul>
            <div className={styles.cardFooter}>
              <Link to="/home" className={styles.link}>
                <FormattedMessage id="cart.continueShopping" />
              </Link>
              <button type="button" className={styles.clear} onClick={() => setConfirmClear(true)}>
                <FormattedMessage id="cart.clear" />
              </button>
            </div>
          </section>
          <aside className={`${styles.card} ${styles.summary}`}>
            <h2 className={styles.summaryTitle}>
              <FormattedMessage id="cart.summary" />
            </h2>
            <CartTotals subtotal={totals.subtotal} shippingFee={totals.shippingFee} total={totals.total} />
            <button type="button" className={styles.checkout} onClick={goToCheckout}>
              <FormattedMessage id="cart.checkout" />
            </button>
            {session ? null : (
              <p className={styles.hint}>
                <FormattedMessage id="cart.signInHint" />
              </p>
            )}
          </aside>
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={intl.formatMessage({ id: 'cart.clearTitle' })}
        message={intl.formatMessage({ id: 'cart.clearMessage' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        confirmLabel={intl.formatMessage({ id: 'common.confirm' })}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          bus.emit('cart:reset');
          setConfirmClear(false);
        }}
      />
    </div>
  );
}

/** /mycart: the full cart page, with the same lines as the popup and an order summary. */
export default function CartPage() {
  return (
    <RemoteIntl>
      <CartPageContent />
    </RemoteIntl>
  );
}
