import type { ReactNode } from 'react';
import { DialogLoading, useDialogViews } from './lazy-dialogs';

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
 * Radix loads when it first opens (lazy-dialogs.tsx).
 */
export function SidePanel(props: SidePanelProps) {
  const views = useDialogViews(props.open);
  if (views) return <views.RadixSidePanelView {...props} />;
  return props.open ? <DialogLoading title={props.title} onDismiss={props.onClose} /> : null;
}
