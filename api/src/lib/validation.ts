/**
 * Readable messages for every schema failure of the API (the schemas themselves live in
 * @manzil/shared/contract), from the API's catalogue (src/i18n/messages.ts, `validation.*`). Zod
 * words a failure in English; the error handler names the field ("page: must be a whole number
 * of 1 or more") and, in Arabic, writes the same template's Arabic (`validationTextAr`).
 */
import { z } from 'zod';
import { messageText, msg } from '../i18n/translate.ts';

const english = (...args: Parameters<typeof msg>) => messageText(msg(...args), 'en');

const TYPES: Record<string, Parameters<typeof msg>[0]> = {
  string: 'validation.type_string',
  number: 'validation.type_number',
  boolean: 'validation.type_boolean',
  array: 'validation.type_list',
  object: 'validation.type_object',
};

z.config({
  customError(issue) {
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined) return english('validation.required');
        const expected = String(issue.expected);
        const known = TYPES[expected];
        return known ? english(known) : english('validation.type_other', { article: article(expected), type: expected });
      }
      case 'too_small':
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1
            ? english('validation.not_empty')
            : english('validation.min_chars', { minimum: String(issue.minimum) });
        if (issue.origin === 'array') return english('validation.min_items', { minimum: String(issue.minimum) });
        return english(issue.inclusive ? 'validation.min' : 'validation.more_than', { minimum: String(issue.minimum) });
      case 'too_big':
        if (issue.origin === 'string') return english('validation.max_chars', { maximum: String(issue.maximum) });
        if (issue.origin === 'array') return english('validation.max_items', { maximum: String(issue.maximum) });
        return english(issue.inclusive ? 'validation.max' : 'validation.less_than', { maximum: String(issue.maximum) });
      case 'invalid_format':
        return english(issue.format === 'email' ? 'validation.email' : 'validation.format');
      case 'invalid_value':
        return english('validation.one_of', { values: issue.values.map(String).join(', ') });
      case 'unrecognized_keys':
        return english(issue.keys.length > 1 ? 'validation.unknown_fields' : 'validation.unknown_field', { keys: issue.keys.join(', ') });
      default:
        return undefined;
    }
  },
});

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
