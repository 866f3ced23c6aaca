/** The contact form's fields, as typed. */
export interface ContactFields {
  name: string;
  email: string;
  orderNumber: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** A deliberately loose e-mail shape: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MESSAGE_MIN = 10;

/**
 * Checks the contact form; returns the message id of the first problem of each field (the
 * server checks again and answers 400 naming the field).
 */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name.trim()) errors.name = 'contact.error.name';
  if (!fields.email.trim()) errors.email = 'contact.error.email';
  else if (!EMAIL.test(fields.email.trim())) errors.email = 'contact.error.emailFormat';
  if (!fields.subject) errors.subject = 'contact.error.subject';
  if (!fields.message.trim()) errors.message = 'contact.error.message';
  else if (fields.message.trim().length < MESSAGE_MIN) errors.message = 'contact.error.messageShort';
  return errors;
}
