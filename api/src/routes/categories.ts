/**
 * The category tree: categories, subcategories and types (SPEC §2 header, §3, §7). Names are in
 * the language of `Accept-Language` (Arabic where there is an Arabic name).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { found } from '../lib/errors.ts';
import { requestLocale } from '../lib/locale.ts';
import { keepOutOfAnswerCache } from '../plugins/http-cache.ts';
import {
  apiErrorSchema as messageSchema,
  categorySchema,
  idParam,
  subcategoryDetailSchema,
  typeDetailSchema,
} from '@manzil/shared/contract';

const errors = { 400: messageSchema, 404: messageSchema };

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/categories/categories — every category in menu order (SPEC §8: Furniture,
   * Kitchen & Dining, Bath, Lighting, Home Decor, Outdoor) with its subcategories, their types
   * and `productCount` of listed products at each level. SPEC §7; the header uses the first 6.
   */
  app.get(
    '/categories/categories',
    { schema: { summary: 'All categories with subcategories and types', tags: ['catalog'], response: { 200: z.array(categorySchema) } } },
    async (request) => app.repos.catalog.tree(requestLocale(request), () => keepOutOfAnswerCache(request)),
  );

  /** GET /api/categories/slug/:slug — one category by slug (`/shop/{slug}`, SPEC §2); 404 when unknown. */
  app.get(
    '/categories/slug/:slug',
    {
      schema: {
        summary: 'One category by slug',
        tags: ['catalog'],
        params: z.object({ slug: z.string().trim().min(1).max(100) }),
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) =>
      found(
        await app.repos.catalog.categoryBySlug(request.params.slug, requestLocale(request), () => keepOutOfAnswerCache(request)),
        'catalog.category_not_found',
      ),
  );

  /** GET /api/categories/:id — one category (`/category/{id}/subcategories`); 400 bad id, 404 unknown. */
  app.get(
    '/categories/:id',
    {
      schema: {
        summary: 'One category by id',
        tags: ['catalog'],
        params: z.object({ id: idParam('category') }),
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) =>
      found(
        await app.repos.catalog.categoryById(Number(request.params.id), requestLocale(request), () => keepOutOfAnswerCache(request)),
        'catalog.category_not_found',
      ),
  );

  /** GET /api/subcategories/:id — a subcategory with its types and its category (`/types/{id}`); 400/404. */
  app.get(
    '/subcategories/:id',
    {
      schema: {
        summary: 'One subcategory with its types',
        tags: ['catalog'],
        params: z.object({ id: idParam('subcategory') }),
        response: { 200: subcategoryDetailSchema, ...errors },
      },
    },
    async (request) =>
      found(
        await app.repos.catalog.subcategoryById(Number(request.params.id), requestLocale(request), () => keepOutOfAnswerCache(request)),
        'catalog.subcategory_not_found',
      ),
  );

  /** GET /api/types/:id — a product type with its subcategory and category (`/products/{typeId}/{typeName}`); 400/404. */
  app.get(
    '/types/:id',
    {
      schema: {
        summary: 'One product type',
        tags: ['catalog'],
        params: z.object({ id: idParam('type') }),
        response: { 200: typeDetailSchema, ...errors },
      },
    },
    async (request) =>
      found(
        await app.repos.catalog.typeById(Number(request.params.id), requestLocale(request), () => keepOutOfAnswerCache(request)),
        'catalog.type_not_found',
      ),
  );
};

export default categoryRoutes;
