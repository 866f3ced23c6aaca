// @manzil/shared/contract: the zod schemas of every request and response of the Manzil API,
// written once and imported by the API's routes, the client's calls and the forms alike.
// Only zod is imported here (no React, no DOM), so the API can bundle it. Relative imports
// carry their `.ts` extension, which both the API (NodeNext) and the apps (Bundler) resolve.
export { apiErrorSchema } from './errors.ts';
export type { ApiErrorBody } from './errors.ts';
export {
  CARD_MESSAGES,
  CARD_TYPES,
  COD_LIMIT_EGP,
  PAYMENT_STATUSES,
  addCardBody,
  cardDetailsSchema,
  createPromoCodeBody,
  detectCardType,
  expiryProblem,
  orderPaymentFields,
  orderPaymentResult,
  passesLuhn,
  promoCodeSchema,
  quoteBody,
  quoteSchema,
  savedCardSchema,
  setDefaultCardBody,
} from './billing.ts';
export type { AddCardInput, CardDetails, CardType, CheckoutQuote, CreatePromoCodeInput, OrderPaymentInput, PromoCode, QuoteInput, SavedCard, SetDefaultCardInput } from './billing.ts';
