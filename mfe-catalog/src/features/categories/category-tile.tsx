import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { imageUrl, type ProductQuery } from '@manzil/shared';
import { useCoverImage } from './use-cover-image';
import styles from './category-tile.module.css';

/** A picture tile leading to a category, subcategory or type, with its product count. */
export function CategoryTile({
  to,
  name,
  image,
  coverQuery,
  count,
  children,
}: {
  to: string;
  name: string;
  image?: string | null;
  /** Where to take a picture from when the tile has none of its own. */
  coverQuery: ProductQuery;
  count?: number;
  children?: ReactNode;
}) {
  const cover = useCoverImage(image, coverQuery);
  return (
    <article className={styles.tile}>
      <div className={styles.media}>{cover ? <img src={imageUrl(cover)} alt="" loading="lazy" /> : null}</div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={to} className={styles.link}>
            {name}
          </Link>
        </h3>
        {typeof count === 'number' ? (
          <p className={styles.count}>
            <FormattedMessage id="category.productCount" values={{ count }} />
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
