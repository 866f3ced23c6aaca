/**
 * The sweep of unclaimed documents (documents are never public).
 * An applicant's commercial register and tax card are uploaded before the application exists;
 * when no application names one within DOCUMENT_CLAIM_MS (24 hours), its row and its file are
 * deleted, so private papers nobody applied with do not stay in the store. The sweep runs on a
 * timer started with the app (`documentSweepMs`, default hourly; 0 turns it off), unref'd so it
 * never keeps the process alive, and stopped — after any running sweep — when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CLAIM_MS } from '../repositories/partner/uploads.ts';
import { startPeriodic } from './periodic.ts';

export const DEFAULT_DOCUMENT_SWEEP_MS = 3_600_000;

export interface DocumentSweep {
  /**
   * Deletes every document uploaded more than DOCUMENT_CLAIM_MS before `now` that no application
   * names: rows first (so nothing can claim them after), then their files. Answers how many.
   */
  run(now?: Date): Promise<number>;
}

export function documentSweep(app: FastifyInstance): DocumentSweep {
  return {
    async run(now = new Date()) {
      const before = new Date(now.getTime() - DOCUMENT_CLAIM_MS);
      let removed = 0;
      for (;;) {
        const rows = await app.repos.partner.uploads.deleteUnclaimedDocuments(before);
        for (const row of rows) {
          for (const key of [row.storageKey, ...row.variants.map((v) => v.key)]) {
            try {
              await app.files.delete(key);
            } catch (error) {
              // The row is gone, so the file is unreachable; log it for the operator to remove.
              app.log.error({ err: error, uploadId: row.id }, 'could not delete an unclaimed document from the store');
            }
          }
        }
        removed += rows.length;
        if (rows.length === 0) break;
      }
      if (removed > 0) app.log.info({ removed }, 'deleted unclaimed documents');
      return removed;
    },
  };
}

/** Starts the sweep every `intervalMs` (none when 0) and stops it when `app` closes. */
export function startDocumentSweep(app: FastifyInstance, sweep: DocumentSweep, intervalMs: number): void {
  startPeriodic(app, () => sweep.run(), intervalMs, 'the unclaimed-document sweep failed');
}
