/**
 * Pictures and CAD files under /media/ (ARCHITECTURE "Images": the embedded default serves the
 * seed images itself). Everything is generated on request and deterministic, so it is sent with
 * `Cache-Control: public, max-age=31536000, immutable` and a content ETag (304 on a match).
 * Product, category and subcategory pictures come as `.webp` (what the API's answers name,
 * media/raster.ts) and as their `.svg` source; brand monograms are logos, SVG only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf } from '../lib/answer-store.ts';
import { found } from '../lib/errors.ts';
import { productDxf } from '../media/dxf.ts';
import { svgToWebp, type TaggedBytes } from '../media/raster.ts';
import { brandLogoSvg, categorySvg, productSvg, subcategorySvg } from '../media/svg.ts';
import { apiErrorSchema as messageSchema } from '@manzil/shared/contract';
import { messageText, msg } from '../i18n/translate.ts';

const SVG = 'image/svg+xml; charset=utf-8';
const WEBP = 'image/webp';
const MAX_INT4 = 2_147_483_647;

/** Sends a generated file as immutable, with its entity tag; 304 when the client already holds it. */
function sendAsset(request: FastifyRequest, reply: FastifyReply, { bytes, etag }: TaggedBytes, type: string) {
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type(type).send(bytes);
}

/** A generated file, tagged by its content. */
const tagged = (bytes: Buffer | string): TaggedBytes => ({ bytes, etag: etagOf(bytes) });

/** A file name like `123.webp` or `123-2.svg`; the id must fit the database's integer. */
const fileParam = (pattern: RegExp, hint: string) =>
  z.object({
    file: z
      .string()
      .max(120)
      .regex(pattern, { error: messageText(msg('validation.looks_like', { hint }), 'en') })
      .refine((name) => !/^\d/.test(name) || Number(/^\d+/.exec(name)![0]) <= MAX_INT4, {
        error: messageText(msg('validation.looks_like', { hint }), 'en'),
      }),
  });

/** The formats a generated picture comes in: `.webp` (rendered, what answers name) and `.svg` (its source). */
const PICTURE_FORMAT = '(svg|webp)';
const PICTURE_FILE = new RegExp(`^(.+)\\.${PICTURE_FORMAT}$`);

/**
 * A picture's file name, already checked by its route's schema, split into its name and format.
 * @param file e.g. `123-2.webp`, `furniture.svg`
 * @returns e.g. `{ name: '123-2', format: 'webp' }`
 */
function pictureFile(file: string): { name: string; format: 'svg' | 'webp' } {
  const [, name, format] = PICTURE_FILE.exec(file)!;
  return { name, format: format as 'svg' | 'webp' };
}

/** A generated picture in the format its file name asked for. */
async function sendPicture(request: FastifyRequest, reply: FastifyReply, format: 'svg' | 'webp', svg: string) {
  if (format === 'webp') return sendAsset(request, reply, await svgToWebp(svg), WEBP);
  return sendAsset(request, reply, tagged(svg), SVG);
}

const assetResponse = { 200: z.string(), 400: messageSchema, 404: messageSchema };
const PICTURE_NOT_FOUND = 'media.picture_not_found';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /media/products/{id}.webp and {id}-{n}.webp — a product's pictures (`mainImage`, `images`); `.svg`: their source. */
  app.get(
    '/products/:file',
    {
      schema: {
        summary: 'Product picture',
        tags: ['media'],
        params: fileParam(new RegExp(`^[1-9]\\d{0,9}(-[2-9])?\\.${PICTURE_FORMAT}$`), '123.webp or 123-2.webp'),
        response: assetResponse,
      },
    },
    async (request, reply) => {
      const { name, format } = pictureFile(request.params.file);
      const [id, variant = '1'] = name.split('-');
      const product = found(await app.repos.media.product(Number(id)), PICTURE_NOT_FOUND);
      const n = Number(variant);
      if (n > product.imageCount) throw found(null, PICTURE_NOT_FOUND);
      return sendPicture(request, reply, format, productSvg({ ...product, variant: n }));
    },
  );

  /** GET /media/brands/{id}.svg — a brand's monogram logo (`brandlogo`). */
  app.get(
    '/brands/:file',
    { schema: { summary: 'Brand logo', tags: ['media'], params: fileParam(/^[1-9]\d{0,9}\.svg$/, '7.svg'), response: assetResponse } },
    async (request, reply) => {
      const name = found(await app.repos.media.brandName(parseInt(request.params.file, 10)), PICTURE_NOT_FOUND);
      return sendAsset(request, reply, tagged(brandLogoSvg(name)), SVG);
    },
  );

  /** GET /media/categories/{slug}.webp — a category's picture (`image`, header mega-menu); `.svg`: its source. */
  app.get(
    '/categories/:file',
    {
      schema: {
        summary: 'Category picture',
        tags: ['media'],
        params: fileParam(new RegExp(`^[a-z0-9-]{1,80}\\.${PICTURE_FORMAT}$`), 'furniture.webp'),
        response: assetResponse,
      },
    },
    async (request, reply) => {
      const { name, format } = pictureFile(request.params.file);
      const category = found(await app.repos.media.category(name), PICTURE_NOT_FOUND);
      return sendPicture(request, reply, format, categorySvg(category.name, category.slug));
    },
  );

  /** GET /media/subcategories/{id}.webp — a subcategory's picture; `.svg`: its source. */
  app.get(
    '/subcategories/:file',
    {
      schema: {
        summary: 'Subcategory picture',
        tags: ['media'],
        params: fileParam(new RegExp(`^[1-9]\\d{0,9}\\.${PICTURE_FORMAT}$`), '3.webp'),
        response: assetResponse,
      },
    },
    async (request, reply) => {
      const { name, format } = pictureFile(request.params.file);
      const sub = found(await app.repos.media.subcategory(Number(name)), PICTURE_NOT_FOUND);
      return sendPicture(request, reply, format, subcategorySvg(sub.name, sub.drawing, []));
    },
  );

  /** GET /media/cad/{id}.dxf — the BIM/CAD file of a product that has one (`cadFile`). */
  app.get(
    '/cad/:file',
    {
      schema: {
        summary: 'Product CAD file (DXF)',
        tags: ['media'],
        params: fileParam(/^[1-9]\d{0,9}\.dxf$/, '123.dxf'),
        response: assetResponse,
      },
    },
    async (request, reply) => {
      const product = await app.repos.media.product(parseInt(request.params.file, 10));
      if (!product?.hasCad) throw found(null, 'media.no_cad');
      reply.header('Content-Disposition', `attachment; filename="${product.sku}.dxf"`);
      return sendAsset(request, reply, tagged(productDxf(product)), 'application/dxf');
    },
  );
};

export default mediaRoutes;
