/**
 * The generated pictures as the store shows them: WebP, like every uploaded picture
 * (lib/upload-processing.ts). A browser draws an SVG `<img>` as a document of its own, laid out
 * and painted on the page's main thread (7-9 ms each on a 2-core machine, ten times that of
 * wall time when it is busy), while a raster picture is decoded off it: a product grid of SVG
 * pictures kept the main thread busy while the page's scripts started (docs/performance.md).
 * The SVG stays the source and is still served (orders placed before keep their `.svg` paths).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { UPLOAD_IMAGE_WIDTHS } from '@manzil/shared/contract';
import { etagOf } from '../lib/answer-store.ts';

/** The widest a generated picture is in WebP: the product page's (uploads have the same size); a
 * drawing narrower than that (products are drawn 600 px wide) keeps its own width. */
export const PICTURE_WIDTH = UPLOAD_IMAGE_WIDTHS[1];

/** WebP quality and encoder effort: the drawings are flat colours and gradients, 2-5 KB each. */
const QUALITY = 75;
const EFFORT = 6;

/** A file's bytes with their entity tag (`etagOf`, the API's one ETag). */
export interface TaggedBytes {
  bytes: Buffer | string;
  etag: string;
}

// Rendering one costs 20-45 ms of a core (librsvg, then the WebP encoder): each picture is rendered
// and hashed once per process and kept, the 4,096 most recently asked for (2-5 KB each: under
// 20 MB). The key is the drawing's own hash: a product renamed is drawn, and so rendered, anew.
const rendered = new LRUCache<string, Promise<TaggedBytes>>({ max: 4096 });

/**
 * A generated SVG picture as WebP, at most PICTURE_WIDTH wide (the height follows its aspect ratio).
 * The same SVG gives the same bytes, so the answer can be cached as immutable.
 * @param svg the picture's SVG document (media/svg.ts)
 * @returns the WebP bytes and their entity tag
 * @throws whatever sharp throws for an SVG it cannot read (none of the generated ones)
 */
export function svgToWebp(svg: string): Promise<TaggedBytes> {
  const key = createHash('sha1').update(svg).digest('base64url');
  let picture = rendered.get(key);
  if (!picture) {
    picture = import('sharp').then(async ({ default: sharp }) => {
      const bytes = await sharp(Buffer.from(svg))
        .resize({ width: PICTURE_WIDTH, withoutEnlargement: true })
        .webp({ quality: QUALITY, effort: EFFORT })
        .toBuffer();
      return { bytes, etag: etagOf(bytes) };
    });
    // A failed render is not kept: the next request tries again.
    picture.catch(() => rendered.delete(key));
    rendered.set(key, picture);
  }
  return picture;
}
