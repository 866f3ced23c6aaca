import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
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
  /** The input element (react-hook-form focuses the first invalid field through it). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby);
 * a required field's label carries a mark that assistive technology does not read twice (the
 * input itself is `required`). Inside a `Form`, use `FormTextField`, which wires it to the form.
 */
export function TextField({ label, value, onValueChange, hint, error, trailing, id, className, ref, 'aria-describedby': describedBy, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={[styles.label, rest.required ? styles.required : ''].filter(Boolean).join(' ')} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          className={[styles.input, error ? styles.invalid : '', trailing ? styles.withTrailing : ''].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
