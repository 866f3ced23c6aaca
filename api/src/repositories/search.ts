/**
 * Search-box suggestions (SPEC §2): up to 6 listed products and 3 brands for a query. With
 * pg_trgm, near misses match too ("sofaa" finds sofas) and results rank by similarity; without
 * it, plain case-insensitive substring matching.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import type { SearchSuggestion } from '../shared-types.ts';
import { brandLogo } from './brands.ts';
import { likePattern } from './product-listing.ts';
import { productImages } from './products.ts';

interface ProductHit {
  id: number;
  name: string;
  category: string;
  brand: string;
  price: number;
  salePrice: number | null;
}

interface BrandHit {
  id: number;
  name: string;
  description: string;
}

const prefixPattern = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Products whose name, type, brand, colours or tags contain every word, names starting with the
 * query first. Only when that finds fewer than `limit` and pg_trgm is there, near misses fill
 * the rest, best first (ranking by similarity is costly, so the common case skips it).
 */
async function productHits(db: Database, q: string, trigram: boolean, limit: number): Promise<ProductHit[]> {
  const terms = q.split(/\s+/).slice(0, 8);
  const allTerms = sql.join(terms.map((term) => sql`p.search_text ilike ${likePattern(term)}`), sql` and `);
  const select = sql`select p.id, p.name, c.name as category, b.name as brand, p.price::float8 as price,
      p.sale_price::float8 as "salePrice"
    from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id`;
  const exact = await queryRows<ProductHit>(
    db,
    sql`${select} where p.status and ${allTerms}
        order by (p.name ilike ${prefixPattern(q)}) desc, p.name, p.id limit ${limit}`,
  );
  if (exact.length >= limit || !trigram || q.length < 4) return exact;
  const fuzzy = await queryRows<ProductHit>(
    db,
    sql`${select} where p.status and ${q} <% p.search_text and not (${allTerms})
        order by word_similarity(${q}, p.search_text) desc, p.name, p.id limit ${limit - exact.length}`,
  );
  return [...exact, ...fuzzy];
}

async function brandHits(db: Database, q: string, trigram: boolean): Promise<BrandHit[]> {
  const match: SQL = trigram && q.length >= 4 ? sql`(b.name ilike ${likePattern(q)} or ${q} <% b.name)` : sql`b.name ilike ${likePattern(q)}`;
  const rank: SQL = trigram ? sql`word_similarity(${q}, b.name) desc,` : sql``;
  return queryRows<BrandHit>(
    db,
    sql`select b.id, b.name, b.description from brands b where ${match}
        order by (b.name ilike ${prefixPattern(q)}) desc, ${rank} b.name limit 3`,
  );
}

export async function searchSuggestions(db: Database, query: string, trigram: boolean): Promise<SearchSuggestion[]> {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const [products, brands] = await Promise.all([productHits(db, q, trigram, 6), brandHits(db, q, trigram)]);
  return [
    ...products.map(
      (p): SearchSuggestion => ({
        resultType: 'product',
        _id: String(p.id),
        name: p.name,
        mainImage: productImages(p.id, 1)[0]!,
        categoryName: p.category,
        brandName: p.brand,
        price: Number(p.price),
        salePrice: p.salePrice === null ? null : Number(p.salePrice),
      }),
    ),
    ...brands.map(
      (b): SearchSuggestion => ({
        resultType: 'brand',
        _id: String(b.id),
        brandName: b.name,
        brandlogo: brandLogo(b.id),
        brandDescription: b.description,
      }),
    ),
  ];
}
