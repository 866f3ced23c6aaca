/**
 * What search engines read about the store (docs/seo.md; SPEC §2 public
 * routes): the sitemap index, its files and robots.txt, as ready text. The store's server answers
 * `/sitemap.xml`, `/sitemaps/{file}` and `/robots.txt` on the store's origin with these
 * (tooling/seo-files.mjs), since crawlers look for them there; every URL in them is absolute on
 * the configured public origin (`PUBLIC_ORIGIN`), never on a request's Host header.
 *
 * Every public page is listed in English (unprefixed) and Arabic (`/ar/…`, @manzil/shared/seo),
 * each `<url>` with both as `hreflang` alternates plus `x-default` (English). Files:
 * `pages-1.xml` (home, fixed listings, content pages), `taxonomy-{n}.xml` (categories,
 * subcategories, types and brands with listed products), `products-{n}.xml` (listed products
 * whose id falls in the n-th run of `urlsPerFile / 2` ids: a product keeps its file as the
 * catalog grows, and a file never passes `urlsPerFile` URLs). Nothing unlisted appears.
 */
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SitemapIndexStream, SitemapStream, type IndexItem, type SitemapItemLoose } from 'sitemap';
import { PAGE_LOCALES, STATIC_PUBLIC_PATHS, absoluteUrl, robotsTxt, seoPaths } from '@manzil/shared/seo';
import { notFound } from '../lib/errors.ts';
import type { SitemapRepository, SitemapTaxonomyEntry } from '../repositories/sitemap.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapOptions {
  /** The store's public origin, e.g. `https://manzil.eg` (no trailing slash). */
  origin: string;
  /** `<url>` entries per file at most (protocol: 50,000); each page takes two, one per language. */
  urlsPerFile: number;
}

export type SitemapFileKind = 'pages' | 'taxonomy' | 'products';

/** The largest id of a `serial` column. */
const MAX_ID = 2 ** 31 - 1;

const FILE_NAME = /^(pages|taxonomy|products)-([1-9]\d{0,8})\.xml$/;

/** Where a sitemap file is read on the store: `{origin}/sitemaps/{kind}-{page}.xml`. */
export const sitemapFileUrl = (origin: string, kind: SitemapFileKind, page: number) => `${origin}/sitemaps/${kind}-${page}.xml`;

/** Pages (English paths) per file: each page is one `<url>` per language. */
const pagesPerFile = (options: SitemapOptions) => Math.max(1, Math.floor(options.urlsPerFile / PAGE_LOCALES.length));

/** The `<url>` entries of one page: one per language, each naming every language and x-default. */
function entriesOf(origin: string, path: string, lastmod: Date | undefined, arabicPath = path): SitemapItemLoose[] {
  const urls = { en: absoluteUrl(origin, path, 'en'), ar: absoluteUrl(origin, arabicPath, 'ar') };
  const links = [
    { lang: 'en', url: urls.en },
    { lang: 'ar', url: urls.ar },
    { lang: 'x-default', url: urls.en },
  ];
  return PAGE_LOCALES.map((locale) => ({ url: urls[locale], links, ...(lastmod ? { lastmod: lastmod.toISOString() } : {}) }));
}

/** A taxonomy entry's page paths in English and Arabic (a type's URL carries its name in that language). */
function taxonomyPaths(entry: SitemapTaxonomyEntry): [string, string] {
  switch (entry.kind) {
    case 'category':
      return [seoPaths.category(entry.id), seoPaths.category(entry.id)];
    case 'subcategory':
      return [seoPaths.subcategory(entry.id), seoPaths.subcategory(entry.id)];
    case 'type':
      return [seoPaths.type(entry.id, entry.name), seoPaths.type(entry.id, entry.nameAr || entry.name)];
    case 'brand':
      return [seoPaths.brand(entry.id), seoPaths.brand(entry.id)];
  }
}

const latest = (dates: Date[]) => dates.reduce<Date | undefined>((max, date) => (!max || date > max ? date : max), undefined);

