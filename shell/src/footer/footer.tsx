import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { categoryHref, useHeaderCategories } from '../header/use-categories';
import { Logo } from '../header/icons';
import { PaymentIcons } from './payment-icons';
import { POLICY_NAMES, policyHref } from './policies';
import styles from './footer.module.css';

/** The footer of every page (SPEC §2 "Footer"). */
export function Footer() {
  const intl = useIntl();
  const { categories } = useHeaderCategories();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          <Link to="/home" aria-label={intl.formatMessage({ id: 'header.home' })}>
            <Logo />
          </Link>
          <p>
            <FormattedMessage id="footer.tagline" />
          </p>
          <p>
            <FormattedMessage id="footer.location" />
          </p>
          <p>
            <a href={`mailto:${intl.formatMessage({ id: 'footer.email' })}`}>
              <FormattedMessage id="footer.email" />
            </a>
          </p>
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">
            <FormattedMessage id="footer.pages" />
          </h2>
          <ul>
            {categories.slice(0, 6).map((category) => (
              <li key={category._id || category.slug}>
                <Link to={categoryHref(category)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">
            <FormattedMessage id="footer.company" />
          </h2>
          <ul>
            <li>
              <Link to="/about">
                <FormattedMessage id="footer.about" />
              </Link>
            </li>
            <li>
              <Link to="/careers">
                <FormattedMessage id="footer.careers" />
              </Link>
            </li>
            <li>
              <Link to="/partners">
                <FormattedMessage id="footer.joinUs" />
              </Link>
            </li>
            <li>
              <Link to="/signin-vendor">
                <FormattedMessage id="footer.partnersPortal" />
              </Link>
            </li>
            <li>
              <Link to="/faqs">
                <FormattedMessage id="footer.faqs" />
              </Link>
            </li>
            <li>
              <Link to="/contactus">
                <FormattedMessage id="footer.contact" />
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">
            <FormattedMessage id="footer.policies" />
          </h2>
          <ul>
            {POLICY_NAMES.map((name) => (
              <li key={name}>
                <a href={policyHref(name)} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
        </p>
        <div className={styles.secure}>
          <span>
            <FormattedMessage id="footer.buySafe" />
          </span>
          <PaymentIcons />
        </div>
        <p className={styles.powered}>
          <FormattedMessage id="footer.poweredBy" />
        </p>
      </div>
    </footer>
  );
}
