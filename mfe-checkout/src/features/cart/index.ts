// The cart feature's public surface: what other features of this app may import.
export type { CheckoutState } from './use-checkout';
export { CartTotals } from './cart-totals';
export { checkoutState } from './use-checkout';
