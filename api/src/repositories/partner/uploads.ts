/** Records of uploaded files (the bytes are in the file store, `lib/file-store.ts`). */
import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads, uploadTokens, vendorApplications, type UploadKind, type UploadVariant } from '../../db/partner-schema.ts';
import type { Upload } from '@manzil/shared/contract';
import { toUpload, type UploadRow } from './common.ts';

export interface NewUpload {
  id: string;
  ownerUserId: number | null;
  kind: UploadKind;
  private: boolean;
  contentType: string;
  extension: string;
  sizeBytes: number;
  originalName: string;
  storageKey: string;
  variants: UploadVariant[];
  /** SHA-256 of the upload token an applicant's document came with. */
  uploadTokenHash?: string | null;
}

/** What one upload token allows (docs/security.md "Uploads"): files, bytes in all, lifetime. */
export const UPLOAD_TOKEN_LIMITS = { files: 6, bytes: 25 * 1024 * 1024, lifetimeMs: 2 * 3_600_000 } as const;

/**
 * How long a private document may wait for an application (24 hours): an application can claim
 * it only within this time, and the sweep (`lib/document-sweep.ts`) deletes it afterwards.
 */
export const DOCUMENT_CLAIM_MS = 24 * 3_600_000;

/** No application names this upload as its commercial register or tax card. */
const unreferenced = () =>
  notExists(
    sql`(select 1 from ${vendorApplications} where ${vendorApplications.commercialRegisterFile} = ${uploads.id} or ${vendorApplications.taxCardFile} = ${uploads.id})`,
  );

export function uploadsRepository(db: Database) {
  return {
    async add(upload: NewUpload): Promise<Upload> {
      const [row] = await db.insert(uploads).values(upload).returning();
      return toUpload(row!);
    },

    /** Records a new upload token (its SHA-256) valid until `expiresAt`; drops expired ones. */
    async createToken(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, new Date()));
      await db.insert(uploadTokens).values({ tokenHash, expiresAt });
    },

    /**
     * Counts one file of `bytes` against the token, in one statement (parallel uploads cannot
     * overshoot): 'ok'; 'invalid' for an unknown or expired token; 'full' when the file would
     * pass UPLOAD_TOKEN_LIMITS' files or bytes.
     */
    async chargeToken(tokenHash: string, bytes: number): Promise<'ok' | 'invalid' | 'full'> {
      const now = new Date();
      const [charged] = await db
        .update(uploadTokens)
        .set({ files: sql`${uploadTokens.files} + 1`, bytes: sql`${uploadTokens.bytes} + ${bytes}` })
        .where(
          and(
            eq(uploadTokens.tokenHash, tokenHash),
            gt(uploadTokens.expiresAt, now),
            lt(uploadTokens.files, UPLOAD_TOKEN_LIMITS.files),
            sql`${uploadTokens.bytes} + ${bytes} <= ${UPLOAD_TOKEN_LIMITS.bytes}`,
          ),
        )
        .returning({ files: uploadTokens.files });
      if (charged) return 'ok';
      const [known] = await db
        .select({ tokenHash: uploadTokens.tokenHash })
        .from(uploadTokens)
        .where(and(eq(uploadTokens.tokenHash, tokenHash), gt(uploadTokens.expiresAt, now)));
      return known ? 'full' : 'invalid';
    },

    async find(id: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Makes `userId` the owner of these documents when they are already theirs or, with
     * `tokenHash` (an applicant without an account yet), unclaimed ones sent with that upload
     * token within DOCUMENT_CLAIM_MS. Without a token nothing unclaimed can be taken: a signed-in
     * vendor's uploads are theirs from the start, and another applicant's pending documents must
     * stay out of reach whatever their ids. True when every id is now theirs.
     */
    async claimDocuments(userId: number, ids: string[], tokenHash?: string): Promise<boolean> {
      const wanted = [...new Set(ids)];
      const dayAgo = new Date(Date.now() - DOCUMENT_CLAIM_MS);
      const mine = eq(uploads.ownerUserId, userId);
      const claimable = tokenHash
        ? or(mine, and(isNull(uploads.ownerUserId), gt(uploads.createdAt, dayAgo), eq(uploads.uploadTokenHash, tokenHash)))
        : mine;
      const rows = await db
        .update(uploads)
        .set({ ownerUserId: userId })
        .where(and(inArray(uploads.id, wanted), eq(uploads.kind, 'document'), claimable))
        .returning({ id: uploads.id });
      return rows.length === wanted.length;
    },

    /**
     * Deletes up to `limit` documents uploaded before `before` that no application names (sent
     * while applying and never used, or sent by a vendor for a re-submission that never came,
     * or replaced by one), and answers their rows so their files can be removed from the store.
     * The check and the delete are one statement: a document an application names stays.
     */
    async deleteUnclaimedDocuments(before: Date, limit = 200): Promise<UploadRow[]> {
      const stale = db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.kind, 'document'), lt(uploads.createdAt, before), unreferenced()))
        .orderBy(asc(uploads.createdAt))
        .limit(limit);
      return db
        .delete(uploads)
        .where(and(inArray(uploads.id, stale), eq(uploads.kind, 'document'), lt(uploads.createdAt, before), unreferenced()))
        .returning();
    },

    /** The user's uploads of that kind among `ids` (others' or other kinds are left out). */
    async ownedOfKind(ownerUserId: number, kind: UploadKind, ids: string[]): Promise<Map<string, UploadRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerUserId, ownerUserId), eq(uploads.kind, kind), inArray(uploads.id, ids)));
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}

export type UploadsRepository = ReturnType<typeof uploadsRepository>;
