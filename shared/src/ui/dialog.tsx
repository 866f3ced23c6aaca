import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import styles from './ui.module.css';

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

/** A modal dialog (Radix Dialog): focus trapped, Escape and the close button close it. */
export function Dialog({ open, onOpenChange, title, description, closeLabel, width, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
          aria-describedby={description ? undefined : undefined}
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
