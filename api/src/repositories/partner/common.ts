/** Helpers shared by the partner repositories: decisions (who and when) and upload JSON. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads, type DecisionStatus } from '../../db/partner-schema.ts';
import { users } from '../../db/schema.ts';
import { uploadedPicturePath, type Decision, type Upload } from '@manzil/shared/contract';

export interface DecisionColumns {
  status: DecisionStatus;
  reason: string | null;
  decidedAt: Date | null;
  decidedBy: number | null;
}

/** `{ _id, name }` of the deciders among `ids`. */
export async function deciderNames(db: Database, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

export function toDecision(row: DecisionColumns, names: Map<number, string>): Decision {
  return {
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    decidedBy: row.decidedBy === null ? null : { _id: String(row.decidedBy), name: names.get(row.decidedBy) ?? '' },
  };
}

export type UploadRow = typeof uploads.$inferSelect;

/** Path of an upload: public files under the image base (`uploads/{id}/{width}.webp`, `uploads/{id}.dxf`), private ones under the API. */
export function uploadPath(row: Pick<UploadRow, 'id' | 'kind' | 'private' | 'extension' | 'variants'>): string {
  if (row.private) return `/api/uploads/${row.id}/file`;
  if (row.kind === 'image') {
    const widest = [...row.variants].sort((a, b) => b.width - a.width)[0];
    return uploadedPicturePath(row.id, widest?.width ?? 0);
  }
  return `uploads/${row.id}.${row.extension}`;
}

export function toUpload(row: UploadRow): Upload {
  return {
    _id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    size: row.sizeBytes,
    name: row.originalName,
    private: row.private,
    path: uploadPath(row),
  };
}

export async function findUploads(db: Database, ids: (string | null)[]): Promise<Map<string, UploadRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(uploads).where(inArray(uploads.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findUpload(db: Database, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

export const iso = (at: Date) => new Date(at).toISOString();
