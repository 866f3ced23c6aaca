import { FormattedMessage, useIntl } from 'react-intl';
import styles from './pagination.module.css';

/** The page numbers to show: first, last, and the current one with its neighbours; 'gap' between runs. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) items.push(p - sorted[i - 1]! === 2 ? p - 1 : 'gap');
    items.push(p);
  });
  return items;
}

/** Page links of a listing; SPEC §2: shown only when there is more than one page. */
export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span> <FormattedMessage id="pagination.previous" />
      </button>
      <ul className={styles.pages}>
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item })}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        <FormattedMessage id="pagination.next" /> <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