/**
 * The sitemap index's entries: every file that holds at least one URL, with the latest `lastmod`
 * of its pages (none for the pages file, whose pages carry no date of their own).
 */
export async function sitemapIndexEntries(repo: SitemapRepository, options: SitemapOptions): Promise<IndexItem[]> {
  const perFile = pagesPerFile(options);
  const [taxonomy, buckets] = await Promise.all([repo.taxonomy(), repo.productBuckets(perFile)]);
  const entries: IndexItem[] = [];
  const staticFiles = Math.ceil(STATIC_PUBLIC_PATHS.length / perFile);
  for (let page = 1; page <= staticFiles; page++) entries.push({ url: sitemapFileUrl(options.origin, 'pages', page) });
  for (let page = 1; (page - 1) * perFile < taxonomy.length; page++) {
    const lastmod = latest(taxonomy.slice((page - 1) * perFile, page * perFile).map((entry) => entry.lastmod));
    entries.push({ url: sitemapFileUrl(options.origin, 'taxonomy', page), ...(lastmod ? { lastmod: lastmod.toISOString() } : {}) });
  }
  for (const { bucket, lastmod } of buckets) {
    entries.push({ url: sitemapFileUrl(options.origin, 'products', bucket + 1), lastmod: lastmod.toISOString() });
  }
  return entries;
}

/**
 * The `<url>` entries of sitemap file `name` (`products-3.xml`…) as an object stream, or null when
 * there is no such file (a malformed name, a page past the end, a run of ids with no listed
 * product). Products are streamed from the database batch by batch.
 */
export async function sitemapFileItems(repo: SitemapRepository, name: string, options: SitemapOptions): Promise<Readable | null> {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const kind = match[1] as SitemapFileKind;
  const page = Number(match[2]);
  const perFile = pagesPerFile(options);
  const { origin } = options;
  if (kind === 'pages') {
    const paths = STATIC_PUBLIC_PATHS.slice((page - 1) * perFile, page * perFile);
    return paths.length ? Readable.from(paths.flatMap((path) => entriesOf(origin, path, undefined))) : null;
  }
  if (kind === 'taxonomy') {
    const slice = (await repo.taxonomy()).slice((page - 1) * perFile, page * perFile);
    if (!slice.length) return null;
    return Readable.from(slice.flatMap((entry) => entriesOf(origin, ...pairWithDate(entry))));
  }
  // Product ids are PostgreSQL integers: a run that starts past the largest holds none.
  if ((page - 1) * perFile >= MAX_ID) return null;
  const products = repo.productsInBucket(page - 1, perFile);
  const first = await products.next();
  if (first.done) return null;
  async function* items() {
    for (let next = first; !next.done; next = await products.next()) {
      yield* entriesOf(origin, seoPaths.product(next.value.id), next.value.lastmod);
    }
  }
  return Readable.from(items());
}

/**
 * The ETag and Last-Modified of product file `name` (`products-{n}.xml`) from its bucket's
 * version, or null for any other name or a file with no listed product (the file route then
 * answers as it does without one). The tag changes whenever a product of the file is listed,
 * taken off, added, removed or changed.
 */
export async function productFileVersion(
  repo: SitemapRepository,
  name: string,
  options: SitemapOptions,
): Promise<{ etag: string; changed: Date } | null> {
  const match = FILE_NAME.exec(name);
  if (match?.[1] !== 'products') return null;
  const perFile = pagesPerFile(options);
  const bucket = Number(match[2]) - 1;
  if (bucket * perFile >= MAX_ID) return null;
  const { listed, changed } = await repo.bucketVersion(bucket, perFile);
  if (!listed || !changed) return null;
  return { etag: `"products-${bucket + 1}-${listed}-${changed.getTime()}-${perFile}"`, changed };
}

function pairWithDate(entry: SitemapTaxonomyEntry): [string, Date, string] {
  const [english, arabic] = taxonomyPaths(entry);
  return [english, entry.lastmod, arabic];
}

