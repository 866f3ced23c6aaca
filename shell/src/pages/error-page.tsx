import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from '@manzil/shared/router';
import styles from './pages.module.css';

/** The router's fallback error page (SPEC §2: 'Unexpected Application Error!'). */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
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
