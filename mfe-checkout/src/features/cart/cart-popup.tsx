import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { SidePanel, cartSubtotal, formatPriceLE, type CartPopupProps, useDisplayLocale } from '@manzil/shared';
import { useCartItems } from '../../lib/use-store-value';
import { CartLine } from './cart-line';
import { useGoToCheckout } from './use-checkout';
import styles from './cart-popup.module.css';

/**
 * The cart popup (SPEC §2 "Cart popup"), a side sheet opened from the header's cart icon.
 * The close button, Escape and a click on the overlay all call onClose.
 */
export function CartPopupSheet({ open, onClose }: CartPopupProps) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const items = useCartItems();
  const goToCheckout = useGoToCheckout(onClose);
  const subtotal = cartSubtotal(items);

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="cart.title" />}
      closeLabel={intl.formatMessage({ id: 'cart.close' })}
      footer={
        <>
          <p className={styles.subtotal}>
            <span>
              <FormattedMessage id="cart.subtotal" />
            </span>
            <strong data-testid="cart-subtotal">{formatPriceLE(subtotal, locale)}</strong>
          </p>
          <button type="button" className={styles.checkout} onClick={goToCheckout} disabled={items.length === 0}>
            <FormattedMessage id="cart.checkout" />
          </button>
          <Link to="/mycart" className={styles.viewCart} onClick={onClose}>
            <FormattedMessage id="cart.viewCart" />
          </Link>
        </>
      }
    >
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>
            <FormattedMessage id="cart.empty" />
          </p>
          <p className={styles.muted}>
            <FormattedMessage id="cart.emptyHint" />
          </p>
        </div>
      ) : (
        <ul className={styles.lines}>
          {items.map((item) => (
            <CartLine key={`${item.id}:${item.variantId ?? ''}`} item={item} compact />
          ))}
        </ul>
      )}
    </SidePanel>
  );
}
