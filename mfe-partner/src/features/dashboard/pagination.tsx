import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styles from './dashboard.module.css';

/** Previous / Next links that set `?page=`; shown only when there is more than one page. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => (n <= 1 ? pathname : `${pathname}?page=${n}`);
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={styles.pageLink} rel="prev">
          ← <FormattedMessage id="pagination.previous" />
        </Link>
      ) : (
        <span className={`${styles.pageLink} ${styles.disabled}`} aria-disabled="true">
          ← <FormattedMessage id="pagination.previous" />
        </span>
      )}
      <span className={styles.pageStatus} aria-live="polite">
        <FormattedMessage id="pagination.status" values={{ page, pageCount }} />
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={styles.pageLink} rel="next">
          <FormattedMessage id="pagination.next" /> →
        </Link>
      ) : (
        <span className={`${styles.pageLink} ${styles.disabled}`} aria-disabled="true">
          <FormattedMessage id="pagination.next" /> →
        </span>
      )}
    </nav>
  );
}
