import { useId, type ReactNode } from 'react';
import styles from './text-field.module.css';

/** What a Field hands its control so the label, hint and error are tied to it. */
export interface FieldControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Props of Field: its label, optional hint and error sentence, and the control it labels. */
export interface FieldProps {
  label: ReactNode;
  /** The control's id; one is made up when absent. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Marks the label (a mark assistive technology does not read: the control says `required`). */
  required?: boolean;
  /** Ids of further descriptions of the control (e.g. a strength meter). */
  describedBy?: string;
  /** Announces the error sentence as it appears (role="alert"), for a form that shows no other alert. */
  announceError?: boolean;
  className?: string;
  /** Renders the control (input, select, textarea…) with the ids and ARIA given. */
  children: (aria: FieldControlAria) => ReactNode;
}

/**
 * One labelled control: the label, the control, a hint and the error sentence, the last two
 * tied to the control with aria-describedby and the error flagged with aria-invalid.
 */
export function Field({ label, id, hint, error, required, describedBy, announceError, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={[styles.label, required ? styles.required : ''].filter(Boolean).join(' ')} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
