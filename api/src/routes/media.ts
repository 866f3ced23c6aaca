/**
 * Pictures and CAD files under /media/ (ARCHITECTURE "Images": the embedded default serves the
 * seed images itself). Everything is generated on request and deterministic, so it is sent with
 * `Cache-Control: public, max-age=31536000, immutable` and a content ETag (304 on a match).
 * Product, category and subcategory pictures come as `.webp` (what the API's answers name,
 * media/raster.ts) and as their `.svg` source; brand monograms are logos, SVG only.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { found } from '../lib/errors.ts';
import { productDxf } from '../media/dxf.ts';
import { svgToWebp } from '../media/raster.ts';
import { brandLogoSvg, categorySvg, productSvg, subcategorySvg } from '../media/svg.ts';
import { apiErrorSchema as messageSchema } from '@manzil/shared/contract';
import { messageText, msg } from '../i18n/translate.ts';

const SVG = 'image/svg+xml; charset=utf-8';
const WEBP = 'image/webp';
const MAX_INT4 = 2_147_483_647;

function sendAsset(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

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

/** A generated picture in the format its file name asks for: `.webp` (rendered) or `.svg` (its source). */
async function sendPicture(request: FastifyRequest, reply: FastifyReply, file: string, svg: string) {
  if (file.endsWith('.webp')) return sendAsset(request, reply, await svgToWebp(svg), WEBP);
  return sendAsset(request, reply, svg, SVG);
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
        params: fileParam(/^[1-9]\d{0,9}(-[2-9])?\.(svg|webp)$/, '123.webp or 123-2.webp'),
        response: assetResponse,
      },
    },
    async (request, reply) => {
      const [, id, variant] = /^(\d+)(?:-(\d))?\./.exec(request.params.file)!;
      const product = found(await app.repos.media.product(Number(id)), PICTURE_NOT_FOUND);
      const n = Number(variant ?? 1);
      if (n > product.imageCount) throw found(null, PICTURE_NOT_FOUND);
      return sendPicture(request, reply, request.params.file, productSvg({ ...product, variant: n }));
    },
  );

  /** GET /media/brands/{id}.svg — a brand's monogram logo (`brandlogo`). */
  app.get(
    '/brands/:file',
    { schema: { summary: 'Brand logo', tags: ['media'], params: fileParam(/^[1-9]\d{0,9}\.svg$/, '7.svg'), response: assetResponse } },
    async (request, reply) => {
      const name = found(await app.repos.media.brandName(parseInt(request.params.file, 10)), PICTURE_NOT_FOUND);
      return sendAsset(request, reply, brandLogoSvg(name), SVG);
    },
  );

  /** GET /media/categories/{slug}.webp — a category's picture (`image`, header mega-menu); `.svg`: its source. */
  app.get(
    '/categories/:file',
    {
      schema: {
        summary: 'Category picture',
        tags: ['media'],
        params: fileParam(/^[a-z0-9-]{1,80}\.(svg|webp)$/, 'furniture.webp'),
        response: assetResponse,
      },
    },
    async (request, reply) => {
      const category = found(await app.repos.media.category(request.params.file.replace(/\.(svg|webp)$/, '')), PICTURE_NOT_FOUND);
      return sendPicture(request, reply, request.params.file, categorySvg(category.name, category.slug));
    },
  );

  /** GET /media/subcategories/{id}.webp — a subcategory's picture; `.svg`: its source. */
  app.get(
    '/subcategories/:file',
    {
      schema: {
        summary: 'Subcategory picture',
        tags: ['media'],
        params: fileParam(/^[1-9]\d{0,9}\.(svg|webp)$/, '3.webp'),
        response: assetResponse,
      },
    },
    async (request, reply) => {
      const sub = found(await app.repos.media.subcategory(parseInt(request.params.file, 10)), PICTURE_NOT_FOUND);
      return sendPicture(request, reply, request.params.file, subcategorySvg(sub.name, sub.drawing, []));
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
      return sendAsset(request, reply, productDxf(product), 'application/dxf');
    },
  );
};

export default mediaRoutes;
