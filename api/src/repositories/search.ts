/**
 * Text search, shared by the search box (SPEC §2 "Search suggestions") and the listing's `q`.
 *
 * Full text: every product has a `search_vector` (name words at weight A, the words of its type,
 * category, brand, colours and tags at weight B; the `simple` configuration, so no stemming)
 * with a GIN index. A query is cut into words; each word matches as a prefix ("sof" finds
 * sofas, as you type) and every word must match. Typos: a word that is not the beginning of any
 * word of the catalog's vocabulary (`search_words`, kept by a trigger) is replaced by the closest
 * vocabulary words by trigram similarity (pg_trgm), so "sofaa" searches "sofa", "armchiar"
 * "armchair". Without pg_trgm the word is searched as typed.
 *
 * Arabic: products' search text also holds their Arabic names (name, type, category,
 * brand, colours, tags, and everyday synonyms) folded by `normalizeArabic`, and every query is
 * folded the same way, so 'كنبه' finds 'كنبة' and 'اريكة' 'أريكة'. Suggestions are named in the
 * shopper's language.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { products as productsTable } from '../db/schema.ts';
import type { SearchSuggestion } from '@manzil/shared/contract';
import { ARABIC_FOLD_FROM, ARABIC_FOLD_TO, ARABIC_MARKS, normalizeArabic } from '../lib/arabic.ts';
import type { Locale } from '../lib/locale.ts';
import { brandLogo } from './brands.ts';
import { inLocale, productImages } from './products.ts';

/** At most this many words of a query are searched; each is cut to MAX_TERM characters. */
export const MAX_TERMS = 8;
const MAX_TERM = 40;
/** Misspelt words are replaced by up to this many vocabulary words. */
const NEAR_WORDS = 3;
/** Suggestions rank the first CANDIDATES full-text matches (all of them when fewer match). */
const CANDIDATES = 60;

/**
 * The words of a search text: lower-cased letters and digits, Arabic folded by normalizeArabic,
 * at most MAX_TERMS of them.
 */
export function searchTerms(text: string): string[] {
  const words = normalizeArabic(text.normalize('NFKC'))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TERM));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The `tsquery` (text form, for `to_tsquery('simple', …)`) of a search text, with misspelt words
 * corrected against the vocabulary; null when the text has no words.
 */
export async function buildTsQuery(db: Database, text: string, trigram: boolean): Promise<string | null> {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const rows = await queryRows<{ term: string; known: boolean; near: string[] | null }>(
    db,
    trigram
      ? sql`select t.term,
            exists (select 1 from search_words w where w.word like t.pattern) as known,
            case when length(t.term) >= 3 and not exists (select 1 from search_words w where w.word like t.pattern)
              then array(select w.word from search_words w where w.word % t.term
                         order by similarity(w.word, t.term) desc, w.word limit ${NEAR_WORDS})
            end as near
          from unnest(${sql.param(terms)}::text[], ${sql.param(terms.map((t) => `${escapeLike(t)}%`))}::text[]) as t(term, pattern)`
      : sql`select t.term, true as known, null::text[] as near from unnest(${sql.param(terms)}::text[]) as t(term)`,
  );
  const byTerm = new Map(rows.map((row) => [row.term, row]));
  return terms
    .map((term) => {
      const near = byTerm.get(term)?.near ?? [];
      const alternatives = near.length > 0 ? near : [term];
      return `(${alternatives.map((word) => `${lexeme(word)}:*`).join(' | ')})`;
    })
    .join(' & ');
}

/**
 * Words shorter than this match, as prefixes, a large part of the vocabulary: the GIN index then
 * merges thousands of posting lists (44 ms for "velvet corner s" at 100,000 products, against
 * 1 ms without the "s"; EXPLAIN ANALYZE in docs/performance.md).
 */
const SHORT_WORD = 3;

const isShortGroup = (group: string) =>
  [...group.matchAll(/'((?:[^']|'')*)':\*/g)].every((m) => [...m[1]!.replace(/''/g, "'").replace(/\\\\/g, '\\')].length < SHORT_WORD);

/**
 * The SQL condition "`vector` matches the tsquery" (text from buildTsQuery). When the query has
 * both short and longer words, the index finds the rows of the longer words and the short ones
 * are checked on those rows only (`vector || ''` is the same vector, but no index answers it):
 * the same matches, without the costly prefix scan.
 */
export function searchMatch(vector: SQL, tsquery: string): SQL {
  const groups = tsquery.split(' & ');
  const short = groups.filter(isShortGroup);
  if (short.length === 0 || short.length === groups.length) return sql`${vector} @@ to_tsquery('simple', ${tsquery})`;
  const long = groups.filter((group) => !isShortGroup(group));
  return sql`${vector} @@ to_tsquery('simple', ${long.join(' & ')}) and (${vector} || ''::tsvector) @@ to_tsquery('simple', ${short.join(' & ')})`;
}

/** The SQL condition "product matches the tsquery" (text from buildTsQuery); see {@link searchMatch}. */
export const matchesSearch = (tsquery: string) => searchMatch(sql`${productsTable.searchVector}`, tsquery);

