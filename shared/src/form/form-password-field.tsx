import { useController, useFormContext } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from '../ui/password-field';
import { useFieldError } from './use-field-error';

/** Props of FormPasswordField: those of PasswordField, less what the form provides. */
export interface FormPasswordFieldProps extends Omit<PasswordFieldProps, 'value' | 'onValueChange' | 'error' | 'name'> {
  /** The field's path in the form's schema. */
  name: string;
}

/** A PasswordField (show/hide toggle) bound to field `name` of the enclosing `Form`. */
export function FormPasswordField({ name, ...props }: FormPasswordFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  return (
    <PasswordField
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
