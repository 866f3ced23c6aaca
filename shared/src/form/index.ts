// The form primitives of @manzil/shared, re-exported by its index.
export { Form, useZodForm } from './form';
export type { FormProps } from './form';
export { FormField } from './form-field';
export type { FormControlProps, FormFieldProps } from './form-field';
export { FormTextField } from './form-text-field';
export type { FormTextFieldProps } from './form-text-field';
export { FormPasswordField } from './form-password-field';
export type { FormPasswordFieldProps } from './form-password-field';
export { FormFailure } from './form-failure';
export type { FormFailureProps } from './form-failure';
export { useFieldError } from './use-field-error';
export { AuthCard, authCardClasses } from './auth-card';
export type { AuthCardProps } from './auth-card';
export { CredentialsForm } from './credentials-form';
export type { CredentialsFormProps, CredentialsFormText } from './credentials-form';
export { isEmptyValue, messageIdFor } from './field-messages';
export type { FieldMessage, FieldMessages } from './field-messages';