/** The SQL of `text` folded as normalizeArabic folds it (for ranking a few rows, never indexed). */
export const foldArabic = (text: SQL) =>
  sql`translate(regexp_replace(${text}, ${`[${ARABIC_MARKS}]`}, '', 'g'), ${ARABIC_FOLD_FROM}, ${ARABIC_FOLD_TO})`;

interface ProductHit {
  id: number;
  name: string;
  nameAr: string | null;
  category: string;
  categoryAr: string | null;
  brand: string;
  brandAr: string | null;
  price: number;
  salePrice: number | null;
  /** The first uploaded picture, or null for the generated one. */
  uploadedImage: string | null;
}

interface BrandHit {
  id: number;
  name: string;
  nameAr: string | null;
  description: string;
  descriptionAr: string | null;
  logo: string | null;
}

/**
 * Up to `limit` listed products matching every word. Ranked: name starting with the query, then
 * full-text rank (a word in the name counts more than in the type, brand or tags), then in stock,
 * then name. Only the first CANDIDATES matches are ranked, so a one-letter query costs no more
 * than a precise one. The tsquery is a literal (a bound parameter), so the planner sees how
 * common its words are: a scan that stops after CANDIDATES rows for common words, the GIN index
 * for rare ones.
 */
async function productHits(db: Database, tsquery: string, prefix: string, limit: number, locale: Locale): Promise<ProductHit[]> {
  // In Arabic the name a shopper reads (the Arabic one, folded) is the one that starts with the query.
  const shown = locale === 'ar' ? foldArabic(sql`lower(coalesce(c.name_ar, c.name))`) : sql`lower(c.name)`;
  return queryRows<ProductHit>(
    db,
    sql`select c.id, c.name, c.name_ar as "nameAr", cat.name as category, cat.name_ar as "categoryAr", b.name as brand,
        b.name_ar as "brandAr", c.price::float8 as price, c.sale_price::float8 as "salePrice", c.image_paths[1] as "uploadedImage"
      from (
        select p.id, p.name, p.name_ar, p.category_id, p.brand_id, p.price, p.sale_price, p.stock, p.search_vector, p.image_paths
        from products p where p.status and ${searchMatch(sql.raw('p.search_vector'), tsquery)}
        limit ${CANDIDATES}
      ) c
      join categories cat on cat.id = c.category_id
      join brands b on b.id = c.brand_id
      order by ${shown} like ${prefix} desc, ts_rank(c.search_vector, to_tsquery('simple', ${tsquery})) desc,
        c.stock > 0 desc, c.name, c.id
      limit ${limit}`,
  );
}

/**
 * Up to 3 brands whose name, English or Arabic (folded), matches every word (typos corrected
 * likewise), name prefix first. The brands table is small: no index is needed. The folded names
 * are stored (`brands.search_vector` and `name_ar_folded`, generated columns declared in db/schema.ts),
 * so no row is folded while a shopper types.
 */
async function brandHits(
  db: Database,
  tsquery: string,
  prefix: string,
  raw: string,
  trigram: boolean,
  locale: Locale,
): Promise<BrandHit[]> {
  const shown = locale === 'ar' ? sql`b.name_ar_folded` : sql`lower(b.name)`;
  const closeness = trigram ? sql`word_similarity(${raw}, ${shown}) desc,` : sql``;
  return queryRows<BrandHit>(
    db,
    sql`select b.id, b.name, b.name_ar as "nameAr", b.description, b.description_ar as "descriptionAr", b.logo from brands b
        where b.search_vector @@ to_tsquery('simple', ${tsquery})
        order by ${shown} like ${prefix} desc, ${closeness} b.name
        limit 3`,
  );
}

/**
 * The search box's suggestions for `query` (SPEC §2): up to 6 products and 3 brands, named in
 * `locale` (Arabic names where there are).
 */
export async function searchSuggestions(db: Database, query: string, trigram: boolean, locale: Locale = 'en'): Promise<SearchSuggestion[]> {
  const raw = normalizeArabic(query.trim().toLowerCase());
  const tsquery = await buildTsQuery(db, raw, trigram);
  if (!tsquery) return [];
  const prefix = `${escapeLike(raw)}%`;
  const [products, brands] = await Promise.all([
    productHits(db, tsquery, prefix, 6, locale),
    brandHits(db, tsquery, prefix, raw, trigram, locale),
  ]);
  return [
    ...products.map((p): SearchSuggestion => ({
      resultType: 'product',
      _id: String(p.id),
      name: inLocale(locale, p.name, p.nameAr),
      mainImage: p.uploadedImage ?? productImages(p.id, 1)[0]!,
      categoryName: inLocale(locale, p.category, p.categoryAr),
      brandName: inLocale(locale, p.brand, p.brandAr),
      price: Number(p.price),
      salePrice: p.salePrice === null ? null : Number(p.salePrice),
    })),
    ...brands.map((b): SearchSuggestion => ({
      resultType: 'brand',
      _id: String(b.id),
      brandName: inLocale(locale, b.name, b.nameAr),
      brandlogo: brandLogo(b.id, b.logo),
      brandDescription: inLocale(locale, b.description, b.descriptionAr),
    })),
  ];
}