/** Chunks of about 64 KiB from `source`: the XML writer emits one small chunk per `<url>`, and
 * 100,000 tiny writes through compression and the socket cost seconds where 300 cost nothing. */
async function* coalesced(source: AsyncIterable<string | Buffer>): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const part = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    parts.push(part);
    size += part.length;
    if (size >= 65_536) {
      yield Buffer.concat(parts, size);
      parts = [];
      size = 0;
    }
  }
  if (size) yield Buffer.concat(parts, size);
}

/** Sends `items` through `stream` (the sitemap package's XML writer) as the reply's body. */
function sendXml(reply: FastifyReply, items: Readable, stream: SitemapStream | SitemapIndexStream) {
  const xml = pipeline(items, stream, (error) => {
    if (error) reply.log.error({ err: error }, 'the sitemap could not be written to the end');
  });
  const body = Readable.from(coalesced(xml));
  // Crawlers read it at most a few times a day; a CDN may keep it an hour.
  return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
}

export interface SitemapRoutesOptions {
  /** The store's public origin (PUBLIC_ORIGIN); absolute URLs are written on it. */
  publicOrigin: string;
  /** URLs per sitemap file (default and maximum 50,000). */
  urlsPerFile?: number;
}

const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (app, { publicOrigin, urlsPerFile = SITEMAP_MAX_URLS }) => {
  const options: SitemapOptions = { origin: publicOrigin.replace(/\/+$/, ''), urlsPerFile: Math.min(urlsPerFile, SITEMAP_MAX_URLS) };

  /**
   * GET /api/sitemap.xml — the sitemap index (`<sitemapindex>`, application/xml): one `<sitemap>`
   * per file of GET /api/sitemaps/{file}, each at `{PUBLIC_ORIGIN}/sitemaps/{file}` with the
   * latest `lastmod` of its pages. Served by the store as `/sitemap.xml`.
   */
  app.get('/sitemap.xml', { schema: { summary: 'Sitemap index', tags: ['seo'] } }, async (_request, reply) =>
    sendXml(reply, Readable.from(await sitemapIndexEntries(app.repos.sitemap, options)), new SitemapIndexStream()),
  );

  /**
   * GET /api/sitemaps/:file — one sitemap file (`<urlset>`, application/xml): `pages-1.xml`,
   * `taxonomy-{n}.xml` or `products-{n}.xml`, at most 50,000 `<url>`s, each with its `hreflang`
   * alternates (en, ar, x-default) and `lastmod` from the data. A product file carries an ETag
   * and Last-Modified; `If-None-Match` with its tag answers 304 without reading its rows. 404
   * `{ message }` for a name the index does not list.
   */
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { summary: 'One sitemap file', tags: ['seo'] } },
    async (request, reply) => {
      // A product file is the costly one (up to 50,000 URLs): its version is asked first, so a
      // crawler or CDN that already holds it gets a 304 without a row being read.
      const version = await productFileVersion(app.repos.sitemap, request.params.file, options);
      if (version) {
        reply.header('etag', version.etag).header('last-modified', version.changed.toUTCString());
        if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === version.etag)) {
          return reply.code(304).header('cache-control', 'public, max-age=3600').send();
        }
      }
      const items = await sitemapFileItems(app.repos.sitemap, request.params.file, options);
      if (!items) throw notFound('seo.sitemap_not_found');
      return sendXml(reply, items, new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } }));
    },
  );

  /**
   * GET /api/robots.txt — the store's robots.txt (text/plain): crawlers may read everything but
   * the cart, checkout, account, vendor and admin paths in both languages; names the sitemap
   * index at `{PUBLIC_ORIGIN}/sitemap.xml`. Served by the store as `/robots.txt`.
   */
  app.get('/robots.txt', { schema: { summary: 'robots.txt', tags: ['seo'] } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(`${options.origin}/sitemap.xml`)),
  );
};

export default sitemapRoutes;
