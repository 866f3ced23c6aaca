/**
 * The tables of the Manzil API (Drizzle ORM). Every table, column, key, check and
 * index of the database is declared in this file or a `*-schema.ts` next to it, so drizzle-kit
 * generates migrations from the true schema; triggers, functions, the optional pg_trgm indexes and
 * reference rows are SQL migrations (`drizzle-kit generate --custom`; README.md "Migrations").
 */
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type Address } from '@manzil/shared/contract';
import { sql } from 'drizzle-orm';
import { foldArabicSql } from '../lib/arabic.ts';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text search document. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Shoppers, vendors and admins; `role` says which sign-in they may use. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased and trimmed. */
  email: text('email').notNull().unique(),
  /** scrypt: `scrypt$<salt b64>$<hash b64>`. */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: text('role', { enum: ['shopper', 'vendor', 'admin'] })
    .notNull()
    .default('shopper'),
  phoneNumber: text('phone_number'),
  address1: text('address1'),
  gender: text('gender', { enum: ['male', 'female'] }),
  dateOfBirth: text('date_of_birth'),
  createdAt: createdAt(),
});

/** A shopper's saved shipping addresses (SPEC §3 "Shipping address"). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull(),
    address2: text('address2'),
    label: text('label'),
    floor: text('floor'),
    apartment: text('apartment'),
    landmark: text('landmark'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** A partner shop; its user signs in to the vendor area. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    createdAt: createdAt(),
    /** The language the vendor last used the vendor area in: its e-mails are written in it. */
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
  },
  () => [check('vendors_locale_check', sql`locale = ANY (ARRAY['en'::text, 'ar'::text])`)],
);

/** Server-side sessions; the cookie holds a random id, this table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['shopper', 'vendor', 'admin'] }).notNull(),
    /** The absolute end of the session (its role's absolute lifetime from sign-in). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Last use, touched at most once a minute; the idle lifetime counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Order in menus (SPEC §8 order). */
  position: integer('position').notNull(),
  /** The name in Arabic; null: shown in English. */
  nameAr: text('name_ar'),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** The name in Arabic; null: shown in English. */
    nameAr: text('name_ar'),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Which generated picture represents this type (`sofa`, `pendant-lamp`, ...). */
    drawing: text('drawing').notNull(),
    /** Short code used in SKUs, e.g. `SOF`. */
    code: text('code').notNull(),
    position: integer('position').notNull(),
    /** The name in Arabic; null: shown in English. */
    nameAr: text('name_ar'),
  },
  (t) => [index('product_types_subcategory_idx').on(t.subcategoryId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Path of an uploaded logo (`uploads/...`); null: the generated monogram `brands/{id}.svg`. */
    logo: text('logo'),
    /** The name and description in Arabic; null: shown in English. */
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    /** The Arabic name (else the English one) folded as `normalizeArabic` folds: search suggestions. */
    nameArFolded: text('name_ar_folded').generatedAlwaysAs(sql.raw(foldArabicSql('lower(coalesce(name_ar, name))'))),
    /** Full-text document of the English name and the folded Arabic one. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(`to_tsvector('simple'::regconfig, name || ' ' || ${foldArabicSql("coalesce(name_ar, '')")})`),
    ),
  },
  (t) => [index('brands_vendor_idx').on(t.vendorId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** EGP. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** EGP, lower than price; null when not on sale. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }),
    /** What filters and sorts compare (SPEC §9: salePrice when present, else price). */
    effectivePrice: numeric('effective_price', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price, price)`),
    stock: integer('stock').notNull().default(0),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => productTypes.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Number of pictures (`products/{id}.webp`, `products/{id}-2.webp`, ...). */
    imageCount: integer('image_count').notNull().default(1),
    hasCad: boolean('has_cad').notNull().default(false),
    /** True when approved and listed. */
    status: boolean('status').notNull().default(true),
    readyToShip: boolean('ready_to_ship').notNull().default(false),
    promotionApproved: boolean('promotion_approved').notNull().default(false),
    /**
     * Lower-cased name, type, brand, colours and tags, for text search; then the same in Arabic,
     * folded by `normalizeArabic` (lib/arabic.ts), so Arabic searches find them.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    /** Full-text document: the name's words (weight A) and `search_text`'s (weight B), unstemmed. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, search_text), 'B')`,
      ),
    /** Paths of uploaded pictures (`uploads/...`), main first; null: the generated ones (imageCount). */
    imagePaths: text('image_paths').array(),
    /** Path of an uploaded CAD file; null with hasCad: the generated DXF `cad/{id}.dxf`. */
    cadPath: text('cad_path'),
    /** Name, title and description in Arabic; null: Arabic answers show the English. */
    nameAr: text('name_ar'),
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
    /** Moved by a trigger whenever something a product page shows changes: the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made to the shopper's order: no change-of-mind return, only the defect path (docs/returns.md). */
    madeToOrder: boolean('made_to_order').notNull().default(false),
  },
  (t) => [
    // On all products, not the listed only: a catalog-index patch reads an unlisted neighbour too (migrations/0003_catalog_version_triggers.sql).
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.effectivePrice, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_category_idx').on(t.categoryId, t.createdAt.desc().nullsFirst()),
    index('products_subcategory_idx').on(t.subcategoryId, t.createdAt.desc().nullsFirst()),
    index('products_type_idx').on(t.typeId, t.createdAt.desc().nullsFirst()),
    index('products_brand_idx').on(t.brandId, t.createdAt.desc().nullsFirst()),
    index('products_vendor_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    index('products_colors_idx').using('gin', t.colors),
    index('products_tags_idx').using('gin', t.tags),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_ready_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`status and ready_to_ship`),
    index('products_sale_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`status and sale_price is not null`),
    // Every column the PostgreSQL listing's total and facets read for listed products (brand,
    // price, colours, tags, and the tree's ids), so that a process answering before its catalog
    // index is ready scans this index (about 130 MB at a million products) instead of the table
    // (1.8 GB): 0.63 s instead of 3.0 s for the unfiltered listing at a million.
    index('products_listed_facets_idx')
      .on(t.brandId, t.effectivePrice, t.colors, t.tags, t.categoryId, t.subcategoryId, t.typeId)
      .where(sql`status`),
    /** Placing an order never sells more than there is (the order code checks first; this is the net). */
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/** A shopper's wishlist (SPEC §3 "Favorites"). */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_product_idx').on(t.productId)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(t.email)],
);

/** The shipping address an order was placed with (`Address` of the contract). */
export type OrderAddress = Address;

// The contract owns the values; the tables store exactly those.
export { ORDER_STATUSES, PAYMENT_METHODS };
/**
 * Where an order's payment stands: `not-required` (cash on delivery), `pending` (a card payment
 * waiting for 3-D Secure or the gateway's callback), `paid`, `declined` (the order is cancelled
 * and its stock released), `refunded`.
 */
export { PAYMENT_STATUSES };

/**
 * A placed order (SPEC §3 "Order"). Prices are copied from the catalog when the order is placed
 * and never change afterwards; `email` is the shopper's address at that moment (order tracking
 * matches on it).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** `MZ-YYYYMMDD-NNNN`: the Cairo date and that day's running number. */
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    /** EGP. */
    subtotal: numeric('subtotal', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    shippingFee: numeric('shipping_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** The saved card paid with (see billing-schema.ts; no foreign key: deleting a card keeps the order). */
    cardId: integer('card_id'),
    createdAt: createdAt(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('not-required'),
    /** EGP taken off the subtotal by `promoCode`. */
    discount: numeric('discount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    promoCode: text('promo_code'),
    /** The gateway's transaction id of the card payment. */
    paymentReference: text('payment_reference'),
    /** The store page the shopper's browser returns to after a 3-D Secure step. */
    paymentReturnUrl: text('payment_return_url'),
    /** The language the order was placed in: its e-mails are written in it. */
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_payment_reference_idx').on(t.paymentReference),
  ],
);

/** The lines of an order, with the name, picture and unit price the product had then. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: the line keeps its copy even if the product is removed later. */
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    /** EGP per unit (sale price when there was one). */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), index('order_items_product_idx').on(t.productId)],
);

