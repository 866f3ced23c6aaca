/**
 * Readable messages for every schema failure of the API (the schemas themselves live in
 * @manzil/shared/contract). A message that is a whole sentence (ends with '.') reaches the
 * client as it is; any other is prefixed with the field's name ("page: must be a whole number
 * of 1 or more").
 */
import { z } from 'zod';

z.config({
  customError(issue) {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'is required';
        return `must be ${article(issue.expected === 'array' ? 'list' : String(issue.expected))}`;
      case 'too_small':
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
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
