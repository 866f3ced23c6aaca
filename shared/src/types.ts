/**
 * Entity and HTTP types shared by the API and every app (SPEC §3): `z.infer` of the contract's
 * schemas (shared/src/contract), so a type and the check of the data it names are one thing.
 * Ids are strings (`_id`), prices are Egyptian pounds (EGP) as plain numbers, dates ISO-8601.
 */
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
} from './contract/index.ts';
