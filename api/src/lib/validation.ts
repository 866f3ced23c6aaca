/**
 * Zod building blocks for requests, and readable messages for every schema failure. A message
 * that is a whole sentence (ends with '.') reaches the client as it is; any other is prefixed
 * with the field's name ("page: must be a whole number of 1 or more").
 */
import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;

z.config({
  customError(issue) {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'is required';
        return `must be ${article(issue.expected === 'array' ? 'list' : String(issue.expected))}`;
      case 'too_small':
        if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
        if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
        return issue.inclusive ? `must be ${issue.minimum} or more` : `must be more than ${issue.minimum}`;
      case 'too_big':
        if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
        if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
        return issue.inclusive ? `must be ${issue.maximum} or less` : `must be less than ${issue.maximum}`;
      case 'invalid_format':
        return issue.format === 'email' ? 'must be a valid e-mail address' : 'is not in the expected format';
      case 'invalid_value':
        return `must be one of: ${issue.values.map(String).join(', ')}`;
      case 'unrecognized_keys':
        return `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      default:
        return undefined;
    }
  },
});

function article(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** A record id in a path or query: a positive whole number, sent as a string. */
export const idParam = (what = 'id') =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, { error: `must be ${article(what)} id (a whole number of 1 or more)` })
    .refine((value) => Number(value) <= MAX_INT4, { error: `must be ${article(what)} id (a whole number of 1 or more)` })
    .describe(`${what} id, a positive whole number`);

/** A whole number in a query string, e.g. `page`. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number of ${min} or more`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: `must be ${max} or less` });
}

/** An amount of EGP in a query string. */
export const egpAmount = z.coerce
  .number({ error: 'must be an amount in EGP (a number of 0 or more)' })
  .min(0, { error: 'must be an amount in EGP (a number of 0 or more)' })
  .max(100_000_000, { error: 'must be 100000000 or less' });

/** `true`/`false` (or 1/0) in a query string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * A list in a query string: comma-separated (`colors=Red,Blue`) or repeated
 * (`colors=Red&colors=Blue`). At most 50 values of at most 100 characters.
 */
export const queryList = z
  .union([z.string(), z.array(z.string())], { error: 'must be a comma-separated list' })
  .transform((value) =>
    [...new Set((Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))],
  )
  .pipe(z.array(z.string().max(100, { error: 'values must be at most 100 characters' })).max(50, { error: 'must have at most 50 values' }));

/** An e-mail address in a body: trimmed and lower-cased. */
export const emailField = (message = 'must be a valid e-mail address', missing = 'is required') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : message) })
    .trim()
    .toLowerCase()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));
