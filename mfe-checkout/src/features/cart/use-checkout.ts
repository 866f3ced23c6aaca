import { useCallback } from 'react';
import { useNavigate } from '@manzil/shared/router';
import { cartSubtotal, type CartItem } from '@manzil/shared';
import { SHIPPING_FEE } from '@manzil/shared/contract';
import { useCartItems, useSession } from '../../lib/use-store-value';

/** What the cart hands to /checkout as navigation state (SPEC §2 "Cart popup"). Prices in EGP. */
export interface CheckoutState {
  cartItems: CartItem[];
  subtotal: number;
  shippingFee: number;
  total: number;
}

/** Builds the checkout navigation state of a cart. */
export function checkoutState(cartItems: CartItem[]): CheckoutState {
  const subtotal = cartSubtotal(cartItems);
  return { cartItems, subtotal, shippingFee: SHIPPING_FEE, total: subtotal + SHIPPING_FEE };
}

/**
 * The Checkout button's action (SPEC §2, §6): with a session, /checkout carrying the cart as
 * state; without one, /login, which brings the shopper back to /checkout after signing in.
 */
export function useGoToCheckout(onNavigate?: () => void): () => void {
  const navigate = useNavigate();
  const session = useSession();
  const items = useCartItems();
  return useCallback(() => {
    if (session) void navigate('/checkout', { state: checkoutState(items) });
    else void navigate('/login', { state: { from: '/checkout' } });
    onNavigate?.();
  }, [session, items, navigate, onNavigate]);
}
