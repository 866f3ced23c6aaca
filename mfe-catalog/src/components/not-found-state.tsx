import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import styles from './states.module.css';

/** A real not-found state inside the page (unknown id, or a 404/400 from the API), with a way home. */
export function NotFoundState({ titleId }: { titleId: string }) {
  return (
    <section className={styles.state} aria-labelledby="catalog-not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="catalog-not-found" className={styles.title}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="notFound.body" />
      </p>
      <div className={styles.actions}>
        <Link to="/home" className={styles.primary}>
          <FormattedMessage id="notFound.home" />
        </Link>
        <Link to="/ProductsPage" className={styles.secondary}>
          <FormattedMessage id="notFound.browse" />
        </Link>
      </div>
    </section>
  );
}
