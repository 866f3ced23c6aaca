/** @jest-environment node */
// The catalog's heads as a crawler reads them: the HTML renderHead writes, the JSON-LD extracted
// from it (@marbec/web-auto-extractor) and checked against Google's rich-result rules for
// Product, Offer, BreadcrumbList, ItemList, Organization and WebSite (@adobe/structured-data-validator).
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import type { Brand, Category, Product, ProductPage, ProductTypeDetail, SubcategoryDetail } from '@manzil/shared/contract';
import { renderHead, serializeJsonLd, type HeadData } from '@manzil/shared/seo';
import { catalogPageStatus } from './page-status';
import {
  brandHead,
  categoryHead,
  fixedListingHead,
  homeHead,
  notFoundHead,
  productHead,
  subcategoryHead,
  typeHead,
  type SeoContext,
} from './route-heads';
import { ApiError } from '@manzil/shared';

const ORIGIN = 'https://manzil.eg';
const en: SeoContext = { origin: ORIGIN, locale: 'en', mediaBase: 'https://cdn.manzil.eg/media' };
const ar: SeoContext = { ...en, locale: 'ar' };

const product: Product = {
  _id: '42',
  sku: 'SOF-0042',
  name: 'Zamalek Velvet Sofa </script><script>alert(1)</script>',
  title: 'Three-seat velvet sofa',
  description: 'A deep three-seat sofa in emerald velvet, hand-finished in Damietta. '.repeat(4),
  mainImage: 'products/42.svg',
  images: ['products/42.svg', 'products/42-2.svg'],
  price: 40_000,
  salePrice: 32_000,
  stock: 3,
  category: { _id: '1', name: 'Living Room', slug: 'living-room' },
  subCategory: { _id: '11', name: 'Seating' },
  type: { _id: '111', name: 'Sofas & Couches' },
  brandId: { _id: '7', brandName: 'Nile Loom' },
  vendorId: '3',
  colors: ['Green'],
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  cadFile: null,
  status: true,
  readyToShip: true,
  promotionApproved: true,
};
const arabicProduct: Product = {
  ...product,
  name: 'كنبة الزمالك القطيفة',
  description: 'كنبة عميقة بثلاثة مقاعد من القطيفة الزمردية.',
  category: { ...product.category, name: 'غرفة المعيشة' },
  subCategory: { _id: '11', name: 'الجلوس' },
  type: { _id: '111', name: 'كنب' },
  brandId: { _id: '7', brandName: 'نايل لوم' },
};
const listing = (items: Product[], page = 1): ProductPage => ({
  items,
  total: items.length ? 30 : 0,
  page,
  pageSize: 12,
  pageCount: items.length ? 3 : 0,
  facets: { brands: [], colors: [], tags: [], price: { min: 0, max: 0 } },
});
const brand: Brand = {
  _id: '7',
  brandName: 'Nile Loom',
  brandlogo: 'brands/7.svg',
  brandDescription: 'Weavers from the Delta.',
  productCount: 30,
};
const category: Category = {
  _id: '1',
  name: 'Living Room',
  slug: 'living-room',
  image: 'categories/1.svg',
  productCount: 30,
  subCategories: [{ _id: '11', name: 'Seating', types: [{ _id: '111', name: 'Sofas & Couches' }] }],
};
const subcategory: SubcategoryDetail = {
  ...category.subCategories[0]!,
  productCount: 30,
  category: { _id: '1', name: 'Living Room', slug: 'living-room' },
};
const type: ProductTypeDetail = {
  _id: '111',
  name: 'Sofas & Couches',
  productCount: 30,
  subCategory: { _id: '11', name: 'Seating' },
  category: { _id: '1', name: 'Living Room', slug: 'living-room' },
};

type Issue = ValidationIssue;
/** One JSON-LD object as the extractor read it. */
type Ld = { '@type': string } & Record<string, unknown>;

/** The head as a document's HTML, read back as a crawler does, and validated. */
async function validate(head: HeadData): Promise<{ jsonLd: Ld[]; issues: Issue[] }> {
  const html = `<!doctype html><html lang="${head.locale}"><head>${renderHead(head)}</head><body></body></html>`;
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return { jsonLd: extracted.jsonld ? (Object.values(extracted.jsonld).flat() as Ld[]) : [], issues };
}

/**
 * Google's recommendations Manzil has no data for: reviews and ratings, GTINs and MPNs, price end
 * dates, and the optional merchant-listing fields (audience, material, sizes, variants…).
 * Every error, and any other warning, fails.
 */
