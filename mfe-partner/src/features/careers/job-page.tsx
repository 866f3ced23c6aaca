import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@manzil/shared/router';
import { ReadingArrow } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { findJob, type Job } from './jobs';
import styles from './careers.module.css';

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}

function JobDescription({ job }: { job: Job }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t(`job.${job.id}.title`);
  const mailto = `mailto:careers@manzil.eg?subject=${encodeURIComponent(t('job.applySubject', { title }))}`;
  return (
    <article className={styles.job}>
      <Link to="/careers" className={styles.back}>
        <ReadingArrow back /> <FormattedMessage id="job.back" />
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>
        <FormattedMessage
          id="careers.meta"
          values={{ team: t(`job.${job.id}.team`), location: t('job.location.cairo'), type: t('job.type.fullTime') }}
        />
      </p>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage id="job.about" />
      </h2>
      <p className={styles.body}>{t(`job.${job.id}.summary`)}</p>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage id="job.responsibilities" />
      </h2>
      <ul className={styles.bullets}>
        {range(job.responsibilities).map((i) => (
          <li key={i}>{t(`job.${job.id}.resp.${i}`)}</li>
        ))}
      </ul>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage id="job.requirements" />
      </h2>
      <ul className={styles.bullets}>
        {range(job.requirements).map((i) => (
          <li key={i}>{t(`job.${job.id}.req.${i}`)}</li>
        ))}
      </ul>
      <div className={styles.applyBox}>
        <a href={mailto} className={styles.primary}>
          <FormattedMessage id="job.apply" />
        </a>
        <p className={styles.note}>
          <FormattedMessage id="job.applyHint" />
        </p>
      </div>
    </article>
  );
}

function JobContent() {
  const { jobId } = useParams();
  const job = findJob(jobId);
  if (!job) {
    return (
      <div className={styles.page}>
        <section className={styles.notFound}>
          <h1 className={styles.title}>
            <FormattedMessage id="job.notFound.title" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="job.notFound.body" />
          </p>
          <Link to="/careers" className={styles.primary}>
            <FormattedMessage id="job.back" />
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <JobDescription job={job} />
    </div>
  );
}

/** /jobdesc/{jobId}: the role's description and how to apply; an unknown id says so. */
export default function JobPage() {
  return (
    <RemoteIntl>
      <JobContent />
    </RemoteIntl>
  );
}
