/**
 * Entity and HTTP types shared by the API and every app (SPEC §3). Ids are strings (`_id`),
 * prices are Egyptian pounds (EGP) as plain numbers, dates are ISO-8601 strings.
 */

/** A reference to a named record, as embedded in a product (SPEC §3: `category.name`). */
export interface NamedRef {
  _id: string;
  name: string;
}

/** A product's brand as embedded in the product (SPEC §3: `brandId` object with `brandName`). */
export interface BrandRef {
  _id: string;
  brandName: string;
}

/** A product of the catalog (SPEC §3 "Product"). */
export interface Product {
  _id: string;
  /** Stock-keeping unit, unique per product, e.g. `MZ-SOF-000123`. */
  sku: string;
  name: string;
  title: string;
  description: string;
  /** Path of the main picture, relative to the image base URL (e.g. `products/123.svg`). */
  mainImage: string;
  /** Further pictures (paths like `mainImage`), for the product page's gallery. */
  images: string[];
  /** Price in EGP. */
  price: number;
  /** Sale price in EGP, lower than `price`; absent or null when the product is not on sale. */
  salePrice?: number | null;
  /** Units in stock; 0 is sold out. */
  stock: number;
  category: NamedRef & { slug: string };
  subCategory: NamedRef;
  type: NamedRef;
  brandId: BrandRef;
  /** The vendor (partner) that sells this product. */
  vendorId: string;
  colors: string[];
  tags: string[];
  createdAt: string;
  /** Path of the BIM/CAD file, relative to the image base URL, or null when there is none. */
  cadFile: string | null;
  /** True when the product is approved and listed. */
  status: boolean;
  readyToShip: boolean;
  promotionApproved: boolean;
}

/** A brand (SPEC §3 "Brand"). `brandlogo` is a path relative to the image base URL. */
export interface Brand {
  _id: string;
  brandName: string;
  brandlogo: string;
  brandDescription: string;
  /** Number of listed products of the brand. */
  productCount?: number;
}

/** A product type, the finest level of the category tree (SPEC §3 "Type"). */
export interface ProductType {
  _id: string;
  name: string;
  productCount?: number;
}

/** A subcategory with its types (SPEC §3 "Subcategory"). */
export interface Subcategory {
  _id: string;
  name: string;
  image?: string;
  types: ProductType[];
  productCount?: number;
}

/** A top-level category with its subcategories (SPEC §3 "Category"). */
export interface Category {
  _id: string;
  name: string;
  slug: string;
  /** Picture path relative to the image base URL. */
  image: string;
  subCategories: Subcategory[];
  productCount?: number;
}

/** A subcategory with the category it belongs to (for `/types/{id}`). */
export interface SubcategoryDetail extends Subcategory {
  category: NamedRef & { slug: string };
}

/** One entry of the search box's suggestions (SPEC §2 "Search suggestions"). */
export type SearchSuggestion =
  | {
      resultType: 'product';
      _id: string;
      name: string;
      mainImage: string;
      categoryName: string;
      brandName: string;
      price: number;
      salePrice?: number | null;
    }
  | {
      resultType: 'brand';
      _id: string;
      brandName: string;
      brandlogo: string;
      brandDescription: string;
    };

/** Sort orders of listings (SPEC §9). `newest` is the default. */
export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'name-asc' | 'name-desc';

/** Query of the server-side listing call `GET /api/products`. Every field is optional. */
export interface ProductQuery {
  /** 1-based page; 12 products a page (SPEC §9). */
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
  typeId?: string;
  subCategoryId?: string;
  categoryId?: string;
  categorySlug?: string;
  brandId?: string;
  vendorId?: string;
  /** Brand names (SPEC §3 filter state: brands are brand names). */
  brands?: string[];
  colors?: string[];
  tags?: string[];
  /** Price bounds in EGP, compared with salePrice when present, else price (SPEC §9). */
  minPrice?: number;
  maxPrice?: number;
  /** Only products with a CAD file. */
  hasCAD?: boolean;
  /** Only products with a sale price (and promotion approved). */
  hasSalePrice?: boolean;
  readyToShip?: boolean;
  /** Free-text search. */
  q?: string;
}

/** A value of a facet with how many products of the current result have it. */
export interface FacetValue {
  value: string;
  count: number;
}

/** One page of a listing with its facets, as returned by `GET /api/products`. */
export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: {
    brands: FacetValue[];
    colors: FacetValue[];
    tags: FacetValue[];
    /** Lowest and highest effective price (EGP) of the matching products. */
    price: { min: number; max: number };
  };
}

/** Roles a signed-in account can have. */
export type Role = 'shopper' | 'vendor' | 'admin';

/**
 * The signed-in shopper as kept in localStorage under `userSession` (SPEC §3). It is a display
 * hint only: the server trusts its HttpOnly session cookie, never this object.
 */
export interface UserSession {
  /** The user's id (SPEC: "User session: has an id"). */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** The signed-in vendor as kept in browser storage under `vendor` (SPEC §3). */
export interface VendorSession {
  /** The vendor's id, as in `/vendor-dashboard/{vendorId}`. */
  vendorId: string;
  userId: string;
  email: string;
  shopName: string;
}

/** A shipping address (SPEC §3 "Shipping address"). */
export interface ShippingAddress {
  _id: string;
  address1: string;
  address2?: string;
  label?: string;
  floor?: string;
  apartment?: string;
  landmark?: string;
  city: string;
  postalCode: string;
  /** Display label of the country, e.g. "Egypt". */
  country: string;
  isDefault: boolean;
}

/** The shopper's profile (SPEC §3 "User profile"). */
export interface UserProfile {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  address1?: string;
  phoneNumber?: string;
  gender?: 'male' | 'female';
  dateOfBirth?: string;
  shipmentAddress: ShippingAddress[];
}

/** A line of the cart (SPEC §3 "Cart item"). Prices in EGP. */
export interface CartItem {
  /** The product's id. */
  id: string;
  variantId: string | null;
  productId: string;
  brandId: string | number;
  quantity: number;
  unitPrice: number;
  shippingFee: number;
  name: string;
  /** Picture path relative to the image base URL. */
  image: string;
}

/** An order (SPEC §3 "Order"). */
export interface Order {
  _id: string;
  orderDate: string;
  cartItems: { name: string; price: number; productId: string; quantity?: number; image?: string }[];
  /** Total in EGP. */
  total: number;
  status?: string;
}

/** A saved card (SPEC §3 "Card"): only brand, last four digits and expiry are ever returned. */
export interface Card {
  _id: string;
  /** Masked number, e.g. `**** **** **** 4242`. */
  cardNumber: string;
  cardType: string;
  default: boolean;
  /** MM/YY. */
  expiryDate: string;
}

export type { ApiErrorBody } from './contract/errors.ts';
