import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cartSubtotal, formatPriceLE, type CartPopupProps } from '@manzil/shared';
import { useCartItems } from '../../lib/use-store-value';
import { CartLine } from './cart-line';
import { useGoToCheckout } from './use-checkout';
import styles from './cart-popup.module.css';

/**
 * The cart popup (SPEC §2 "Cart popup"), a side sheet opened from the header's cart icon.
 * The close button, Escape and a click on the overlay all call onClose.
 */
export function CartPopupSheet({ open, onClose }: CartPopupProps) {
  const intl = useIntl();
  const items = useCartItems();
  const goToCheckout = useGoToCheckout(onClose);
  const subtotal = cartSubtotal(items);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>
              <FormattedMessage id="cart.title" />
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'cart.close' })}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
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
          <footer className={styles.footer}>
            <p className={styles.subtotal}>
              <span>
                <FormattedMessage id="cart.subtotal" />
              </span>
              <strong data-testid="cart-subtotal">{formatPriceLE(subtotal)}</strong>
            </p>
            <button type="button" className={styles.checkout} onClick={goToCheckout} disabled={items.length === 0}>
              <FormattedMessage id="cart.checkout" />
            </button>
            <Link to="/mycart" className={styles.viewCart} onClick={onClose}>
              <FormattedMessage id="cart.viewCart" />
            </Link>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
