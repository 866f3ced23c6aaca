/**
 * The password rules (SPEC §5 "Password change strength rules", §9 minimum length), written once:
 * the forms show them live (the strength meter), the API enforces the length rule of the same
 * schema on every new password and refuses the most common passwords besides
 * (`api/src/lib/password-policy.ts`).
 */
import { z } from 'zod';

/** SPEC §9: password minimum length 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password any call accepts (a bound for the hashing work, not a rule people meet). */
export const PASSWORD_MAX_LENGTH = 200;

/** SPEC §5's four rules, in the order the forms list them. */
export const PASSWORD_RULES = ['minLength', 'lowercase', 'uppercase', 'numberOrSymbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
/** Each of SPEC §5's rules, true when met. */
export type PasswordRules = Record<PasswordRule, boolean>;

/**
 * SPEC §5's rules as one schema: at least 8 characters; a lowercase letter; an uppercase letter;
 * a number or one of !@#$%^&*. Every failed rule is one issue whose message is the rule's name
 * (`minLength`…), so `passwordRules` reads which are met. SPEC §5 shows the rules and does not
 * enforce them: only `minLength` is enforced (`newPasswordSchema`, the API's policy).
 */
export const passwordRulesSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'minLength' })
  .regex(/[a-z]/, { error: 'lowercase' })
  .regex(/[A-Z]/, { error: 'uppercase' })
  .regex(/[0-9!@#$%^&*]/, { error: 'numberOrSymbol' });

/** Which of SPEC §5's rules `password` meets, by `passwordRulesSchema`. */
export function passwordRules(password: string): PasswordRules {
  const result = passwordRulesSchema.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return {
    minLength: !failed.has('minLength'),
    lowercase: !failed.has('lowercase'),
    uppercase: !failed.has('uppercase'),
    numberOrSymbol: !failed.has('numberOrSymbol'),
  };
}

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
