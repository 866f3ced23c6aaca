// The form-fields feature's public surface: what other features of this app may import.
export { ArabicFieldGroup } from './fields';
export { ArabicTextField } from './fields';
export { FieldGroup } from './fields';
export { FormFooter } from './form-footer';
export { NumberField } from './fields';
export { SelectField } from './fields';
export { TextareaField } from './fields';
export { useSubmitFailure } from './form-footer';
