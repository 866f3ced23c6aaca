// The Radix halves of @manzil/shared's dialogs (Dialog, ConfirmDialog, SidePanel). Nothing imports
// this file statically: lazy-dialogs.tsx loads it when a dialog first opens, so Radix
// Dialog and AlertDialog are in no first visit.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';
import type { DialogProps } from './dialog';
import type { SidePanelProps } from './side-panel';
import panelStyles from './side-panel.module.css';
import styles from './ui.module.css';

/** Dialog's open state (Radix Dialog): focus trapped, Escape and the close button close it. */
export function RadixDialogView({ open, onOpenChange, title, description, closeLabel, width, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
          aria-describedby={undefined}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          {children}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** ConfirmDialog's open state (Radix AlertDialog): Cancel and Confirm, Escape cancels. */
export function RadixConfirmDialogView({ open, title, message, cancelLabel, confirmLabel, onCancel, onConfirm, busy }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{message}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={`${styles.button} ${styles.secondary}`}>{cancelLabel}</AlertDialog.Cancel>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** SidePanel's open state (Radix Dialog: focus trapped, page scroll locked). */
export function RadixSidePanelView({ open, onClose, title, closeLabel, footer, children }: SidePanelProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={panelStyles.overlay} />
        <RadixDialog.Content className={panelStyles.sheet} aria-describedby={undefined}>
          <header className={panelStyles.header}>
            <RadixDialog.Title className={panelStyles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={panelStyles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          {children}
          {footer ? <footer className={panelStyles.footer}>{footer}</footer> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
