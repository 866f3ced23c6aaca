import { useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** The trail from Home to the current page; the last crumb is the page itself (not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  const all: Crumb[] = [{ label: intl.formatMessage({ id: 'breadcrumbs.home' }), to: '/home' }, ...items];
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })} className={styles.nav}>
      <ol className={styles.list}>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className={styles.item}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
