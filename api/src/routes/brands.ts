/**
 * Brands (SPEC §2 "/vendors", brand banner; §7 `GET /api/brand/`), named in the language of
 * `Accept-Language` (Arabic names and descriptions where there are).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { found } from '../lib/errors.ts';
import { requestLocale } from '../lib/locale.ts';
import { keepOutOfAnswerCache } from '../plugins/http-cache.ts';
import { apiErrorSchema as messageSchema, brandSchema, idParam } from '@manzil/shared/contract';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/brand/ — every brand by name, with `productCount` of listed products. SPEC §7. */
  app.get('/', { schema: { summary: 'All brands', tags: ['catalog'], response: { 200: z.array(brandSchema) } } }, async (request) =>
    app.repos.brands.all(requestLocale(request), () => keepOutOfAnswerCache(request)),
  );

  /** GET /api/brand/:id — one brand (`/vendor/{id}` page banner); 400 bad id, 404 unknown. */
  app.get(
    '/:id',
    {
      schema: {
        summary: 'One brand',
        tags: ['catalog'],
        params: z.object({ id: idParam('brand') }),
        response: { 200: brandSchema, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) =>
      found(
        await app.repos.brands.findById(Number(request.params.id), requestLocale(request), () => keepOutOfAnswerCache(request)),
        'catalog.brand_not_found',
      ),
  );
};

export default brandRoutes;
