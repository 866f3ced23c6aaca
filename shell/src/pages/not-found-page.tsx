import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import styles from './pages.module.css';

/** Shown for a path no app owns. */
export function NotFoundPage() {
  return (
    <section className={styles.notice} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link className={styles.cta} to="/home">
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
