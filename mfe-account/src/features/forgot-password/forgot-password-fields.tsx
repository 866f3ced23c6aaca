import { useIntl } from 'react-intl';
import { PasswordField, TextField } from '@manzil/shared';
import type { ForgotStep } from './forgot-password-dialog';

interface Values {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

/** The fields of one step of the forgot-password dialog (SPEC §2: each step's field labels). */
export function ForgotPasswordFields({
  step,
  values,
  onChange,
}: {
  step: ForgotStep;
  values: Values;
  onChange: (name: keyof Values, value: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  // Each step replaces the last one's field inside the modal dialog: focus moves to the new
  // field, or it would fall back to the page behind the dialog (WAI-ARIA dialog pattern).
  /* eslint-disable jsx-a11y/no-autofocus */
  if (step === 'email') {
    return (
      <TextField
        type="email"
        name="email"
        label={t('forgot.email')}
        autoComplete="email"
        required
        autoFocus
        value={values.email}
        onValueChange={(v) => onChange('email', v)}
      />
    );
  }
  if (step === 'otp') {
    return (
      <TextField
        name="otp"
        label={t('forgot.otp')}
        hint={t('forgot.otpHint', { email: values.email.trim() })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        autoFocus
        value={values.otp}
        onValueChange={(v) => onChange('otp', v.replace(/\D/g, ''))}
      />
    );
  }
  if (step === 'reset') {
    const toggle = { showText: t('forgot.show'), hideText: t('forgot.hide') };
    return (
      <>
        <PasswordField
          {...toggle}
          toggleLabel={t('forgot.showNew')}
          name="newPassword"
          label={t('forgot.newPassword')}
          hint={t('forgot.passwordHint')}
          autoComplete="new-password"
          required
          autoFocus
          value={values.newPassword}
          onValueChange={(v) => onChange('newPassword', v)}
        />
        <PasswordField
          {...toggle}
          toggleLabel={t('forgot.showConfirm')}
          name="confirmPassword"
          label={t('forgot.confirmPassword')}
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onValueChange={(v) => onChange('confirmPassword', v)}
        />
      </>
    );
  }
  return null;
}
