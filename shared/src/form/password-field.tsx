import { useState } from 'react';
import { TextField, type TextFieldProps } from '@manzil/shared/fields';
import styles from '../ui/text-field.module.css';

/** Props of PasswordField: those of TextField, plus the toggle's texts (from the caller's messages). */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Accessible name of the show/hide button, e.g. 'Show password'; without it, no toggle (e.g. SPEC's Current Password). */
  toggleLabel?: string;
  /** The button's visible text while the password is hidden, e.g. 'Show'. */
  showText?: string;
  /** The button's visible text while the password is shown, e.g. 'Hide'. */
  hideText?: string;
}

/**
 * A password input with a show/hide toggle (a real button, aria-pressed, labelled for screen
 * readers) when `toggleLabel` is given. Inside a `Form`, use `FormPasswordField`.
 */
export function PasswordField({ toggleLabel, showText, hideText, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        toggleLabel ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            aria-label={toggleLabel}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? hideText : showText}
          </button>
        ) : undefined
      }
    />
  );
}
