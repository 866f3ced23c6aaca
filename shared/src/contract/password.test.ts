import {
  adminPasswordInputSchema,
  changePasswordBody,
  changePasswordFormSchema,
  newPasswordSchema,
  passwordRules,
  passwordRulesSchema,
  resetPasswordBody,
  resetPasswordFormSchema,
  PASSWORD_TOO_SHORT,
} from './index.ts';

describe('the password rules', () => {
  it("reads SPEC §5's four rules from the one schema", () => {
    expect(passwordRules('')).toEqual({ minLength: false, lowercase: false, uppercase: false, numberOrSymbol: false });
    expect(passwordRules('abcdefgh')).toEqual({ minLength: true, lowercase: true, uppercase: false, numberOrSymbol: false });
    expect(passwordRules('ABCDEFG1')).toEqual({ minLength: true, lowercase: false, uppercase: true, numberOrSymbol: true });
    expect(passwordRules('Ab&')).toEqual({ minLength: false, lowercase: true, uppercase: true, numberOrSymbol: true });
    // Only the symbols SPEC names count: '-' and '_' do not.
    expect(passwordRules('Abcdefg-_').numberOrSymbol).toBe(false);
    expect(passwordRules('Abcdefg*').numberOrSymbol).toBe(true);
  });

  it('reads the same rules as the schema (passwordRules is zod-free, for the first visit)', () => {
    for (const password of ['', 'abcdefgh', 'ABCDEFG1', 'Ab&', 'Abcdefg-_', 'Abcdefg*', 'short1A', 'Ünïcödé!', 'x'.repeat(8)]) {
      const result = passwordRulesSchema.safeParse(password);
      const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
      expect(passwordRules(password)).toEqual({
        minLength: !failed.has('minLength'),
        lowercase: !failed.has('lowercase'),
        uppercase: !failed.has('uppercase'),
        numberOrSymbol: !failed.has('numberOrSymbol'),
      });
    }
  });

  it('enforces only the length rule on a new password, with the API sentence, in every call that takes one', () => {
    expect(newPasswordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(newPasswordSchema.safeParse('Ab1!xyz').error?.issues[0]?.message).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordSchema.safeParse('a'.repeat(201)).success).toBe(false);
    expect(changePasswordBody.safeParse({ currentPassword: 'x', newPassword: 'short' }).success).toBe(false);
    expect(resetPasswordBody.safeParse({ email: 'a@b.eg', newPassword: 'short' }).success).toBe(false);
    expect(adminPasswordInputSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }).success).toBe(false);
    expect(adminPasswordInputSchema.safeParse({ currentPassword: 'x', newPassword: 'longenough' }).success).toBe(true);
  });

  it('compares the trimmed values of the password change form and sends the new password trimmed', () => {
    const form = (newPassword: string, retypePassword: string, currentPassword = 'Sunflower#88') =>
      changePasswordFormSchema.safeParse({ currentPassword, newPassword, retypePassword });
    expect(form(' Jasmine#2026 ', 'Jasmine#2026').data).toEqual({ currentPassword: 'Sunflower#88', newPassword: 'Jasmine#2026' });
    const mismatch = form('Jasmine#2026', 'Jasmine#2027');
    expect(mismatch.error?.issues).toEqual([expect.objectContaining({ path: ['retypePassword'], message: 'Passwords do not match.' })]);
    // SPEC §5: the rules are shown, not enforced, by the form (the server answers the length).
    expect(form('abc', 'abc').success).toBe(true);
    expect(form('abc', 'abc', '').error?.issues.map((issue) => issue.path)).toEqual([['currentPassword']]);
  });

  it('checks step 3 of the forgot-password dialog: 8 characters and the same password twice', () => {
    const step3 = (newPassword: string, confirmPassword: string) =>
      resetPasswordFormSchema.safeParse({ newPassword, confirmPassword }).error?.issues.map((issue) => issue.path[0]);
    expect(step3('Jasmine#2026', 'Jasmine#2026')).toBeUndefined();
    expect(step3('Short1', 'Short1')).toEqual(['newPassword']);
    expect(step3('Jasmine#2026', 'Jasmine#2027')).toEqual(['confirmPassword']);
  });
});
