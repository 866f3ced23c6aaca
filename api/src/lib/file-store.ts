/**
 * Where uploaded files live: an S3-compatible bucket when `S3_*` is
 * set (`@aws-sdk/client-s3`; public pictures then load from IMAGE_BASE_URL, which points at the
 * bucket), otherwise the data folder's `uploads/` (served by the API under /media/uploads/).
 * Keys: `uploads/{id}/{width}.webp`, `uploads/{id}.{ext}` (public), `private/{id}.{ext}`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (MinIO and most S3-compatible stores). */
  forcePathStyle?: boolean;
}

const KEY = /^(uploads|private)\/[0-9a-f-]{36}(\/\d{2,4}\.webp|\.[a-z0-9]{2,5})$/;

function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
}

export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error('Storage key escapes the folder.');
    return path;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      return readFile(pathOf(key)).catch(() => null);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export async function s3FileStore(options: S3Options): Promise<FileStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: key.startsWith('private/') ? 'private, no-store' : 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      checkKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      // S3 answers 204 for a key that is not there too.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
