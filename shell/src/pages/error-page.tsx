import { FormattedMessage } from 'react-intl';
import styles from './pages.module.css';

/** The store's fallback error page (SPEC §2: 'Unexpected Application Error!'), with what was thrown. */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error ?? '');
  return (
    <section className={styles.notice} role="alert">
      <h1>
        <FormattedMessage id="error.title" />
      </h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <a className={styles.cta} href="/home">
        <FormattedMessage id="error.home" />
      </a>
    </section>
  );
}
