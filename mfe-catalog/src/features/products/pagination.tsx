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

/**
 * Page links of a listing; SPEC §2: shown only when there is more than one page. Real links
 * (`hrefFor`: the listing's address of a page, `?page=2`…) that crawlers follow and a person can
 * open in a new tab; a plain click stays in the page (`onChange`).
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  hrefFor?: (page: number) => string;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  if (hrefFor) return <PageLinks page={page} pageCount={pageCount} onChange={onChange} hrefFor={hrefFor} />;
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

/** A plain left click: the page changes in place; any other (new tab, modifier keys) follows the link. */
const plainClick = (event: React.MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function PageLinks({
  page,
  pageCount,
  onChange,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  hrefFor: (page: number) => string;
}) {
  const intl = useIntl();
  const go = (target: number) => (event: React.MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (target !== page) onChange(target);
  };
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      {page > 1 ? (
        <a className={styles.step} href={hrefFor(page - 1)} rel="prev" onClick={go(page - 1)}>
          <span aria-hidden="true">‹</span> <FormattedMessage id="pagination.previous" />
        </a>
      ) : (
        <span className={styles.step} aria-disabled="true">
          <span aria-hidden="true">‹</span> <FormattedMessage id="pagination.previous" />
        </span>
      )}
      <ul className={styles.pages}>
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={styles.page}
                href={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item })}
                onClick={go(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <a className={styles.step} href={hrefFor(page + 1)} rel="next" onClick={go(page + 1)}>
          <FormattedMessage id="pagination.next" /> <span aria-hidden="true">›</span>
        </a>
      ) : (
        <span className={styles.step} aria-disabled="true">
          <FormattedMessage id="pagination.next" /> <span aria-hidden="true">›</span>
        </span>
      )}
    </nav>
  );
}
