import { imageSrcSet, imageUrl } from '../config';

/** Props of `Thumbnail`. */
export interface ThumbnailProps {
  /** The picture's path as an entity holds it (a product's `mainImage`, a cart line's `image`); none gives an empty `src`. */
  path: string | null | undefined;
  /** Its width and height in CSS pixels, as its stylesheet shows it: the copy the browser fetches follows from it. */
  size: number;
  className?: string;
  /** Fetched only near the viewport (a list that runs below the fold); at once by default. */
  lazy?: boolean;
}

/**
 * A product's picture as a square thumbnail (a search suggestion, the product page's thumbnails,
 * a cart, checkout or tracking line, an order, a favorite, a table row). Decorative (`alt=""`: the
 * line names the product, a thumbnail's button says which picture it shows). An uploaded picture
 * comes with its copies' `srcset` and `sizes` of `size` px, so the browser fetches the copy the
 * thumbnail needs, not the widest (`imageSrcSet`).
 */
export function Thumbnail({ path, size, className, lazy = false }: ThumbnailProps) {
  return (
    <img
      src={imageUrl(path)}
      srcSet={imageSrcSet(path)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
