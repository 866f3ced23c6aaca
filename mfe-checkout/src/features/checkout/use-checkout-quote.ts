import { useQuery } from '@manzil/shared/query';
import { queryKeys, quoteCheckout, type CartItem } from '@manzil/shared';
import { useAppliedPromo } from './payment-choice';

/**
 * The server's totals for the cart (POST /api/checkout/quote): subtotal, the promo code's discount,
 * shipping 0 and the total, and whether cash on delivery is offered (EGP 25,000 cap). Keyed by
 * the lines and the applied code, under the account (a session change clears it).
 */
export function useCheckoutQuote(items: CartItem[]) {
  const promoCode = useAppliedPromo();
  const lines = items.map(({ productId, quantity }) => ({ productId, quantity }));
  return useQuery({
    queryKey: [...queryKeys.account(), 'checkout-quote', lines, promoCode] as const,
    queryFn: () => quoteCheckout({ items: lines, ...(promoCode ? { promoCode } : {}) }),
    enabled: lines.length > 0,
    meta: { errorMessage: 'Failed to price the cart' },
  });
}
