import { useIntl } from 'react-intl';
import { bus, type CartItem, formatPriceLE, VisuallyHidden, useDisplayLocale, Thumbnail } from '@manzil/shared';
import styles from './cart.module.css';

/** One cart line: picture, name, unit price, quantity stepper and remove. Changes go through the bus. */
export function CartLine({ item, compact = false }: { item: CartItem; compact?: boolean }) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const key = { id: item.id, variantId: item.variantId };
  const setQuantity = (quantity: number) => bus.emit('cart:set-quantity', { ...key, quantity });

  return (
    <li className={compact ? `${styles.line} ${styles.compact}` : styles.line}>
      {item.image ? (
        <Thumbnail path={item.image} size={72} lazy className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <p className={styles.name}>
          <bdi>{item.name}</bdi>
        </p>
        <p className={styles.unitPrice}>
          <VisuallyHidden>{intl.formatMessage({ id: 'cart.unitPrice' })}: </VisuallyHidden>
          {formatPriceLE(item.unitPrice, locale)}
        </p>
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={intl.formatMessage({ id: 'cart.quantityOf' }, { name: item.name })}>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={intl.formatMessage({ id: 'cart.decrease' }, { name: item.name })}
              disabled={item.quantity <= 1}
              onClick={() => setQuantity(item.quantity - 1)}
            >
              −
            </button>
            <output className={styles.quantity} aria-live="polite" data-testid={`quantity-${item.id}`}>
              {item.quantity}
            </output>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={intl.formatMessage({ id: 'cart.increase' }, { name: item.name })}
              onClick={() => setQuantity(item.quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={styles.remove}
            aria-label={intl.formatMessage({ id: 'cart.removeLabel' }, { name: item.name })}
            onClick={() => bus.emit('cart:remove', key)}
          >
            {intl.formatMessage({ id: 'cart.remove' })}
          </button>
        </div>
      </div>
      {compact ? null : (
        <p className={styles.lineTotal}>
          <VisuallyHidden>{intl.formatMessage({ id: 'cart.lineTotal' })}: </VisuallyHidden>
          {formatPriceLE(item.unitPrice * item.quantity, locale)}
        </p>
      )}
    </li>
  );
}
