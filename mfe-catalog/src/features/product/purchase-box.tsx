import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bus, productToCartInput, type Product } from '@manzil/shared';
import { FavoriteButton } from '../products';
import styles from './purchase-box.module.css';

/** The most a shopper can add at once: what is in stock, capped for sanity. */
const MAX_QUANTITY = 99;

/**
 * Quantity and 'Add to cart' (one `cart:add` per unit, so the cart's own SPEC §4 rule raises the
 * line's quantity), and the favorite toggle. Sold-out products cannot be added.
 */
export function PurchaseBox({ product }: { product: Product }) {
  const intl = useIntl();
  const inputId = useId();
  const max = Math.max(1, Math.min(product.stock, MAX_QUANTITY));
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(0);
  const soldOut = product.stock <= 0;
  const clamp = (value: number) => Math.min(max, Math.max(1, Math.floor(value) || 1));

  const add = () => {
    const input = productToCartInput(product);
    for (let i = 0; i < quantity; i += 1) bus.emit('cart:add', input);
    setAdded(quantity);
  };

  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <div className={styles.quantity}>
          <label htmlFor={inputId} className={styles.quantityLabel}>
            <FormattedMessage id="product.quantity" />
          </label>
          <div className={styles.stepper}>
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'product.decrease' })}
              disabled={soldOut || quantity <= 1}
              onClick={() => setQuantity(clamp(quantity - 1))}
            >
              −
            </button>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={quantity}
              disabled={soldOut}
              onChange={(event) => setQuantity(clamp(Number(event.target.value)))}
            />
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'product.increase' })}
              disabled={soldOut || quantity >= max}
              onClick={() => setQuantity(clamp(quantity + 1))}
            >
              +
            </button>
          </div>
        </div>
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.add} disabled={soldOut} onClick={add}>
          <FormattedMessage id={soldOut ? 'product.soldOut' : 'product.addToCart'} />
        </button>
        <FavoriteButton product={product} variant="outlined" />
      </div>
      <div role="status" className={styles.status}>
        {added > 0 ? (
          <>
            <span>
              <FormattedMessage id="product.added" values={{ count: added }} />
            </span>
            <button type="button" className={styles.viewCart} onClick={() => bus.emit('ui:open-panel', { panel: 'cart' })}>
              <FormattedMessage id="product.viewCart" />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
