/** Records of uploaded files (the bytes are in the file store, `lib/file-store.ts`). */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads, type UploadKind, type UploadVariant } from '../../db/partner-schema.ts';
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
}

export function uploadsRepository(db: Database) {
  return {
    async add(upload: NewUpload): Promise<Upload> {
      const [row] = await db.insert(uploads).values(upload).returning();
      return toUpload(row!);
    },

    async find(id: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Makes `userId` the owner of these documents when they are unclaimed (sent while applying,
     * within the last day) or already theirs. True when every id is now theirs.
     */
    async claimDocuments(userId: number, ids: string[]): Promise<boolean> {
      const wanted = [...new Set(ids)];
      const dayAgo = new Date(Date.now() - 86_400_000);
      const rows = await db
        .update(uploads)
        .set({ ownerUserId: userId })
        .where(
          and(
            inArray(uploads.id, wanted),
            eq(uploads.kind, 'document'),
            or(eq(uploads.ownerUserId, userId), and(isNull(uploads.ownerUserId), gt(uploads.createdAt, dayAgo))),
          ),
        )
        .returning({ id: uploads.id });
      return rows.length === wanted.length;
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
