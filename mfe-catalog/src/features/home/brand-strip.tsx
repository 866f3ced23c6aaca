import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { ReadingArrow, type Brand } from '@manzil/shared';
import { BrandLogo } from '../brands';
import styles from './home-page.module.css';

/** A row of brands (logo and name), each leading to its page, and 'All brands'. */
export function BrandStrip({ brands }: { brands: Brand[] }) {
  if (brands.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-brands">
      <div className={styles.sectionHead}>
        <h2 id="home-brands" className={styles.sectionTitle}>
          <FormattedMessage id="home.brands.title" />
        </h2>
        <Link to="/vendors" className={styles.viewAll}>
          <FormattedMessage id="home.brands.all" /> <ReadingArrow />
        </Link>
      </div>
      <ul className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand._id}>
            <Link to={`/vendor/${encodeURIComponent(brand._id)}`} className={styles.brandCard}>
              <BrandLogo name={brand.brandName} logo={brand.brandlogo} size={72} />
              <span className={styles.brandName}>
                <bdi>{brand.brandName}</bdi>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
