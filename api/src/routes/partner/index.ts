/**
 * The partner area's API: uploads, the vendor application, the vendor's brands,
 * products, orders and notifications. Registers multipart parsing and the file store
 * (`app.files`) for them, and the hourly sweep of unclaimed documents. Every vendor route checks the role matrix (`lib/vendor-access.ts`).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_LIMITS } from '@manzil/shared/contract';
import { DEFAULT_DOCUMENT_SWEEP_MS, documentSweep, startDocumentSweep, type DocumentSweep } from '../../lib/document-sweep.ts';
import { localFileStore, s3FileStore, type FileStore, type S3Options } from '../../lib/file-store.ts';
import applicationRoutes from './application.ts';
import earningsRoutes from './earnings.ts';
import vendorCatalogRoutes from './catalog.ts';
import notificationRoutes from './notifications.ts';
import vendorOrderRoutes from './orders.ts';
import uploadRoutes from './uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
    /** Deletes documents no application claimed in time (lib/document-sweep.ts); also run on a timer. */
    documentSweep: DocumentSweep;
  }
}

export interface PartnerRoutesOptions {
  uploadsDir: string;
  s3: S3Options | null;
  /** How often unclaimed documents are swept (ms); 0: never. Default hourly. */
  documentSweepMs?: number;
}

async function partnerRoutes(app: FastifyInstance, options: PartnerRoutesOptions) {
  app.decorate('files', options.s3 ? await s3FileStore(options.s3) : localFileStore(options.uploadsDir));
  app.decorate('documentSweep', documentSweep(app));
  startDocumentSweep(app, app.documentSweep, options.documentSweepMs ?? DEFAULT_DOCUMENT_SWEEP_MS);
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { files: 1, fields: 5, fileSize: UPLOAD_LIMITS.cad, parts: 6 }, throwFileSizeLimit: true });
    await scoped.register(uploadRoutes);
  });
  await app.register(applicationRoutes, { prefix: '/api/vendor' });
  await app.register(vendorCatalogRoutes, { prefix: '/api/vendor' });
  await app.register(vendorOrderRoutes, { prefix: '/api/vendor' });
  await app.register(notificationRoutes, { prefix: '/api/vendor' });
  await app.register(earningsRoutes, { prefix: '/api/vendor' });
}

export default fp(partnerRoutes, { name: 'partner-routes', dependencies: ['repositories', 'sessions', 'mailer'] });
