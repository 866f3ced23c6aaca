import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './text-field';
import styles from './password-field.module.css';

/** A password input with a show/hide toggle (a real button, labelled for screen readers). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: 'auth.showPassword' })}
          onClick={() => setVisible((v) => !v)}
        >
          {intl.formatMessage({ id: visible ? 'auth.hide' : 'auth.show' })}
        </button>
      }
    />
  );
}
