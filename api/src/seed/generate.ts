/**
 * Generates the demo catalog as plain data, deterministically: the same options always give the
 * same catalog (the only input that moves is `now`, which anchors "the last two years").
 */
import { BRANDS, VENDORS } from './brands.ts';
import { normalizeArabic } from '../lib/arabic.ts';
import { CATALOG, COLORS_BY_MATERIAL, MATERIAL_WORDS, TAGS, type TypeDef } from './catalog.ts';
import {
  BRANDS_AR,
  CITIES_AR,
  COLLECTIONS_AR,
  FEATURES_AR,
  MATERIALS_AR,
  SENTENCES_AR,
  TITLE_WORDS_AR,
  TREE_AR,
  TYPE_KEYWORDS_AR,
  VARIANTS_AR,
} from './catalog-ar.ts';
import { COLORS_AR, TAGS_AR } from '../i18n/catalog-vocabulary.ts';
import { createRandom, type Random } from './random.ts';

export interface GenerateOptions {
  /** How many products (default 2,400). */
  products?: number;
  /** "Now" for creation dates; defaults to the start of today (UTC). */
  now?: Date;
  seed?: number;
}

export interface TypeSeed {
  categoryIndex: number;
  subcategoryIndex: number;
  typeIndex: number;
  def: TypeDef;
  subcategoryName: string;
  categoryName: string;
}

export interface ProductSeed {
  sku: string;
  name: string;
  title: string;
  description: string;
  /** The name, title and description in Arabic. */
  nameAr: string;
  titleAr: string;
  descriptionAr: string;
  price: number;
  salePrice: number | null;
  stock: number;
  /** Index into `types` (which carries the category and subcategory). */
  type: number;
  brand: number;
  colors: string[];
  tags: string[];
  imageCount: number;
  hasCad: boolean;
  status: boolean;
  readyToShip: boolean;
  promotionApproved: boolean;
  searchText: string;
  createdAt: Date;
}

export interface GeneratedCatalog {
  types: TypeSeed[];
  /** For each brand (same order as BRANDS), the vendor index. */
  brandVendors: number[];
  products: ProductSeed[];
}

export const DEFAULT_PRODUCT_COUNT = 2_400;
const DAY_MS = 86_400_000;
const COLLECTIONS = [
  'Nefertari',
  'Karnak',
  'Zamalek',
  'Siwa',
  'Amun',
  'Lotus',
  'Papyrus',
  'Alabaster',
  'Nour',
  'Layla',
  'Yasmin',
  'Farida',
  'Marsa',
  'Sahel',
  'Dahab',
  'Khufu',
  'Horus',
  'Isis',
  'Delta',
  'Oasis',
  'Sinai',
  'Qasr',
  'Bastet',
  'Ramses',
  'Hathor',
  'Salma',
  'Amira',
  'Shams',
  'Qamar',
  'Wadi',
  'Nakheel',
  'Corniche',
];
const TITLE_WORDS = ['Handcrafted', 'Timeless', 'Contemporary', 'Elegant', 'Everyday', 'Heirloom', 'Relaxed', 'Classic'];
const CITIES = ['Damietta', 'Cairo', 'Alexandria', 'Fayoum', 'Aswan', 'Giza', 'Mansoura', 'Tanta', 'Luxor', 'Assiut'];
const SENTENCES = [
  'Made in {city} from {material} with a hand-finished surface that ages beautifully.',
  'The {color} tone sits easily in both modern and classic rooms.',
  'Every piece is checked by our workshop team before it leaves for delivery.',
  'Designed for Egyptian homes, it pairs clean lines with warm, lived-in textures.',
  'Built for daily family life and easy to keep clean.',
  'Made in small batches, so each piece carries its own subtle character.',
  'Our delivery team can place and set it up anywhere in Greater Cairo and Alexandria.',
  'A timeless shape inspired by mid-century design and local craft traditions.',
];

export function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function flattenTypes(): TypeSeed[] {
  const types: TypeSeed[] = [];
  CATALOG.forEach((category, categoryIndex) =>
    category.subcategories.forEach((sub, subcategoryIndex) =>
      sub.types.forEach((def, typeIndex) =>
        types.push({ categoryIndex, subcategoryIndex, typeIndex, def, subcategoryName: sub.name, categoryName: category.name }),
      ),
    ),
  );
  return types;
}

export function generateCatalog(options: GenerateOptions = {}): GeneratedCatalog {
  return { types: flattenTypes(), brandVendors: brandVendors(), products: [...generateProducts(options)] };
}

/** For each brand (same order as BRANDS), the vendor index. */
export const brandVendors = () => BRANDS.map((_, i) => i % VENDORS.length);

/**
 * The products of {@link generateCatalog}, one at a time: a large seed writes them as they come
 * instead of holding a million objects (several gigabytes) first.
 */
export function* generateProducts(options: GenerateOptions = {}): Generator<ProductSeed> {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const now = (options.now ?? startOfTodayUtc()).getTime();
  const random = createRandom(options.seed ?? 20_26);
  const types = flattenTypes();
  const typeIndexes = types.map((_, k) => k);
  const typeWeight = (k: number) => types[k]!.def.weight;
  const brandsBySlug = new Map<string, number[]>();
  BRANDS.forEach((brand, i) => brand.categories.forEach((slug) => brandsBySlug.set(slug, [...(brandsBySlug.get(slug) ?? []), i])));
  for (let i = 0; i < count; i++) {
    const typeIndex = random.weighted(typeIndexes, typeWeight);
    const type = types[typeIndex]!;
    const brand = random.pick(brandsBySlug.get(CATALOG[type.categoryIndex]!.slug)!);
    yield makeProduct(random, i, typeIndex, type, brand, now);
  }
}

