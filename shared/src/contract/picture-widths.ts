/**
 * The widths of the WebP copies the API makes of every uploaded picture, in pixels: a card, the
 * product page, the zoom (a vendor's product pictures, which SPEC §1 loads from the image host by
 * their path; `api/src/lib/upload-processing.ts`). A copy is never enlarged: a picture 900 px wide has copies of 320, 640 and 900 px, and its
 * path names the widest (`uploads/{id}/900.webp`), which therefore names them all
 * (`imageSrcSet` in `@manzil/shared`). No zod here: the store's first visit imports it.
 */
export const UPLOAD_IMAGE_WIDTHS = [320, 640, 1280] as const;
