import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field, type FieldControlAria } from '@manzil/shared/fields';
import { useFieldError } from './use-field-error';

/** What FormField hands its control: the ids and ARIA of Field, the value and handlers of the form. */
export interface FormControlProps extends FieldControlAria {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
  'aria-required': true | undefined;
}

/** Props of FormField. */
export interface FormFieldProps {
  /** The field's path in the form's schema. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Adds the label's required mark and aria-required on the control. */
  required?: boolean;
  /** aria-required without the mark, for labels that already say it (e.g. 'Your name *'). */
  ariaRequired?: boolean;
  className?: string;
  /**
   * Turns the control's text into the form's value (e.g. a number input's text into a number,
   * or null when empty); without it the text itself is the value. A number value is shown as text.
   */
  parse?: (text: string) => unknown;
  /** Renders the control — a select, a textarea, a styled input — with every prop spread on it. */
  children: (control: FormControlProps) => ReactNode;
}

/**
 * Any control bound to field `name` of the enclosing `Form`, inside a Field (label, hint, error
 * sentence, aria-describedby, aria-invalid). For plain text inputs FormTextField is shorter.
 */
export function FormField({ name, label, hint, required, ariaRequired, className, parse, children }: FormFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(aria) =>
        children({
          ...aria,
          name: field.name,
          value: field.value === undefined || field.value === null ? '' : String(field.value as string | number),
          onChange: (event) => field.onChange(parse ? parse(event.target.value) : event.target.value),
          onBlur: field.onBlur,
          ref: field.ref,
          'aria-required': required || ariaRequired ? true : undefined,
        })
      }
    </Field>
  );
}
