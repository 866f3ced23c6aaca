// @manzil/shared: the one contract every Manzil app shares at run time (a federation singleton).
// Every export is named here on purpose (no `export *`), so the public surface is reviewable.
// Nothing here imports zod or react-hook-form (this index is in every first visit): the
// form set is the subpath entry @manzil/shared/form (src/form, its own federation singleton,
// loaded with the first form), and the contract's schemas are @manzil/shared/contract. The field
// primitives (Field, TextField), which no first view shows, are @manzil/shared/fields.
export { bus, EventBus } from './bus';
export type { BusEvents, BusEventName, BusMessage, PanelName } from './bus';
export { DEFAULT_API_BASE_URL, getRuntimeConfig, imageSrcSet, imageUrl, resolveUrlTemplate, setRuntimeConfig } from './config';
export type { RuntimeConfig } from './config';
export { CartStore, cartCount, cartStore, cartSubtotal, productToCartInput } from './stores/cart-store';
export type { CartItemInput } from './stores/cart-store';
export { StoredSession, adminSessionStore, sessionStore, vendorSessionStore } from './stores/session-store';
export { FavoritesStore, favoritesQueryOptions, favoritesStore } from './stores/favorites-store';
export { LOCALES, LOCALE_COOKIE, LocaleStore, localeStore } from './stores/locale-store';
export type { Locale } from './stores/locale-store';
export { createAppMessages, useDisplayLocale, useIntlSetup, useLocale } from './intl/use-locale';
export type { AppMessages, IntlSetup, Messages } from './intl/use-locale';

export { PanelStore } from './stores/panel-store';
export {
  adminSessionAtom,
  cartCountAtom,
  cartItemsAtom,
  favoriteIdsAtom,
  favoritesAtom,
  openPanelAtom,
  sessionAtom,
  vendorSessionAtom,
} from './atoms';
export { ApiError, http, request, toApiError, type ApiErrorJson } from './api/client';
export {
  getBrand,
  getBrands,
  getCategory,
  getCategoryBySlug,
  getProduct,
  getProductType,
  getRelatedProducts,
  getSearchSuggestions,
  getSubcategory,
  listProducts,
} from './api/catalog';
export { getCategories, getCategoriesQueryOptions, useCategories } from './api/get-categories';
export { getProfileQueryOptions } from './api/get-profile';
export { queryClient, markServedAnswers, isServedAnswer, endServedView } from './query/query-client';
export { queryKeys } from './query/query-keys';
export {
  confirmSignup,
  getAdminSession,
  getFavorites,
  getSession,
  getUser,
  login,
  logout,
  reportClientError,
  signup,
  subscribeNewsletter,
} from './api/account';
export type { ClientErrorReport } from './api/account';
export {
  changePassword,
  getUserById,
  removeAddress,
  resetPasswordWithToken,
  saveAddresses,
  sendPasswordResetCode,
  updateProfile,
  verifyPasswordResetCode,
} from './api/account-settings';
export { getCustomerOrders, newIdempotencyKey, placeOrder, trackOrder } from './api/orders';
export { cancelOrder, escalateReturn, getOrderAfterSale, requestReturn, uploadReturnPhoto } from './api/returns';
export { addCard, deleteCard, getOrderPayment, quoteCheckout, setDefaultCard, useSavedCards } from './api/billing';
export { CARD_MESSAGES, COD_LIMIT_EGP, detectCardType, expiryProblem, passesLuhn } from './contract/card-rules.ts';
export type { AddCardInput, CheckoutOrder, CheckoutOrderInput, CheckoutQuote, SavedCard } from './contract/billing.ts';
export { sendContactMessage } from './api/contact';
export {
  BADGE_MAX,
  badgeCount,
  effectivePrice,
  favoritesStockBadge,
  formatCardNumber,
  formatCvvInput,
  formatExpiryInput,
  formatDate,
  formatNumber,
  formatPrice,
  formatPriceLE,
  isOnSale,
  passwordStrength,
  previewWords,
  productStockBadge,
  truncateText,
} from './format';
export { PASSWORD_RULES } from './contract/password-rules.ts';
export type { PasswordRule, PasswordRules } from './contract/password-rules.ts';
export { useHydrated } from './hydration';
export { lazyModule, useLazyModule } from './lazy-module';
export type { LazyModule } from './lazy-module';
export { Button } from './ui/button';
export type { ButtonProps } from './ui/button';
export { ConfirmDialog } from './ui/confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { Dialog } from './ui/dialog';
export type { DialogProps } from './ui/dialog';
export { ReadingArrow } from './ui/reading-arrow';
export { Spinner } from './ui/spinner';
export { SidePanel } from './ui/side-panel';
export { Thumbnail } from './ui/thumbnail';
export type { ThumbnailProps } from './ui/thumbnail';
export type { SidePanelProps } from './ui/side-panel';
// Field and TextField are the subpath entry @manzil/shared/fields (src/ui/fields.ts).
export { VisuallyHidden } from './ui/visually-hidden';
export { errorSentence, errorText } from './api/error-text';
export type { ErrorTextIds } from './api/error-text';
export type { AccountMenuProps, CartPopupProps, FavoritesPanelProps, RemoteRoute, RemoteRoutesModule } from './remote-contract';
export type {
  ApiErrorBody,
  Brand,
  BrandRef,
  Card,
  CartItem,
  Category,
  ContactMessage,
  Credentials,
  FacetValue,
  NamedRef,
  Order,
  Product,
  ProductPage,
  ProductQuery,
  ProductSort,
  ProductType,
  ProductTypeDetail,
  PlaceOrderInput,
  PlacedOrder,
  Role,
  SearchSuggestion,
  ShippingAddress,
  ShippingAddressInput,
  Subcategory,
  SubcategoryDetail,
  UserProfile,
  UserSession,
  VendorSession,
} from './types';
