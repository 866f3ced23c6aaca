import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { imageUrl, type Product } from '@manzil/shared';
import { swatchBackground } from '../listing';
import styles from './product-page.module.css';

/** Colours, tags, SKU and the BIM/CAD download of a product. */
export function ProductFacts({ product }: { product: Product }) {
  return (
    <div className={styles.facts}>
      {product.colors.length > 0 ? (
        <div className={styles.fact}>
          <h2 className={styles.factTitle}>
            <FormattedMessage id="product.colors" />
          </h2>
          <ul className={styles.colors}>
            {product.colors.map((color) => (
              <li key={color} className={styles.color}>
                <span className={styles.swatch} style={{ background: swatchBackground(color) }} aria-hidden="true" />
                {color}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {product.tags.length > 0 ? (
        <div className={styles.fact}>
          <h2 className={styles.factTitle}>
            <FormattedMessage id="product.tags" />
          </h2>
          <ul className={styles.tags}>
            {product.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/ProductsPage?tag=${encodeURIComponent(tag)}`} className={styles.tag}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {product.cadFile ? (
        <a href={imageUrl(product.cadFile)} download className={styles.cad}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <FormattedMessage id="product.downloadCad" />
        </a>
      ) : null}
      {product.sku ? (
        <p className={styles.sku}>
          <FormattedMessage id="product.sku" values={{ sku: product.sku }} />
        </p>
      ) : null}
    </div>
  );
}
