import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { imageUrl, type Category } from '@manzil/shared';
import styles from './home-page.module.css';

/** 'Shop by category': each category's picture, leading to its subcategories. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.sectionTitle}>
        <FormattedMessage id="home.categories.title" />
      </h2>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category._id}>
            <Link to={`/category/${encodeURIComponent(category._id)}/subcategories`} className={styles.categoryCard}>
              {category.image ? <img src={imageUrl(category.image)} alt="" loading="lazy" /> : null}
              <span className={styles.categoryName}>{category.name}</span>
              {typeof category.productCount === 'number' ? (
                <span className={styles.categoryCount}>
                  <FormattedMessage id="category.productCount" values={{ count: category.productCount }} />
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
