/**
 * The HTTP contract shared with every app. Type-only: nothing of @manzil/shared is bundled into
 * the server. Imported by path so the API does not depend on how that package lays out its
 * entry points.
 */
export type {
  ApiErrorBody,
  Brand,
  Category,
  FacetValue,
  Product,
  ProductPage,
  ProductQuery,
  ProductSort,
  ProductType,
  SearchSuggestion,
  ShippingAddress,
  Subcategory,
  SubcategoryDetail,
  UserProfile,
  UserSession,
  VendorSession,
} from '../../shared/src/types.ts';
