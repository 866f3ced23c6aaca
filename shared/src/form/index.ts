// @manzil/shared/form: the form set (react-hook-form + the zod resolver), a subpath entry shared
// as its own federation singleton, so that react-hook-form and zod load with the first form and
// not with every page. Its modules import the core through the package name
// ('@manzil/shared'), never by a relative path, so the core is not bundled into it a second time.
export { Form, useZodForm } from './form';
export type { FormProps } from './form';
export { FormField } from './form-field';
export type { FormControlProps, FormFieldProps } from './form-field';
export { FormTextField } from './form-text-field';
export type { FormTextFieldProps } from './form-text-field';
export { FormPasswordField } from './form-password-field';
export type { FormPasswordFieldProps } from './form-password-field';
export { PasswordStrength, PASSWORD_STRENGTH_MESSAGE_IDS } from './password-strength';
export type { PasswordStrengthProps } from './password-strength';
export { CardFields, CARD_FIELDS_MESSAGE_IDS } from './card-fields';
export { FORM_MESSAGE_IDS } from './message-ids';
export type { CardFieldsProps } from './card-fields';
export { FormFailure } from './form-failure';
export type { FormFailureProps } from './form-failure';
export { useFieldError } from './use-field-error';
export { AuthCard, authCardClasses } from './auth-card';
export type { AuthCardProps } from './auth-card';
export { CredentialsForm } from './credentials-form';
export type { CredentialsFormProps, CredentialsFormText } from './credentials-form';
export { isEmptyValue, messageIdFor } from './field-messages';
export type { FieldMessage, FieldMessages } from './field-messages';
