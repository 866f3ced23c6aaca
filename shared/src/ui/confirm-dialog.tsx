import type { ReactNode } from 'react';
import { DialogLoading, useDialogViews } from './lazy-dialogs';

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

/**
 * A confirmation (Radix AlertDialog): Cancel and Confirm, Escape cancels. Radix loads when it
 * first opens (lazy-dialogs.tsx).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const views = useDialogViews(props.open);
  if (views) return <views.RadixConfirmDialogView {...props} />;
  return props.open ? <DialogLoading title={props.title} onDismiss={props.onCancel} /> : null;
}
