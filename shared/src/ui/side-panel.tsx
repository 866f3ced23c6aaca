import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './side-panel.module.css';

/** Props of SidePanel. Texts come from the caller's react-intl messages. */
export interface SidePanelProps {
  open: boolean;
  /** Called by the close button, Escape and a click on the overlay. */
  onClose: () => void;
  /** The panel's title; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Pinned below the scrolling body (totals, main action). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A side sheet at the inline end of the page (Radix Dialog: focus trapped, page scroll locked),
 * as the header's cart popup and favorites panel use (SPEC §2). Slides in from the right, or
 * from the left in a right-to-left layout; still when the shopper prefers reduced motion.
 */
export function SidePanel({ open, onClose, title, closeLabel, footer, children }: SidePanelProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.sheet} aria-describedby={undefined}>
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          {children}
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
