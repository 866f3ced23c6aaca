import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { RemoteIntl } from '../../intl';
import { useVendorSession } from '../../lib/use-store-value';
import styles from './partners.module.css';

function ApplyContent() {
  const intl = useIntl();
  const vendor = useVendorSession();
  if (vendor) return <Navigate to={`/vendor-dashboard/${vendor.vendorId}`} replace />;
  const mailto = `mailto:partners@manzil.eg?subject=${encodeURIComponent(intl.formatMessage({ id: 'apply.subject' }))}`;
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="apply.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="apply.lead" />
        </p>
        <ul className={styles.list}>
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <FormattedMessage id={`apply.item.${n}`} />
            </li>
          ))}
        </ul>
        <p className={styles.lead}>
          <FormattedMessage id="apply.reply" />
        </p>
        <div className={styles.actions}>
          <a href={mailto} className={styles.primary}>
            <FormattedMessage id="apply.email" />
          </a>
        </div>
        <p className={styles.small}>
          <FormattedMessage id="apply.haveAccount" />{' '}
          <Link to="/signin-vendor">
            <FormattedMessage id="apply.signIn" />
          </Link>
        </p>
      </section>
    </div>
  );
}

/**
 * /signupvendor: how a maker or brand applies. Partner accounts are opened by the partner team
 * after checking the business's papers, so the application is an e-mail, not a self-serve form.
 */
export default function ApplyPage() {
  return (
    <RemoteIntl>
      <ApplyContent />
    </RemoteIntl>
  );
}
