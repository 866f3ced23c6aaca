import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import styles from './filter-drawer.module.css';

/**
 * The open filter drawer (SPEC §2): the filter panel in a Radix dialog that slides in from the
 * inline-start edge, with 'Show n results' and a close button. Loaded with the first opening
 * (filter-panel-loader.ts); its opener is FilterDrawer's button, which gets the focus back.
 */
export function FilterDrawerDialog({
  open,
  onOpenChange,
  opener,
  resultCount,
  panel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
  resultCount: number | null;
  panel: FilterPanelProps;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns the focus to its own Trigger; the opener here is a plain button.
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className={styles.body}>
            <FilterPanel {...panel} inDrawer renderHeading={(text) => <Dialog.Title className={styles.title}>{text}</Dialog.Title>} />
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
