/**
 * Which message a form shows for a failed field. The contract's schemas word their failures for
 * the API; a form names, per field, the message ids (react-intl) SPEC's texts live under:
 * `required` when the field is empty, `invalid` for any other failure. A plain id covers both.
 * `byMessage` tells apart the rules of a field that has several (a card number: 16 digits, then
 * Luhn): the id per message the schema words, before `invalid`.
 */
export type FieldMessage = string | { required?: string; invalid?: string; byMessage?: Record<string, string> };

/** Message ids per field path (`email`, `shippingAddress.city`). */
export type FieldMessages = Record<string, FieldMessage>;

/** True for what a person would call an empty field: nothing, blank text, an unticked box. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The message id a form gives for `name` failing with `value` (and the schema's `message`), if it gives one. */
export function messageIdFor(messages: FieldMessages | undefined, name: string, value: unknown, message?: string): string | undefined {
  const entry = messages?.[name];
  if (entry === undefined) return undefined;
  if (typeof entry === 'string') return entry;
  if (isEmptyValue(value) && entry.required) return entry.required;
  const byMessage = message === undefined ? undefined : entry.byMessage?.[message];
  return byMessage ?? entry.invalid ?? entry.required;
}
