import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { imageUrl, type Category } from '@manzil/shared';
import styles from './home-page.module.css';

/** The home page's opening: what Manzil is, two ways in, and a collage of category pictures. */
export function Hero({ categories }: { categories: Category[] }) {
  const pictures = categories.filter((c) => c.image).slice(0, 3);
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>
          <FormattedMessage id="home.hero.eyebrow" />
        </p>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          <FormattedMessage id="home.hero.title" />
        </h1>
        <p className={styles.heroLead}>
          <FormattedMessage id="home.hero.lead" />
        </p>
        <div className={styles.heroActions}>
          <Link to="/ProductsPage" className={styles.ctaPrimary}>
            <FormattedMessage id="home.hero.shop" />
          </Link>
          <Link to="/products/onsale" className={styles.ctaSecondary}>
            <FormattedMessage id="home.hero.sale" />
          </Link>
        </div>
      </div>
      <div className={styles.collage} aria-hidden="true">
        {pictures.map((category, i) => (
          // The first screen's pictures: fetched at once, first in line, with their box reserved.
          <img
            key={category._id}
            src={imageUrl(category.image)}
            alt=""
            width={480}
            height={360}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        ))}
      </div>
    </section>
  );
}
