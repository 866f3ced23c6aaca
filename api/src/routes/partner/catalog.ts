/**
 * The vendor's brands and products (/addbrand, /update-product, the dashboard's
 * product table; SPEC §3 Product and Brand). Another vendor's brand or product is a 404 and
 * nothing changes. Approval rules: repositories/partner/products.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  vendorBrandInputSchema,
  vendorBrandSchema,
  vendorProductInputSchema,
  vendorProductSchema,
  vendorProductFilterSchema,
  vendorProductQuickEditSchema,
} from '@manzil/shared/contract';
import { apiErrorSchema as messageSchema, idParam, wholeNumber } from '@manzil/shared/contract';
import { HttpError, notFound } from '../../lib/errors.ts';
import { requireVendor, type VendorAccount } from '../../lib/vendor-access.ts';
import { uploadPath } from '../../repositories/partner/common.ts';
import type { VendorProductFilter } from '../../repositories/partner/product-list.ts';
import type { ProductFields } from '../../repositories/partner/products.ts';

const BRAND_NOT_FOUND = 'partner.brand_not_found';
const PRODUCT_NOT_FOUND = 'partner.product_not_found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const idParams = z.object({ id: idParam('product') });
const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };

const vendorCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  async function vendorProduct(vendorId: number, productId: number) {
    const product = await app.repos.partner.productList.find(vendorId, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const approval = (await app.repos.partner.products.approvalStates([productId])).get(productId)!;
    return { product, approval };
  }

  /** Upload ids become paths of the vendor's own uploads; other strings must be paths the product already has. */
  async function resolveFiles(
    account: VendorAccount,
    body: z.output<typeof vendorProductInputSchema>,
    current: { images: string[]; cadFile: string | null } | null,
  ): Promise<Pick<ProductFields, 'images' | 'cadPath' | 'keepGeneratedCad'>> {
    const imageIds = body.images.filter((v) => UUID.test(v));
    const owned = await app.repos.partner.uploads.ownedOfKind(account.userId, 'image', imageIds);
    const images = body.images.map((value) => {
      if (UUID.test(value)) {
        const row = owned.get(value);
        if (!row) throw new HttpError(400, 'partner.invalid_image', { code: 'invalid_image' });
        return uploadPath(row);
      }
      if (!current?.images.includes(value)) throw new HttpError(400, 'partner.invalid_image', { code: 'invalid_image' });
      return value;
    });
    let cadPath: string | null = null;
    let keepGeneratedCad = false;
    if (body.cadFile !== null) {
      if (UUID.test(body.cadFile)) {
        const row = (await app.repos.partner.uploads.ownedOfKind(account.userId, 'cad', [body.cadFile])).get(body.cadFile);
        if (!row) throw new HttpError(400, 'partner.invalid_cad', { code: 'invalid_cad' });
        cadPath = uploadPath(row);
      } else if (current?.cadFile === body.cadFile) {
        keepGeneratedCad = body.cadFile.startsWith('cad/');
        cadPath = keepGeneratedCad ? null : body.cadFile;
      } else {
        throw new HttpError(400, 'partner.invalid_cad', { code: 'invalid_cad' });
      }
    }
    return { images, cadPath, keepGeneratedCad };
  }

  const toFields = (
    body: z.output<typeof vendorProductInputSchema>,
    files: Pick<ProductFields, 'images' | 'cadPath' | 'keepGeneratedCad'>,
  ): ProductFields => ({
    ...body,
    categoryId: Number(body.categoryId),
    subcategoryId: Number(body.subcategoryId),
    typeId: Number(body.typeId),
    brandId: Number(body.brandId),
    ...files,
  });

  /** GET /api/vendor/brands — the vendor's brands with their Arabic texts (`VendorBrand[]`). 401/403. */
  app.get(
    '/brands',
    { schema: { summary: "The vendor's brands", tags: ['vendor'], response: { 200: z.array(vendorBrandSchema), ...errors } } },
    async (request) => {
      const account = await requireVendor(app, request);
      return app.repos.partner.brands.list(account.vendorId);
    },
  );

  /** POST /api/vendor/brands — `VendorBrandInput` (brandlogo: an image upload id). 201 `VendorBrand`; 400; 401/403; 409 name taken. */
  app.post(
    '/brands',
    { schema: { summary: 'Add a brand', tags: ['vendor'], body: vendorBrandInputSchema, response: { 201: vendorBrandSchema, ...errors } } },
    async (request, reply) => {
      const account = await requireVendor(app, request);
      const logo = await brandLogo(account, request.body.brandlogo);
      return reply.code(201).send(
        await app.repos.partner.brands.create(account.vendorId, {
          brandName: request.body.brandName,
          brandDescription: request.body.brandDescription,
          brandNameAr: request.body.brandNameAr,
          brandDescriptionAr: request.body.brandDescriptionAr,
          logo,
        }),
      );
    },
  );

  /** PUT /api/vendor/brands/:id — edits the vendor's own brand. 200 `VendorBrand`; 404 for another vendor's. */
  app.put(
    '/brands/:id',
    {
      schema: {
        summary: 'Edit a brand',
        tags: ['vendor'],
        params: z.object({ id: idParam('brand') }),
        body: vendorBrandInputSchema,
        response: { 200: vendorBrandSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      if (!(await app.repos.partner.brands.find(account.vendorId, Number(request.params.id)))) throw notFound(BRAND_NOT_FOUND);
      const logo = await brandLogo(account, request.body.brandlogo);
      const brand = await app.repos.partner.brands.update(account.vendorId, Number(request.params.id), {
        brandName: request.body.brandName,
        brandDescription: request.body.brandDescription,
        brandNameAr: request.body.brandNameAr,
        brandDescriptionAr: request.body.brandDescriptionAr,
        logo,
      });
      if (!brand) throw notFound(BRAND_NOT_FOUND);
      return brand;
    },
  );

  async function brandLogo(account: VendorAccount, uploadId: string | undefined): Promise<string | undefined> {
    if (!uploadId) return undefined;
    const row = (await app.repos.partner.uploads.ownedOfKind(account.userId, 'image', [uploadId])).get(uploadId);
    if (!row) throw new HttpError(400, 'partner.invalid_logo', { code: 'invalid_logo' });
    return uploadPath(row);
  }

  /**
   * GET /api/vendor/products?q=&status=&page=&pageSize= — the dashboard's table: the vendor's
   * products (name or SKU search; status all|listed|pending|rejected|unlisted|low-stock), each with
   * its approval state. `{ items, total, page, pageSize }`. 401/403.
   */
  app.get(
    '/products',
    {
      schema: {
        summary: "The vendor's products with their approval state",
        tags: ['vendor'],
        querystring: z.object({
          q: z.string().max(100).optional(),
          status: vendorProductFilterSchema.default('all'),
          page: wholeNumber(1, 10_000).default(1),
          pageSize: wholeNumber(1, 100).default(20),
        }),
        response: {
          200: z.object({
            items: z.array(vendorProductSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      const { q, status, page, pageSize } = request.query as { q?: string; status: VendorProductFilter; page: number; pageSize: number };
      const { items, total } = await app.repos.partner.productList.list(account.vendorId, { q, status, page, pageSize });
      const states = await app.repos.partner.products.approvalStates(items.map((p) => Number(p._id)));
      return { items: items.map((product) => ({ product, approval: states.get(Number(product._id))! })), total, page, pageSize };
    },
  );

  /** GET /api/vendor/products/:id — `{ product, approval }` of the vendor's own product, Arabic texts included (`VendorProduct`); 404 otherwise. */
  app.get(
    '/products/:id',
    {
      schema: {
        summary: "One of the vendor's products",
        tags: ['vendor'],
        params: idParams,
        response: { 200: vendorProductSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      return vendorProduct(account.vendorId, Number(request.params.id));
    },
  );

  /** POST /api/vendor/products — `VendorProductInput`; the product waits for approval (sale price too). 201 `{ product, approval }`; 400 bad type/brand/files. */
  app.post(
    '/products',
    {
      schema: {
        summary: 'Add a product',
        tags: ['vendor'],
        body: vendorProductInputSchema,
        response: { 201: vendorProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = await requireVendor(app, request);
      const files = await resolveFiles(account, request.body, null);
      const id = await app.repos.partner.products.create(account.vendorId, toFields(request.body, files));
      return reply.code(201).send(await vendorProduct(account.vendorId, id));
    },
  );

  /**
   * PUT /api/vendor/products/:id — the whole form. Price, stock and the other fields apply at
   * once; name, title, description and pictures of a listed product wait as a revision; a new
   * sale price waits for promotion approval. 200 `{ product, approval }`; 404 another vendor's.
   */
  app.put(
    '/products/:id',
    {
      schema: {
        summary: 'Edit a product',
        tags: ['vendor'],
        params: idParams,
        body: vendorProductInputSchema,
        response: { 200: vendorProductSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      const id = Number(request.params.id);
      const { product } = await vendorProduct(account.vendorId, id);
      const files = await resolveFiles(account, request.body, { images: product.images, cadFile: product.cadFile });
      if (!(await app.repos.partner.products.update(account.vendorId, id, toFields(request.body, files))))
        throw notFound(PRODUCT_NOT_FOUND);
      return vendorProduct(account.vendorId, id);
    },
  );

  /** PATCH /api/vendor/products/:id — `{ price?, stock? }`, applied at once (the catalog shows it on the next request). 409 price not above the sale price. */
  app.patch(
    '/products/:id',
    {
      schema: {
        summary: "Change a product's price or stock",
        tags: ['vendor'],
        params: idParams,
        body: vendorProductQuickEditSchema,
        response: { 200: vendorProductSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      const id = Number(request.params.id);
      if (!(await app.repos.partner.products.quickEdit(account.vendorId, id, request.body))) throw notFound(PRODUCT_NOT_FOUND);
      return vendorProduct(account.vendorId, id);
    },
  );
};

export default vendorCatalogRoutes;
