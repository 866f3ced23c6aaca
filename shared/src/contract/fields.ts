/**
 * Zod building blocks of the contract's request schemas: ids, amounts in EGP, query lists,
 * e-mail addresses, one-line text and phone numbers. The API words every failure for a person
 * (its error map in api/src/lib/validation.ts adds the field's name); forms pick the message
 * id to show per field (shared/src/form).
 */
import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;

function article(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** A record id in a path or query: a positive whole number (at most 2147483647), sent as a string. */
export const idParam = (what = 'id') =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, { error: `must be ${article(what)} id (a whole number of 1 or more)` })
    .refine((value) => Number(value) <= MAX_INT4, { error: `must be ${article(what)} id (a whole number of 1 or more)` })
    .describe(`${what} id, a positive whole number`);

/** An id sent in a JSON body: the string form of idParam, or a positive whole number (→ string). */
export const idValue = (what: string) =>
  z.union([idParam(what), z.number().int().positive().max(MAX_INT4).transform(String)], {
    error: `must be ${article(what)} id`,
  });

/** A whole number from min to max in a query string, e.g. `page`. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number of ${min} or more`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: `must be ${max} or less` });
}

/** An amount of EGP in a query string, 0 to 100000000. */
export const egpAmount = z.coerce
  .number({ error: 'must be an amount in EGP (a number of 0 or more)' })
  .min(0, { error: 'must be an amount in EGP (a number of 0 or more)' })
  .max(100_000_000, { error: 'must be 100000000 or less' });

/** `true`/`false` (or 1/0) in a query string, as a boolean. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * A list in a query string: comma-separated (`colors=Red,Blue`) or repeated
 * (`colors=Red&colors=Blue`); at most 50 distinct values of at most 100 characters.
 */
export const queryList = z
  .union([z.string(), z.array(z.string())], { error: 'must be a comma-separated list' })
  .transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(100, { error: 'values must be at most 100 characters' })).max(50, { error: 'must have at most 50 values' }));

/** An e-mail address in a body: trimmed, lower-cased, at most 254 characters. */
export const emailField = (message = 'must be a valid e-mail address', missing = 'is required') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : message) })
    .trim()
    .toLowerCase()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));

/** Control characters (line breaks included) are refused in one-line fields. */
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** A required one-line text field, trimmed, 1..max characters. */
export const lineText = (max: number) => z.string().trim().min(1).max(max).regex(ONE_LINE, { error: 'must be a single line of text' });

/** An optional one-line text field, trimmed; an empty string counts as absent. */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(ONE_LINE, { error: 'must be a single line of text' })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * A phone number: digits, spaces, dashes, brackets and one leading +, with 8 to 15 digits
 * (E.164 allows at most 15; an Egyptian mobile has 11, a Cairo landline 10 with its 0). The
 * client and the server apply this one rule, so a number the form takes is never refused.
 */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, { error: 'must be a phone number (digits, spaces, dashes, an optional leading +)' })
  .refine((value) => /^\d{8,15}$/.test(value.replace(/\D/g, '')), { error: 'must be a phone number of 8 to 15 digits' });
