import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { RemoteIntl } from '../../intl';
import styles from './partners.module.css';

/** The benefits shown; each has `partners.benefit.<key>.title` and `.body`. */
export const BENEFITS = ['reach', 'brand', 'dashboard', 'payments', 'cad', 'promotions'] as const;
/** The steps to join; each has `partners.step.<n>.title` and `.body`. */
export const STEPS = [1, 2, 3, 4] as const;

function PartnersContent() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>
          <FormattedMessage id="partners.kicker" />
        </p>
        <h1 className={styles.title}>
          <FormattedMessage id="partners.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="partners.lead" />
        </p>
        <div className={styles.actions}>
          <Link to="/signupvendor" className={styles.primary}>
            <FormattedMessage id="partners.apply" />
          </Link>
          <Link to="/signin-vendor" className={styles.secondary}>
            <FormattedMessage id="partners.signIn" />
          </Link>
        </div>
      </header>
      <section aria-labelledby="partner-benefits" className={styles.section}>
        <h2 id="partner-benefits" className={styles.sectionTitle}>
          <FormattedMessage id="partners.benefits" />
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((key) => (
            <li key={key} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>
                <FormattedMessage id={`partners.benefit.${key}.title`} />
              </h3>
              <p className={styles.benefitBody}>
                <FormattedMessage id={`partners.benefit.${key}.body`} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="partner-steps" className={styles.section}>
        <h2 id="partner-steps" className={styles.sectionTitle}>
          <FormattedMessage id="partners.steps" />
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((n) => (
            <li key={n} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {n}
              </span>
              <h3 className={styles.benefitTitle}>
                <FormattedMessage id={`partners.step.${n}.title`} />
              </h3>
              <p className={styles.benefitBody}>
                <FormattedMessage id={`partners.step.${n}.body`} />
              </p>
            </li>
          ))}
        </ol>
        <Link to="/signupvendor" className={styles.primary}>
          <FormattedMessage id="partners.apply" />
        </Link>
      </section>
    </div>
  );
}

/** /partners: why and how to sell on Manzil, with the way to apply (/signupvendor). */
export default function PartnersPage() {
  return (
    <RemoteIntl>
      <PartnersContent />
    </RemoteIntl>
  );
}
