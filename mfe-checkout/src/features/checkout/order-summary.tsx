import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { formatPriceLE, type CartItem, useDisplayLocale, Thumbnail } from '@manzil/shared';
import { CartTotals } from '../cart';
import { useCheckoutQuote } from './use-checkout-quote';
import styles from './checkout.module.css';

/** The lines being ordered and their totals (LE with 2 decimals, SPEC §9): the server's once quoted, with any promo code. */
export function OrderSummary({
  items,
  subtotal,
  shippingFee,
  total,
}: {
  items: CartItem[];
  subtotal: number;
  shippingFee: number;
  total: number;
}) {
  // Follows the language: prices and dates re-render in the new locale.
  const locale = useDisplayLocale();
  const quote = useCheckoutQuote(items).data;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="checkout-summary-title">
      <div className={styles.summaryHead}>
        <h2 id="checkout-summary-title" className={styles.sectionTitle}>
          <FormattedMessage id="checkout.summary" />
        </h2>
        <Link to="/mycart" className={styles.link}>
          <FormattedMessage id="checkout.editCart" />
        </Link>
      </div>
      <ul className={styles.summaryLines}>
        {items.map((item) => (
          <li key={`${item.id}:${item.variantId ?? ''}`} className={styles.summaryLine}>
            <span className={styles.thumbWrap}>
              {item.image ? <Thumbnail path={item.image} size={56} className={styles.thumb} /> : <span className={styles.thumb} />}
              <span className={styles.qtyBadge}>{item.quantity}</span>
            </span>
            <span className={styles.summaryName}>
              <bdi>{item.name}</bdi>
            </span>
            <span className={styles.summaryPrice}>{formatPriceLE(item.unitPrice * item.quantity, locale)}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        subtotal={quote?.subtotal ?? subtotal}
        shippingFee={quote?.shippingFee ?? shippingFee}
        total={quote?.total ?? total}
        discount={quote?.promoCode ? { code: quote.promoCode.code, amount: quote.discount } : undefined}
      />
    </section>
  );
}
