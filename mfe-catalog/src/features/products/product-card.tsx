import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { imageSrcSet, imageUrl, previewWords, type Product } from '@manzil/shared';
import { FavoriteButton } from './favorite-button';
import { discountPercent, PriceTag } from './price-tag';
import { StockBadge } from './stock-badge';
import styles from './product-card.module.css';

/**
 * How wide a card's picture is shown, for the browser to pick a copy from its `srcset` (an uploaded
 * picture's): one column up to 480 px (a shelf's card is 78 %), two up to 1024 px (a shelf's 42 %),
 * else three or four columns of at most 300 px (product-grid and product-shelf CSS).
 */
const CARD_SIZES = '(max-width: 480px) 100vw, (max-width: 1024px) 50vw, 300px';

/**
 * SPEC §2 "Product card": picture, name, the first 10 words of the description, price and stock
 * badge; the whole card opens /product/{_id}; the heart toggles the favorite. `priority` marks
 * a card of the first screen (its picture is the page's largest paint).
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const discount = discountPercent(product);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* `priority`: a card of the first screen, its picture fetched at once and first in line. */}
        <img
          src={imageUrl(product.mainImage)}
          srcSet={imageSrcSet(product.mainImage)}
          sizes={CARD_SIZES}
          alt=""
          width={500}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className={styles.image}
        />
        <div className={styles.badges}>
          <StockBadge stock={product.stock} />
          {discount > 0 ? (
            <span className={styles.discount}>
              <FormattedMessage id="card.discount" values={{ percent: discount }} />
            </span>
          ) : null}
        </div>
      </div>
      <div className={styles.body}>
        {product.brandId?.brandName ? (
          <p className={styles.brand}>
            <bdi>{product.brandId.brandName}</bdi>
          </p>
        ) : null}
        <h3 className={styles.name}>
          <Link to={`/product/${encodeURIComponent(product._id)}`} className={styles.link}>
            <bdi>{product.name}</bdi>
          </Link>
        </h3>
        <p className={styles.preview} dir="auto">
          {previewWords(product.description, 10)}
        </p>
        <PriceTag product={product} size="md" />
      </div>
      <div className={styles.favorite}>
        <FavoriteButton product={product} />
      </div>
    </article>
  );
}
