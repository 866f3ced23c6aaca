// @manzil/shared/fields: the labelled field primitives (Field, TextField), a subpath entry apart
// from the index (the index is in every first visit, and no first view shows a field:
// the forms that use them load on demand, most with @manzil/shared/form). It is not a federation
// singleton: the components hold no state, so each app that uses them bundles them with itself.
export { Field } from './field';
export type { FieldControlAria, FieldProps } from './field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
