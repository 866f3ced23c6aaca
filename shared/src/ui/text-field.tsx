import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './field';
import styles from './text-field.module.css';

/** Props of TextField: a native input plus its visible label, hint and error sentence. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown inside the input's end (e.g. a show/hide button). */
  trailing?: ReactNode;
  /** Announces the error sentence as it appears (role="alert"). */
  announceError?: boolean;
  /** The input element (react-hook-form focuses the first invalid field through it). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby);
 * a required field's label carries a mark that assistive technology does not read twice (the
 * input itself is `required`). Inside a `Form`, use `FormTextField`, which wires it to the form.
 */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  trailing,
  announceError,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={rest.required}
      describedBy={describedBy}
      announceError={announceError}
      className={className}
    >
      {(aria) => (
        <div className={styles.control}>
          <input
            ref={ref}
            className={[styles.input, error ? styles.invalid : '', trailing ? styles.withTrailing : ''].filter(Boolean).join(' ')}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            {...aria}
            {...rest}
          />
          {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
        </div>
      )}
    </Field>
  );
}
