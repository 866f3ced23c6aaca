import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { PasswordStrength } from './password-strength';
import { useFieldError } from './use-field-error';

/** Props of FormPasswordField: those of PasswordField, less what the form provides. */
export interface FormPasswordFieldProps extends Omit<PasswordFieldProps, 'value' | 'onValueChange' | 'error' | 'name'> {
  /** The field's path in the form's schema. */
  name: string;
  /**
   * Shows SPEC §5's live rules and strength meter under the field as it is typed (PasswordStrength,
   * tied to the input by aria-describedby). Shown, not enforced: the schema decides what is valid.
   */
  strength?: boolean;
}

/**
 * The one password field of every form (sign-in, sign-up, the account's password change, the
 * forgot-password dialog, the partner and staff password forms): a PasswordField bound to field
 * `name` of the enclosing `Form` — its value, its error sentence, focus on the first invalid
 * field — with the show/hide toggle when `toggleLabel` is given and the strength meter when
 * `strength` is set.
 */
export function FormPasswordField({ name, strength, onBlur, 'aria-describedby': describedBy, ...props }: FormPasswordFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const strengthId = `${useId()}-strength`;
  const value = (field.value as string | undefined) ?? '';
  return (
    <>
      <PasswordField
        {...props}
        ref={field.ref}
        name={field.name}
        value={value}
        onValueChange={field.onChange}
        onBlur={(event) => {
          field.onBlur();
          onBlur?.(event);
        }}
        error={error}
        aria-describedby={[describedBy, strength ? strengthId : undefined].filter(Boolean).join(' ') || undefined}
      />
      {strength ? <PasswordStrength password={value} id={strengthId} /> : null}
    </>
  );
}
