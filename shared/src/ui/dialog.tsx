import type { ReactNode } from 'react';
import { DialogLoading, useDialogViews } from './lazy-dialogs';

/** Props of Dialog. Texts come from the caller's react-intl messages. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button (the caller's own text). */
  closeLabel: string;
  /** Width in px (SPEC: the address form is 500). */
  width?: number;
  children?: ReactNode;
}

/**
 * A modal dialog (Radix Dialog): focus trapped, Escape and the close button close it. Radix loads
 * when it first opens (lazy-dialogs.tsx).
 */
export function Dialog(props: DialogProps) {
  const views = useDialogViews(props.open);
  if (views) return <views.RadixDialogView {...props} />;
  return props.open ? <DialogLoading title={props.title} onDismiss={() => props.onOpenChange(false)} /> : null;
}
