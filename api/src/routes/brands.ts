/** Brands (SPEC §2 "/vendors", brand banner; §7 `GET /api/brand/`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { found } from '../lib/errors.ts';
import { apiErrorSchema as messageSchema, brandSchema, idParam } from '@manzil/shared/contract';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/brand/ — every brand by name, with `productCount` of listed products. SPEC §7. */
  app.get('/', { schema: { summary: 'All brands', tags: ['catalog'], response: { 200: z.array(brandSchema) } } }, async () =>
    app.repos.brands.all(),
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
    async (request) => found(await app.repos.brands.findById(Number(request.params.id)), 'We could not find that brand.'),
  );
};

export default brandRoutes;
