/**
 * Checking and storing an uploaded file. The kind is decided by the
 * bytes (magic numbers via `file-type`; DXF and IFC are text formats, recognised by their
 * headers), never by the name or the declared type. Pictures are re-encoded to WebP at the sizes
 * the store shows (sharp), which also drops anything hidden in the original; documents are kept
 * as sent, privately.
 */
import { randomUUID } from 'node:crypto';
import { UPLOAD_IMAGE_WIDTHS, UPLOAD_LIMITS, uploadedPicturePath, type Upload, type UploadKind } from '@manzil/shared/contract';
import type { UploadVariant } from '../db/partner-schema.ts';
import type { UploadsRepository } from '../repositories/partner/uploads.ts';
import type { FileStore } from './file-store.ts';
import { HttpError } from './errors.ts';
import { msg } from '../i18n/translate.ts';
import type { MessageId } from '../i18n/messages.ts';

/** Narrower pictures are refused (422 `image_too_small`): nothing in the store can show them. */
export const MIN_IMAGE_WIDTH = 32;
/** Decompression-bomb guard: at most 40 megapixels. */
const MAX_PIXELS = 40_000_000;

const ACCEPTED: Record<UploadKind, { types: Record<string, string>; sentence: MessageId }> = {
  image: {
    types: { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' },
    sentence: 'upload.type_image',
  },
  cad: {
    types: { dwg: 'image/vnd.dwg', dxf: 'image/vnd.dxf', ifc: 'application/x-step', zip: 'application/zip' },
    sentence: 'upload.type_cad',
  },
  document: {
    types: { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' },
    sentence: 'upload.type_document',
  },
};

const MB = 1024 * 1024;
export const tooLarge = (kind: UploadKind) =>
  new HttpError(413, msg('upload.too_large', { mb: UPLOAD_LIMITS[kind] / MB }), { code: 'file_too_large' });

/** The file's real type from its first bytes: `{ ext, mime }`, or null when unknown. */
export async function detectType(bytes: Buffer): Promise<{ ext: string; mime: string } | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (found) return { ext: found.ext, mime: found.mime };
  const head = bytes.subarray(0, 512).toString('latin1');
  if (/^ISO-10303-21;/.test(head.trimStart()) && /FILE_SCHEMA\s*\(\s*\(\s*'IFC/i.test(bytes.subarray(0, 4096).toString('latin1'))) {
    return { ext: 'ifc', mime: 'application/x-step' };
  }
  if (/^\s*0\s*\r?\n\s*SECTION\s*\r?\n/.test(head)) return { ext: 'dxf', mime: 'image/vnd.dxf' };
  return null;
}

export interface IncomingFile {
  bytes: Buffer;
  name: string;
}

/**
 * Checks `file` for `kind`, stores it (WebP sizes for pictures) and records it; returns the Upload
 * JSON. `uploadTokenHash`: an applicant's document, claimable only by that application.
 */
export async function processUpload(
  store: FileStore,
  repo: UploadsRepository,
  kind: UploadKind,
  file: IncomingFile,
  ownerUserId: number | null,
  uploadTokenHash: string | null = null,
): Promise<Upload> {
  if (file.bytes.length === 0) throw new HttpError(400, 'upload.empty', { code: 'empty_file' });
  if (file.bytes.length > UPLOAD_LIMITS[kind]) throw tooLarge(kind);
  const type = await detectType(file.bytes);
  const accepted = ACCEPTED[kind];
  if (!type || !accepted.types[type.ext]) throw new HttpError(415, accepted.sentence, { code: 'unsupported_file_type' });

  const id = randomUUID();
  const name = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120);
  if (kind === 'image') {
    // Loaded on the first upload, not when the process starts (a few hundred ms of a start).
    const { default: sharp } = await import('sharp');
    let width: number;
    try {
      const meta = await sharp(file.bytes, { limitInputPixels: MAX_PIXELS }).metadata();
      width = meta.autoOrient?.width ?? meta.width ?? 0;
    } catch {
      throw new HttpError(415, 'upload.unreadable_picture', {
        code: 'unreadable_image',
      });
    }
    if (width < MIN_IMAGE_WIDTH) {
      throw new HttpError(422, msg('upload.picture_too_small', { width, min: MIN_IMAGE_WIDTH }), {
        code: 'image_too_small',
      });
    }
    // The copies the store's srcset names (UPLOAD_IMAGE_WIDTHS, imageSrcSet in @manzil/shared).
    const widths = [...new Set(UPLOAD_IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
    const variants: UploadVariant[] = [];
    for (const w of widths) {
      const body = await sharp(file.bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const key = uploadedPicturePath(id, w);
      await store.put(key, body, 'image/webp');
      variants.push({ width: w, key, size: body.length });
    }
    const largest = variants[variants.length - 1]!;
    return repo.add({
      id,
      ownerUserId,
      kind,
      private: false,
      contentType: 'image/webp',
      extension: 'webp',
      sizeBytes: largest.size,
      originalName: name,
      storageKey: largest.key,
      variants,
    });
  }
  const isPrivate = kind === 'document';
  const key = `${isPrivate ? 'private' : 'uploads'}/${id}.${type.ext}`;
  await store.put(key, file.bytes, accepted.types[type.ext]!);
  return repo.add({
    id,
    ownerUserId,
    kind,
    private: isPrivate,
    contentType: accepted.types[type.ext]!,
    extension: type.ext,
    sizeBytes: file.bytes.length,
    originalName: name,
    storageKey: key,
    variants: [],
    uploadTokenHash,
  });
}
