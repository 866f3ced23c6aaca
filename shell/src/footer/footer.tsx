import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { categoryHref, HEADER_CATEGORY_LIMIT, useHeaderCategories } from '../header/use-categories';
import { Logo } from '../header/icons';
import { NewsletterSlot } from './newsletter-slot';
import { PaymentIcons } from './payment-icons';
import { POLICIES, policyHref } from './policies';
import styles from './footer.module.css';

const COMPANY_LINKS = [
  { to: '/about', id: 'footer.about' },
  { to: '/careers', id: 'footer.careers' },
  { to: '/partners', id: 'footer.joinUs' },
  { to: '/signin-vendor', id: 'footer.partnersPortal' },
  { to: '/faqs', id: 'footer.faqs' },
  { to: '/contactus', id: 'footer.contact' },
];

/** The footer of every page (SPEC §2 "Footer"); its layout changes at 600 px. */
export function Footer() {
  const intl = useIntl();
  const { categories } = useHeaderCategories();
  const newTabId = useId();
  const email = intl.formatMessage({ id: 'footer.email' });
  return (
    <footer className={styles.footer}>
      <NewsletterSlot />
      <div className={styles.columns}>
        <div className={styles.brand}>
          <Link to="/home" className={styles.logo} aria-label={intl.formatMessage({ id: 'header.home' })}>
            <Logo light />
          </Link>
          <p>
            <FormattedMessage id="footer.tagline" />
          </p>
          <p>
            <FormattedMessage id="footer.location" />
          </p>
          <p>
            <FormattedMessage
              id="footer.emailLine"
              values={{
                email: (
                  <a key="email" href={`mailto:${email}`}>
                    {email}
                  </a>
                ),
              }}
            />
          </p>
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">
            <FormattedMessage id="footer.pages" />
          </h2>
          <ul>
            {categories.slice(0, HEADER_CATEGORY_LIMIT).map((category) => (
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
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  <FormattedMessage id={link.id} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies" className={styles.policies}>
          <h2 id="footer-policies">
            <FormattedMessage id="footer.policies" />
          </h2>
          <ul>
            {POLICIES.map(({ name, key }) => (
              <li key={name}>
                {/* The link keeps the SPEC's English name (a shared URL works in both languages); its text follows the language. */}
                <a href={policyHref(name)} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
                  <FormattedMessage id={`policy.${key}.name`} />
                </a>
              </li>
            ))}
          </ul>
          <span id={newTabId} hidden>
            <FormattedMessage id="footer.newTab" />
          </span>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
        </p>
        <div className={styles.secure}>
          <span className={styles.buySafe}>
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