const ACCEPTED_WARNINGS =
  /"(aggregateRating|review|gtin|priceValidUntil|mpn|audience|hasCertification|inProductGroupWithID|isVariantOf|material|pattern|size|subjectOf)"/;
const problems = (issues: Issue[]) => issues.filter((issue) => issue.severity === 'ERROR' || !ACCEPTED_WARNINGS.test(issue.issueMessage));

const tag = (head: HeadData, key: string) => head.meta.find((m) => ('property' in m ? m.property : m.name) === key)?.content;

describe('product page head', () => {
  it('names the product, its brand and the price the shopper pays, in the page language', () => {
    const head = productHead(product, en);
    expect(head.title).toBe('Zamalek Velvet Sofa </script><script>alert(1)</script> by Nile Loom | Manzil');
    expect(head.description).toContain('32,000 E£');
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${ORIGIN}/product/42`);
    expect(tag(head, 'og:type')).toBe('product');
    expect(tag(head, 'og:image')).toBe('https://cdn.manzil.eg/media/products/42.svg');
    expect(tag(head, 'twitter:card')).toBe('summary_large_image');
    const arabic = productHead(arabicProduct, ar);
    expect(arabic.title).toBe('كنبة الزمالك القطيفة من نايل لوم | منزل');
    expect(arabic.description).toContain('32,000 ج.م.');
    expect(arabic.canonical).toBe(`${ORIGIN}/ar/product/42`);
    expect(tag(arabic, 'og:locale')).toBe('ar_EG');
  });

  it('links both languages both ways, with x-default English', () => {
    const alternates = [
      { hreflang: 'en', href: `${ORIGIN}/product/42` },
      { hreflang: 'ar', href: `${ORIGIN}/ar/product/42` },
      { hreflang: 'x-default', href: `${ORIGIN}/product/42` },
    ];
    expect(productHead(product, en).alternates).toEqual(alternates);
    expect(productHead(arabicProduct, ar).alternates).toEqual(alternates);
  });

  it('carries Product with its Offer and the breadcrumb, valid for Google’s rich results', async () => {
    const head = productHead(product, en);
    const { jsonLd, issues } = await validate(head);
    expect(problems(issues)).toEqual([]);
    // The validator really reads the data: the same Product without its Offer is an error.
    const withoutOffer = { ...head, jsonLd: head.jsonLd.map((data) => ({ ...data, offers: undefined })) };
    expect((await validate(withoutOffer)).issues.filter((issue) => issue.severity === 'ERROR')).not.toEqual([]);
    const ld = jsonLd.find((item) => item['@type'] === 'Product')!;
    expect(ld.offers).toMatchObject({ price: 32_000, priceCurrency: 'EGP', availability: 'https://schema.org/InStock' });
    expect(ld).toMatchObject({ sku: 'SOF-0042', brand: { '@type': 'Brand', name: 'Nile Loom' } });
    expect(ld.image).toEqual(['https://cdn.manzil.eg/media/products/42.svg', 'https://cdn.manzil.eg/media/products/42-2.svg']);
    const crumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      `${ORIGIN}/category/1/subcategories`,
      `${ORIGIN}/types/11`,
      `${ORIGIN}/products/111/Sofas%20%26%20Couches`,
      `${ORIGIN}/product/42`,
    ]);
  });

  it('says out of stock when there is none, and the full price when there is no sale', async () => {
    const { jsonLd, issues } = await validate(productHead({ ...arabicProduct, stock: 0, salePrice: null }, ar));
    expect(problems(issues)).toEqual([]);
    expect(jsonLd.find((item) => item['@type'] === 'Product')!.offers).toMatchObject({
      price: 40_000,
      availability: 'https://schema.org/OutOfStock',
      url: `${ORIGIN}/ar/product/42`,
    });
  });
});

describe('JSON-LD in a script', () => {
  it('cannot end the script or open a comment, and parses back to the same data', () => {
    const data = { name: '</script><!-- & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(data);
    expect(renderHead(productHead(product, en)).match(/<\/script>/g)).toHaveLength(2);
  });
});

describe('listing and taxonomy heads', () => {
  it('the home page is the Organization and a WebSite with its search', async () => {
    const { jsonLd, issues } = await validate(homeHead({ ...en, logo: `${ORIGIN}/logo.png` }));
    expect(problems(issues)).toEqual([]);
    expect(jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(jsonLd[1]).toMatchObject({ potentialAction: { target: { urlTemplate: `${ORIGIN}/ProductsPage?q={search_term_string}` } } });
    const arabic = homeHead(ar);
    expect(arabic.canonical).toBe(`${ORIGIN}/ar`);
    expect(arabic.title).toBe('منزل — الأثاث وتصميم المنازل في مصر');
  });

  it('a listing lists its products as an ItemList and each page is its own canonical page', async () => {
    const page2 = fixedListingHead('/products/onsale', en, { listing: listing([product], 2) });
    expect(page2.canonical).toBe(`${ORIGIN}/products/onsale?page=2`);
    expect(page2.title).toBe('On Sale Products – page 2 | Manzil');
    const { jsonLd, issues } = await validate(page2);
    expect(problems(issues)).toEqual([]);
    expect(jsonLd[0]).toMatchObject({ '@type': 'ItemList', itemListElement: [{ position: 13, url: `${ORIGIN}/product/42` }] });
    expect(fixedListingHead('/products/readytoship', ar).title).toBe('جاهز للشحن | منزل');
  });

  it('a type listing carries its name in each language’s address, and its breadcrumb', async () => {
    const head = typeHead({ ...type, name: 'كنب' }, ar, { listing: listing([arabicProduct]), otherName: 'Sofas & Couches' });
    expect(head.canonical).toBe(`${ORIGIN}/ar/products/111/${encodeURIComponent('كنب')}`);
    expect(head.alternates[0]).toEqual({ hreflang: 'en', href: `${ORIGIN}/products/111/Sofas%20%26%20Couches` });
    const { jsonLd, issues } = await validate(head);
    expect(problems(issues)).toEqual([]);
    expect(jsonLd.map((item) => item['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
  });

  it('category, subcategory and brand pages; an empty one answers but is not indexed', async () => {
    expect(categoryHead(category, en).canonical).toBe(`${ORIGIN}/category/1/subcategories`);
    expect(categoryHead(category, en).description).toBe('Shop Living Room on Manzil: Seating.');
    expect(tag(categoryHead({ ...category, productCount: 0 }, en), 'robots')).toBe('noindex, follow');
    const sub = subcategoryHead(subcategory, en);
    expect(sub.title).toBe('Seating — Living Room | Manzil');
    expect(problems((await validate(sub)).issues)).toEqual([]);
    expect(brandHead(brand, en, { listing: listing([product]) }).canonical).toBe(`${ORIGIN}/vendor/7`);
    expect(tag(brandHead({ ...brand, productCount: 0 }, en), 'robots')).toBe('noindex, follow');
    expect(tag(brandHead(brand, en), 'robots')).toMatch(/^index/);
  });
});

describe('which pages are 404', () => {
  it('an unknown, malformed or unlisted product is 404; a listed one 200', () => {
    expect(catalogPageStatus({ route: 'product', data: product })).toEqual({ status: 200, index: true });
    expect(catalogPageStatus({ route: 'product', data: { ...product, status: false } }).status).toBe(404);
    expect(catalogPageStatus({ route: 'product', data: null }).status).toBe(404);
    expect(catalogPageStatus({ route: 'product', error: new ApiError('We could not find that product.', 404) }).status).toBe(404);
    expect(catalogPageStatus({ route: 'product', error: new ApiError('bad id', 400) }).status).toBe(404);
  });

  it('an unknown brand or category is 404, an empty one 200 without indexing, and an API failure 503', () => {
    expect(catalogPageStatus({ route: 'brand', error: new ApiError('We could not find that brand.', 404) }).status).toBe(404);
    expect(catalogPageStatus({ route: 'brand', data: { ...brand, productCount: 0 } })).toEqual({ status: 200, index: false });
    expect(catalogPageStatus({ route: 'category', data: category })).toEqual({ status: 200, index: true });
    expect(catalogPageStatus({ route: 'type', error: new ApiError('down', 500) })).toEqual({ status: 503, index: false });
    expect(catalogPageStatus({ route: 'subcategory', error: new TypeError('fetch failed') }).status).toBe(503);
  });

  it('a 404 page is titled with what was not found, in its language, and not indexed', () => {
    const head = renderHead(notFoundHead('notFound.product', en, '/product/987654321'));
    expect(head).toContain('<title>We could not find that product | Manzil</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('application/ld+json');
    expect(renderHead(notFoundHead('notFound.brand', ar, '/vendor/9'))).toContain('<title>لم نعثر على هذه العلامة التجارية | منزل</title>');
  });
});
