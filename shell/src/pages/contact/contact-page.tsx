import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { useDocumentTitle } from '../content/use-document-title';
import content from '../content/content.module.css';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

/** /contactus: the contact form (it reaches the shop's mailbox) and the other ways to reach us. */
export function ContactPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'contact.title' }));
  const email = intl.formatMessage({ id: 'footer.email' });
  return (
    <div className={content.page}>
      <header className={styles.intro}>
        <h1 className={content.title}>
          <FormattedMessage id="contact.title" />
        </h1>
        <p className={content.lead}>
          <FormattedMessage id="contact.lead" />
        </p>
      </header>
      <div className={styles.layout}>
        <section className={`${content.card} ${styles.formCard}`}>
          <ContactForm />
        </section>
        <aside className={styles.aside} aria-labelledby="contact-aside">
          <h2 id="contact-aside" className={styles.asideTitle}>
            <FormattedMessage id="contact.aside.title" />
          </h2>
          <dl className={styles.details}>
            <dt>
              <FormattedMessage id="contact.aside.email" />
            </dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            <dt>
              <FormattedMessage id="contact.aside.hours" />
            </dt>
            <dd>
              <FormattedMessage id="contact.aside.hoursValue" />
            </dd>
            <dt>
              <FormattedMessage id="contact.aside.location" />
            </dt>
            <dd>
              <FormattedMessage id="footer.location" />
            </dd>
          </dl>
          <ul className={styles.quickLinks}>
            <li>
              <Link to="/faqs">
                <FormattedMessage id="contact.aside.faqs" />
              </Link>
            </li>
            <li>
              <Link to="/trackorder">
                <FormattedMessage id="contact.aside.track" />
              </Link>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
