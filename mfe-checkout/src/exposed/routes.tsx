import { lazy } from 'react';
import type { RemoteRoute } from '@manzil/shared';

const CartPage = lazy(() => import('../features/cart/cart-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const TrackOrderPage = lazy(() => import('../features/tracking/track-order-page'));

/** The routes mfe-checkout owns (ARCHITECTURE "Who owns what"); public pages, no loading fallback. */
export const routes: RemoteRoute[] = [
  { path: '/mycart', Component: CartPage },
  { path: '/checkout', Component: CheckoutPage },
  { path: '/trackorder', Component: TrackOrderPage },
];
