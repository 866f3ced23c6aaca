/**
 * POST /api/uploads — the one way files come in (issue 12 "Files and storage"); GET
 * /media/uploads/… serves public files from the store; GET /api/uploads/{id}/file serves a
 * private document to its owner's vendor session or to an admin.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema as messageSchema, staffCan, uploadKindSchema, uploadSchema } from '@manzil/shared/contract';
import { HttpError, notFound } from '../../lib/errors.ts';
import { processUpload, tooLarge } from '../../lib/upload-processing.ts';
import { requireVendor } from '../../lib/vendor-access.ts';

const NOT_FOUND = 'upload.not_found';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/uploads?kind=image|cad|document — multipart with one part `file`. The kind is
   * checked from the bytes: pictures (JPEG, PNG, WebP, ≤ 5 MB) become WebP at 320/640/1280 px;
   * CAD (DWG, DXF, IFC, ZIP, ≤ 50 MB); documents (PDF, JPEG, PNG, ≤ 10 MB), private. Pictures
   * and CAD need an approved vendor; documents a vendor session, or none while applying (the
   * application then claims the file). 201 `Upload`; 400 no file; 401/403 role; 413 too large;
   * 415 not an accepted type.
   */
  app.post(
    '/api/uploads',
    {
      config: { limit: 'upload' },
      schema: {
        summary: 'Upload a picture, CAD file or document',
        tags: ['partner'],
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: uploadKindSchema }),
        response: {
          201: uploadSchema,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
          413: messageSchema,
          415: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      let owner: number | null = null;
      if (kind === 'document') {
        const vendor = await app.sessions.read(request, 'vendor');
        owner = vendor?.userId ?? null;
      } else {
        owner = (await requireVendor(app, request)).userId;
      }
      if (!request.isMultipart()) throw new HttpError(400, 'upload.no_file', { code: 'no_file' });
      let part;
      try {
        part = await request.file({ limits: { fileSize: kindLimit(kind) } });
      } catch (error) {
        throw asUploadError(error, kind);
      }
      if (!part || part.fieldname !== 'file') throw new HttpError(400, 'upload.no_file_part', { code: 'no_file' });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        throw asUploadError(error, kind);
      }
      const upload = await processUpload(app.files, app.repos.partner.uploads, kind, { bytes, name: part.filename ?? '' }, owner);
      return reply.code(201).send(upload);
    },
  );

  /**
   * GET /api/uploads/:id/file — a private document, to the vendor who owns it or to active staff
   * whose role may review partner applications (admins; not catalog moderators or support); 404
   * to anyone else, so the answer does not tell that the document exists.
   */
  app.get(
    '/api/uploads/:id/file',
    {
      schema: {
        summary: 'A private uploaded document',
        tags: ['partner'],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.any(), 400: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const row = await app.repos.partner.uploads.find(request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      if (row.private) {
        const vendor = await app.sessions.read(request, 'vendor');
        const owns = vendor !== null && row.ownerUserId !== null && vendor.userId === row.ownerUserId;
        if (!owns && !(await mayReviewApplications(request))) throw notFound(NOT_FOUND);
      }
      const body = await app.files.get(row.storageKey);
      if (!body) throw notFound(NOT_FOUND);
      return reply
        .header('Cache-Control', row.private ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', 'sandbox')
        .header('Content-Disposition', `inline; filename="${row.id}.${row.extension}"`)
        .type(row.contentType)
        .send(body);
    },
  );

  /** True for an active staff member whose role may review partner applications (STAFF_PERMISSIONS). */
  async function mayReviewApplications(request: FastifyRequest): Promise<boolean> {
    const account = await app.sessions.read(request, 'admin');
    if (!account) return false;
    const staff = await app.repos.staff.find(account.userId);
    return Boolean(staff?.active && !staff.mustChangePassword && staffCan(staff.staffRole, 'applications'));
  }

  /** GET /media/uploads/:id/:file — a public upload (`uploads/{id}/{width}.webp`, `uploads/{id}.{ext}`). */
  app.get(
    '/media/uploads/*',
    { schema: { summary: 'A public uploaded file', tags: ['media'], response: { 200: z.any(), 404: messageSchema } } },
    async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const match = /^([0-9a-f-]{36})(\/\d{2,4}\.webp|\.[a-z0-9]{2,5})$/.exec(rest);
      if (!match) throw notFound(NOT_FOUND);
      const row = await app.repos.partner.uploads.find(match[1]!);
      const key = `uploads/${rest}`;
      if (!row || row.private || !(row.storageKey === key || row.variants.some((v) => v.key === key))) throw notFound(NOT_FOUND);
      const body = await app.files.get(key);
      if (!body) throw notFound(NOT_FOUND);
      const type = key.endsWith('.webp') ? 'image/webp' : row.contentType;
      const cad = row.kind === 'cad';
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'");
      if (cad)
        reply.header('Content-Disposition', `attachment; filename="${row.originalName.replace(/"/g, '') || `${row.id}.${row.extension}`}"`);
      return reply.type(type).send(body);
    },
  );
};

const kindLimit = (kind: 'image' | 'cad' | 'document') => ({ image: 5, cad: 50, document: 10 })[kind] * 1024 * 1024;

function asUploadError(error: unknown, kind: 'image' | 'cad' | 'document'): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') return tooLarge(kind);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, 'upload.no_file', { code: 'no_file' });
  return error as Error;
}

export default uploadRoutes;
