import { useController, useFormContext } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@manzil/shared/fields';
import { useFieldError } from './use-field-error';

/** Props of FormTextField: those of TextField, less what the form provides (value, error). */
export interface FormTextFieldProps extends Omit<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'name'> {
  /** The field's path in the form's schema, e.g. `email` or `shippingAddress.city`. */
  name: string;
  /** Rewrites the typed text before the form keeps it, e.g. a card number grouped by four. */
  format?: (value: string) => string;
  /** Shows the kept value differently, e.g. a stored English country label in the shopper's language (undone by `format`). */
  display?: (value: string) => string;
  /** A sentence to show while typing (e.g. an expiry already past), before the form's own error; undefined for none. */
  liveError?: (value: string) => string | undefined;
}

/**
 * A TextField bound to field `name` of the enclosing `Form`: its value, its error sentence
 * (aria-invalid, aria-describedby) and focus on the first invalid field after a submit.
 */
export function FormTextField({ name, onBlur, format, display, liveError, ...props }: FormTextFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const kept = (field.value as string | undefined) ?? '';
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={display ? display(kept) : kept}
      onValueChange={(value) => field.onChange(format ? format(value) : value)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={liveError?.(kept) ?? error}
    />
  );
}
