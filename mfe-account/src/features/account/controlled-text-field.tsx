import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from '@manzil/shared';

/** Props of ControlledTextField: a TextField bound to a react-hook-form field by name. */
export interface ControlledTextFieldProps<T extends FieldValues> extends Omit<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'name'> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** A shared TextField driven by react-hook-form; its error is a react-intl id from the zod schema. */
export function ControlledTextField<T extends FieldValues>({ control, name, ...props }: ControlledTextFieldProps<T>) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={message ? intl.formatMessage({ id: message, defaultMessage: message }) : undefined}
    />
  );
}
