/**
 * The widths of the WebP copies the API makes of every uploaded picture, in pixels: a card, the
 * product page, the zoom (a vendor's product pictures, which SPEC §1 loads from the image host by
 * their path; `api/src/lib/upload-processing.ts`). A copy is never enlarged: a picture 900 px wide
 * has copies of 320, 640 and 900 px, and its path names the widest (`uploads/{id}/900.webp`), which
 * therefore names them all (`imageSrcSet` in `@manzil/shared`). No zod here: the store's first
 * visit imports it.
 */
export const UPLOAD_IMAGE_WIDTHS = [320, 640, 1280] as const;

/**
 * The path of an uploaded picture's copy, under the image host (or the API's `/media/`).
 * @param id the upload's id (a UUID)
 * @param width the copy's width in pixels (one of UPLOAD_IMAGE_WIDTHS, or the picture's own when narrower)
 * @returns e.g. `uploads/6f1c…/640.webp`
 */
export function uploadedPicturePath(id: string, width: number): string {
  return `uploads/${id}/${width}.webp`;
}
