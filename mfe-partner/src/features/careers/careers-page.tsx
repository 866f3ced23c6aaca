import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { ReadingArrow } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { JOBS } from './jobs';
import styles from './careers.module.css';

function CareersContent() {
  const intl = useIntl();
  const location = intl.formatMessage({ id: 'job.location.cairo' });
  const type = intl.formatMessage({ id: 'job.type.fullTime' });
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>
          <FormattedMessage id="careers.kicker" />
        </p>
        <h1 className={styles.title}>
          <FormattedMessage id="careers.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="careers.lead" />
        </p>
      </header>
      <section aria-labelledby="open-roles">
        <h2 id="open-roles" className={styles.sectionTitle}>
          <FormattedMessage id="careers.open" />
        </h2>
        <ul className={styles.roles}>
          {JOBS.map((job) => (
            <li key={job.id}>
              <Link to={`/jobdesc/${job.id}`} className={styles.role}>
                <span className={styles.roleText}>
                  <span className={styles.roleTitle}>
                    <FormattedMessage id={`job.${job.id}.title`} />
                  </span>
                  <span className={styles.meta}>
                    <FormattedMessage
                      id="careers.meta"
                      values={{ team: intl.formatMessage({ id: `job.${job.id}.team` }), location, type }}
                    />
                  </span>
                </span>
                <span className={styles.view} aria-hidden="true">
                  <FormattedMessage id="careers.view" /> <ReadingArrow />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          <FormattedMessage id="careers.noFit" />
        </p>
      </section>
    </div>
  );
}

/** /careers: open roles at Manzil in Cairo, each linking to /jobdesc/{jobId}. */
export default function CareersPage() {
  return (
    <RemoteIntl>
      <CareersContent />
    </RemoteIntl>
  );
}
