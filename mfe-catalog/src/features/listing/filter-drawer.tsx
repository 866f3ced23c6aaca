import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './filter-drawer.module.css';

/**
 * SPEC §2: up to 768 px wide the filter panel hides behind 'Show Filters', which opens a drawer
 * from the inline-start edge (left in English) with a close button.
 */
export function FilterDrawer({
  activeCount,
  resultCount,
  children,
}: {
  activeCount: number;
  resultCount: number | null;
  children: (renderHeading: (text: ReactNode) => ReactNode) => ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.trigger}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <FormattedMessage id="filters.show" />
        {activeCount > 0 ? <span className={styles.count}>{activeCount}</span> : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.body}>
            {children((text) => (
              <Dialog.Title className={styles.title}>{text}</Dialog.Title>
            ))}
          </div>
          <div className={styles.footer}>
            <Dialog.Close className={styles.done}>
              {resultCount === null ? (
                <FormattedMessage id="filters.done" />
              ) : (
                <FormattedMessage id="filters.showResults" values={{ count: resultCount }} />
              )}
            </Dialog.Close>
          </div>
          <Dialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'filters.close' })}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