function makeProduct(random: Random, i: number, typeIndex: number, type: TypeSeed, brand: number, now: number): ProductSeed {
  const def = type.def;
  const colors = random.sample(COLORS_BY_MATERIAL[def.material], random.int(1, 3));
  const tagPool = def.material === 'wood' ? TAGS : TAGS.filter((tag) => tag !== 'Solid Wood');
  const tags = random.sample(tagPool, random.int(1, 3));
  const material = random.pick(MATERIAL_WORDS[def.material]);
  const variant = random.pick(def.variants);
  const collection = random.pick(COLLECTIONS);
  const withMaterial = random.chance(0.7);
  const name = `${collection} ${withMaterial ? `${material} ` : ''}${variant}`;
  const titleWord = random.pick(TITLE_WORDS);
  const title = `${titleWord} ${variant.toLowerCase()} in ${colors[0]!.toLowerCase()}`;
  const variantAr = ar(VARIANTS_AR, variant);
  const nameAr = `${variantAr} ${ar(COLLECTIONS_AR, collection)}${withMaterial ? ` - ${ar(MATERIALS_AR, material)}` : ''}`;
  const titleAr = `${variantAr} ${ar(TITLE_WORDS_AR, titleWord)}، لون ${ar(COLORS_AR, colors[0]!)}`;
  const price = roundPrice(logUniform(random, def.price[0], def.price[1]));
  const onSale = random.chance(0.2);
  const sale = onSale ? roundPrice(price * (1 - random.int(10, 40) / 100)) : null;
  const salePrice = sale !== null && sale >= 1_500 && sale < price ? sale : null;
  const roll = random.next();
  const stock = roll < 0.08 ? 0 : roll < 0.2 ? random.int(1, 5) : random.int(6, 80);
  const brandName = BRANDS[brand]!.name;
  const description = describe(random, def, material, colors[0]!);
  const searchTextAr = [
    nameAr,
    ar(TREE_AR, def.name),
    TYPE_KEYWORDS_AR[def.name] ?? '',
    ar(TREE_AR, type.subcategoryName),
    ar(TREE_AR, type.categoryName),
    ar(BRANDS_AR, brandName),
    ...colors.map((c) => ar(COLORS_AR, c)),
    ...tags.map((tag) => ar(TAGS_AR, tag)),
  ].join(' ');
  return {
    sku: `MZ-${def.code}-${String(i + 1).padStart(6, '0')}`,
    name,
    title,
    description: description.en,
    nameAr,
    titleAr,
    descriptionAr: description.ar,
    price,
    salePrice,
    stock,
    type: typeIndex,
    brand,
    colors,
    tags,
    imageCount: random.int(1, 3),
    hasCad: random.chance(type.categoryIndex === 0 ? 0.4 : 0.15),
    status: !random.chance(0.03),
    readyToShip: stock > 0 && random.chance(0.4),
    promotionApproved: salePrice !== null,
    searchText: `${[name, def.name, type.subcategoryName, type.categoryName, brandName, ...colors, ...tags].join(' ').toLowerCase()} ${normalizeArabic(searchTextAr)}`,
    createdAt: new Date(Math.floor((now - random.next() * 730 * DAY_MS) / 1000) * 1000),
  };
}

function logUniform(random: Random, min: number, max: number): number {
  return Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
}

/** Shop-like prices: to the nearest 50 EGP below 20,000, else to the nearest 500. */
function roundPrice(value: number): number {
  const step = value < 20_000 ? 50 : 500;
  return Math.min(250_000, Math.max(1_500, Math.round(value / step) * step));
}

/** The Arabic of `english` from `table` (catalog-ar.ts), or the English when it has none. */
const ar = (table: Record<string, string>, english: string) => table[english] ?? english;

const DELIVERED = 'Delivered across Egypt, with free returns within 14 days.';
const SENTENCE_AR = { ...FEATURES_AR, ...SENTENCES_AR };

/**
 * 15 to 40 words: the type's feature sentence and one or two general ones, whole sentences only;
 * and the same sentences in Arabic.
 */
function describe(random: Random, def: TypeDef, material: string, color: string): { en: string; ar: string } {
  const city = random.pick(CITIES);
  const fill = (template: string, arabic: boolean) =>
    arabic
      ? template
          .replace('{city}', ar(CITIES_AR, city))
          .replace('{material}', ar(MATERIALS_AR, material))
          .replace('{color}', ar(COLORS_AR, color))
      : template.replace('{city}', city).replace('{material}', material.toLowerCase()).replace('{color}', color.toLowerCase());
  const extra = random.sample(SENTENCES, random.int(1, 2));
  const templates = [def.feature];
  const wordCount = () =>
    templates
      .map((t) => fill(t, false))
      .join(' ')
      .split(' ').length;
  for (const template of extra) {
    templates.push(template);
    if (wordCount() > 40) templates.pop();
  }
  if (wordCount() < 15) templates.push(DELIVERED);
  return {
    en: templates.map((t) => fill(t, false)).join(' '),
    ar: templates.map((t) => fill(ar(SENTENCE_AR, t), true)).join(' '),
  };
}
