// @manzil/shared/contract: the zod schemas of every request and response of the Manzil API,
// written once and imported by the API's routes, the client's calls and the forms alike.
// Only zod is imported here (no React, no DOM), so the API can bundle it. Relative imports
// carry their `.ts` extension, which both the API (NodeNext) and the apps (Bundler) resolve.
// Every export is named (no `export *`), so the contract's surface is reviewable.
export { ERROR_CODES, apiErrorSchema, codeForStatus } from './errors.ts';
export type { ApiErrorBody, ErrorCode } from './errors.ts';
export { namedRefSchema, okSchema } from './common.ts';
export type { NamedRef } from './common.ts';
export {
  egpAmount,
  emailField,
  idParam,
  idValue,
  lineText,
  optionalLine,
  phoneNumber,
  queryBoolean,
  queryList,
  wholeNumber,
} from './fields.ts';
export {
  brandRefSchema,
  brandSchema,
  categoryRefSchema,
  categorySchema,
  facetValueSchema,
  productPageSchema,
  productSchema,
  productTypeSchema,
  searchSuggestionSchema,
  subcategoryDetailSchema,
  subcategorySchema,
  typeDetailSchema,
} from './catalog.ts';
export type {
  Brand,
  BrandRef,
  Category,
  FacetValue,
  Product,
  ProductPage,
  ProductType,
  ProductTypeDetail,
  SearchSuggestion,
  Subcategory,
  SubcategoryDetail,
} from './catalog.ts';
export { SORTS, listingQuery, pagingQuery, productQuerySchema } from './listing.ts';
export type { ListingQueryInput, ProductQuery, ProductSort } from './listing.ts';
export {
  ROLES,
  addressSchema,
  cardSchema,
  credentialsSchema,
  loginBody,
  shippingAddressInput,
  shippingAddressSchema,
  signupBody,
  userProfileSchema,
  userSessionSchema,
  vendorSessionSchema,
} from './account.ts';
export type {
  Address,
  Card,
  Credentials,
  Role,
  ShippingAddress,
  ShippingAddressInput,
  SignupInput,
  UserProfile,
  UserSession,
  VendorSession,
} from './account.ts';
export {
  MAX_ADDRESSES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  accountMessageSchema,
  addressBookEntry,
  addressListResponse,
  changePasswordBody,
  resetPasswordBody,
  sendOtpBody,
  updateAddressesBody,
  updateProfileBody,
  verifyOtpBody,
  verifyOtpResponse,
} from './account-settings.ts';
export type {
  AccountMessage,
  AddressBookEntry,
  AddressListResponse,
  ChangePasswordBody,
  ResetPasswordBody,
  SendOtpBody,
  UpdateAddressesBody,
  UpdateProfileBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from './account-settings.ts';
export {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  cartItemSchema,
  orderLineSchema,
  placeOrderBody,
  placedOrderSchema,
  stockConflictSchema,
  trackOrderQuery,
} from './orders.ts';
export type {
  CartItem,
  Order,
  OrderStatus,
  PaymentMethod,
  PlaceOrderBody,
  PlaceOrderInput,
  PlacedOrder,
} from './orders.ts';
export { CONTACT_MESSAGE_MIN, CONTACT_THANKS, contactBody } from './contact.ts';
export type { ContactMessage } from './contact.ts';
export {
  CARD_MESSAGES,
  CARD_TYPES,
  COD_LIMIT_EGP,
  PAYMENT_STATUSES,
  addCardBody,
  cardDetailsSchema,
  checkoutOrderBody,
  checkoutOrderSchema,
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
export type { AddCardInput, CardDetails, CardType, CheckoutOrder, CheckoutOrderInput, CheckoutQuote, CreatePromoCodeInput, OrderPaymentInput, PromoCode, QuoteInput, SavedCard, SetDefaultCardInput } from './billing.ts';
