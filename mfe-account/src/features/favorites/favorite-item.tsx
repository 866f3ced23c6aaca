import type { ReactNode } from 'react';
import { Link } from '@manzil/shared/router';
import { previewWords, type Product, Thumbnail } from '@manzil/shared';
import { Price } from './price';
import { StockBadge } from './stock-badge';
import styles from './favorites.module.css';

/** One favorite: picture, name, price, a 10-word preview and the stock badge; opens /product/{id}. */
export function FavoriteItem({
  product,
  onOpen,
  action,
  className,
}: {
  product: Product;
  onOpen?: () => void;
  /** A control shown beside the link (the wishlist's Remove). */
  action?: ReactNode;
  className?: string;
}) {
  return (
    <li className={className ?? styles.item}>
      <Link to={`/product/${product._id}`} className={styles.itemLink} onClick={onOpen}>
        {product.mainImage ? (
          <Thumbnail path={product.mainImage} size={80} lazy className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <span className={styles.itemBody}>
          <span className={styles.itemName}>
            <bdi>{product.name || product.title}</bdi>
          </span>
          <Price product={product} />
          <span className={styles.preview} dir="auto">
            {previewWords(product.description)}
          </span>
          <StockBadge stock={product.stock} />
        </span>
      </Link>
      {action}
    </li>
  );
}
