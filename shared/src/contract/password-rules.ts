/**
 * The password rules that need no schema (SPEC §5 strength rules, §9 minimum length): the
 * lengths, the rules and which of them a password meets. Free of zod on purpose:
 * @manzil/shared's index (its strength meter, in every first visit) reads these; the schemas of
 * password.ts are built on them.
 */
/** SPEC §9: password minimum length 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password any call accepts (a bound for the hashing work, not a rule people meet). */
export const PASSWORD_MAX_LENGTH = 200;

/** SPEC §5's four rules, in the order the forms list them. */
export const PASSWORD_RULES = ['minLength', 'lowercase', 'uppercase', 'numberOrSymbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
/** Each of SPEC §5's rules, true when met. */
export type PasswordRules = Record<PasswordRule, boolean>;

/** SPEC §5's character rules (minLength is the length): each a pattern the password must contain. */
export const PASSWORD_RULE_PATTERNS = {
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
  numberOrSymbol: /[0-9!@#$%^&*]/,
} as const satisfies Record<Exclude<PasswordRule, 'minLength'>, RegExp>;

/**
 * Which of SPEC §5's rules `password` meets: the same rules `passwordRulesSchema` (password.ts)
 * checks, from the same length and patterns, without zod (the strength meter reads it).
 */
export function passwordRules(password: string): PasswordRules {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: PASSWORD_RULE_PATTERNS.lowercase.test(password),
    uppercase: PASSWORD_RULE_PATTERNS.uppercase.test(password),
    numberOrSymbol: PASSWORD_RULE_PATTERNS.numberOrSymbol.test(password),
  };
}
