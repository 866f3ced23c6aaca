import { FormattedMessage } from 'react-intl';
import { formatPriceLE, useDisplayLocale } from '@manzil/shared';
import styles from './cart-totals.module.css';

/**
 * Subtotal, shipping and total in `LE 12,500.00` format (SPEC §9: shipping 0, total = subtotal),
 * and a promo code's discount when one is applied (the server's figures).
 */
export function CartTotals({
  subtotal,
  shippingFee,
  total,
  discount,
}: {
  subtotal: number;
  shippingFee: number;
  total: number;
  discount?: { code: string; amount: number };
}) {
  // Follows the language: prices and dates re-render in the new locale.
  const locale = useDisplayLocale();
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>
          <FormattedMessage id="cart.subtotal" />
        </dt>
        <dd>{formatPriceLE(subtotal, locale)}</dd>
      </div>
      {discount && discount.amount > 0 ? (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="checkout.discount" values={{ code: discount.code }} />
          </dt>
          <dd>−{formatPriceLE(discount.amount, locale)}</dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt>
          <FormattedMessage id="cart.shipping" />
        </dt>
        <dd>{formatPriceLE(shippingFee, locale)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>
          <FormattedMessage id="cart.total" />
        </dt>
        <dd>{formatPriceLE(total, locale)}</dd>
      </div>
    </dl>
  );
}
