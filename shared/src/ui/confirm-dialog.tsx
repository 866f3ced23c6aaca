import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** Props of ConfirmDialog. Every text comes from the caller (SPEC gives each dialog's words). */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Disables Confirm while the confirmed work runs. */
  busy?: boolean;
}

/** A confirmation (Radix AlertDialog): Cancel and Confirm, Escape cancels. */
export function ConfirmDialog({ open, title, message, cancelLabel, confirmLabel, onCancel, onConfirm, busy }: ConfirmDialogProps) {
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
