/**
 * POST /api/uploads — the one way files come in; GET
 * /media/uploads/… serves public files from the store; GET /api/uploads/{id}/file serves a
 * private document to its owner's vendor session or to an admin.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema as messageSchema,
  staffCan,
  UPLOAD_TOKEN_HEADER,
  uploadKindSchema,
  uploadSchema,
  uploadTokenSchema,
} from '@manzil/shared/contract';
import { HttpError, notFound } from '../../lib/errors.ts';
import { processUpload, tooLarge } from '../../lib/upload-processing.ts';
import { requireVendor } from '../../lib/vendor-access.ts';
import { UPLOAD_TOKEN_LIMITS } from '../../repositories/partner/uploads.ts';
import { msg } from '../../i18n/translate.ts';

/** SHA-256 of an upload token: what the database keeps. */
export const uploadTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const NOT_FOUND = 'upload.not_found';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/uploads/token — for an applicant without an account (the /signupvendor form,
   * SPEC §2): 201 `UploadToken` `{ token, expiresAt, maxFiles, maxBytes }`, the token to send
   * with each document (header X-Upload-Token) and with the application, which alone may claim
   * them. 6 files and 25 MB in all per token, for 2 hours. 429 (limit `uploadToken`: 5 per client
   * address per hour, which bounds an address to 30 documents and 125 MB an hour).
   */
  app.post(
    '/api/uploads/token',
    {
      config: { limit: 'uploadToken' },
      schema: {
        summary: 'Start sending the documents of an application',
        tags: ['partner'],
        response: { 201: uploadTokenSchema, 429: messageSchema },
      },
    },
    async (_request, reply) => {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + UPLOAD_TOKEN_LIMITS.lifetimeMs);
      await app.repos.partner.uploads.createToken(uploadTokenHash(token), expiresAt);
      return reply.code(201).send({
        token,
        expiresAt: expiresAt.toISOString(),
        maxFiles: UPLOAD_TOKEN_LIMITS.files,
        maxBytes: UPLOAD_TOKEN_LIMITS.bytes,
      });
    },
  );

  /**
   * POST /api/uploads?kind=image|cad|document — multipart with one part `file`. The kind is
   * checked from the bytes: pictures (JPEG, PNG, WebP, ≤ 5 MB) become WebP at 320/640/1280 px;
   * CAD (DWG, DXF, IFC, ZIP, ≤ 50 MB); documents (PDF, JPEG, PNG, ≤ 10 MB), private. Pictures
   * and CAD need an approved vendor; documents a vendor session, or while applying an upload
   * token from POST /api/uploads/token in the X-Upload-Token header (only the application sent
   * with that token may claim the file; 401 `upload_token_required` without one, 401
   * `upload_token_invalid` unknown or expired, 413 `upload_token_full` past its 6 files or
   * 25 MB). 201 `Upload`; 400 no file; 401/403 role; 413 too large; 415 not an accepted type.
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
      let tokenHash: string | null = null;
      if (kind === 'document') {
        const vendor = await app.sessions.read(request, 'vendor');
        // A shopper's document is a photo for a return request (docs/returns.md), private to the return.
        owner = vendor?.userId ?? (await app.sessions.read(request, 'shopper'))?.userId ?? null;
        if (!owner) tokenHash = applicantToken(request);
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
      if (tokenHash) {
        const charged = await app.repos.partner.uploads.chargeToken(tokenHash, bytes.length);
        if (charged === 'invalid') throw TOKEN_INVALID();
        if (charged === 'full')
          throw new HttpError(
            413,
            msg('upload.token_full', { files: UPLOAD_TOKEN_LIMITS.files, mb: UPLOAD_TOKEN_LIMITS.bytes / 1024 / 1024 }),
            { code: 'upload_token_full' },
          );
      }
      const upload = await processUpload(
        app.files,
        app.repos.partner.uploads,
        kind,
        { bytes, name: part.filename ?? '' },
        owner,
        tokenHash,
      );
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

const TOKEN_INVALID = () =>
  new HttpError(401, 'upload.token_invalid', {
    code: 'upload_token_invalid',
  });

/** The SHA-256 of the request's X-Upload-Token; 401 when there is none (an anonymous document needs one). */
function applicantToken(request: FastifyRequest): string {
  const token = request.headers[UPLOAD_TOKEN_HEADER.toLowerCase()];
  if (typeof token !== 'string' || token === '')
    throw new HttpError(401, 'upload.token_required', {
      code: 'upload_token_required',
    });
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw TOKEN_INVALID();
  return uploadTokenHash(token);
}

const kindLimit = (kind: 'image' | 'cad' | 'document') => ({ image: 5, cad: 50, document: 10 })[kind] * 1024 * 1024;

function asUploadError(error: unknown, kind: 'image' | 'cad' | 'document'): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') return tooLarge(kind);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, 'upload.no_file', { code: 'no_file' });
  return error as Error;
}

export default uploadRoutes;
