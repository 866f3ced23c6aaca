/**
 * The password rules (SPEC §5 "Password change strength rules", §9 minimum length), written once:
 * the forms show them live (the strength meter), the API enforces the length rule of the same
 * schema on every new password and refuses the most common passwords besides
 * (`api/src/lib/password-policy.ts`).
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_PATTERNS } from './password-rules.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_PATTERNS, PASSWORD_RULES, passwordRules } from './password-rules.ts';
export type { PasswordRule, PasswordRules } from './password-rules.ts';

/**
 * SPEC §5's rules as one schema: at least 8 characters; a lowercase letter; an uppercase letter;
 * a number or one of !@#$%^&*. Every failed rule is one issue whose message is the rule's name
 * (`minLength`…), so `passwordRules` reads which are met. SPEC §5 shows the rules and does not
 * enforce them: only `minLength` is enforced (`newPasswordSchema`, the API's policy).
 */
export const passwordRulesSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'minLength' })
  .regex(PASSWORD_RULE_PATTERNS.lowercase, { error: 'lowercase' })
  .regex(PASSWORD_RULE_PATTERNS.uppercase, { error: 'uppercase' })
  .regex(PASSWORD_RULE_PATTERNS.numberOrSymbol, { error: 'numberOrSymbol' });

/** The API's sentence for a new password under the minimum (400, code `password_too_short`). */
export const PASSWORD_TOO_SHORT = `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

/**
 * A new password as the API takes it (change, reset, staff password): `passwordRulesSchema`'s
 * length rule, enforced, at most 200 characters. Its messages are the API's sentences.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, { error: `The new password must be at most ${PASSWORD_MAX_LENGTH} characters.` });