/** The last order number handed out per (Cairo) day; its row lock orders concurrent placements. */
export const orderCounters = pgTable('order_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * One row: a number that grows whenever something the catalog index reads changes (products
 * added, removed or edited, a ready-to-ship product selling out, brands, categories). Bumped by
 * triggers (migrations/0003_catalog_version_triggers.sql) in the writing transaction, so a process that
 * sees the new number also sees the new rows.
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** The last version that changed more than products' flags: an index older than it is rebuilt. */
    structureVersion: bigint('structure_version', { mode: 'number' }).notNull().default(1),
    /** Changes below this version were pruned from `catalog_changes`. */
    prunedBelow: bigint('pruned_below', { mode: 'number' }).notNull().default(0),
    /** Moved by statement triggers on every write a public catalog answer can show (the answer cache). */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalog_state_single_row', sql`${t.id} = 1`)],
);

/**
 * Products whose flags alone changed (listed, ready to ship and in stock, CAD, approved sale),
 * by version: an index a few versions old applies these instead of being rebuilt.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [index('catalog_changes_version_idx').on(t.version)],
);

/**
 * The listed products' facets, counted: how many listed products there are ('total', value ''),
 * per brand id ('brand'), per colour ('color') and per tag ('tag'). Kept by statement triggers
 * on products in the writing transaction (migrations/0012_listed_facet_counts_triggers.sql), so
 * that a process answering the catalog's first page from PostgreSQL (before its catalog index is
 * ready) reads a few hundred rows instead of scanning every listed product.
 */
export const listedFacetCounts = pgTable(
  'listed_facet_counts',
  {
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value] })],
);

/**
 * Every word of the products' search text (and brand names): the vocabulary that a misspelt
 * search term is corrected against ("sofaa" → "sofa"). Filled by a trigger on products.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  // Prefix lookups (`like 'sof%'`); the trigram index is optional and lives in a SQL migration.
  (t) => [index('search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`)],
);
