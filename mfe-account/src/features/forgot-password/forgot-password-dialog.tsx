import { useMutation } from '@manzil/shared/query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { Dialog, resetPasswordWithToken, sendPasswordResetCode, verifyPasswordResetCode } from '@manzil/shared';
import { Form, FormFailure, FormPasswordField, FormTextField } from '@manzil/shared/form';
import { PASSWORD_MAX_LENGTH, resetPasswordFormSchema, sendOtpBody, type ResetPasswordForm } from '@manzil/shared/contract';
import { formsStyles as styles } from '../account';

/** Props of ForgotPasswordDialog. */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills step 1 (the signed-in shopper's e-mail). */
  initialEmail?: string;
  /** Called when the code has been sent (the password form then shows 'Reset Link Sent'). */
  onCodeSent?: () => void;
  /** Called as the dialog closes after the password was reset (every session has ended). */
  onClosedAfterReset?: () => void;
}

/** The flow's steps, in order; each names the dialog's title `forgot.title.<step>`. */
export const FORGOT_STEPS = ['email', 'otp', 'reset', 'done'] as const satisfies readonly Flow['step'][];

/** Where the flow stands (SPEC §4): the step, the e-mail it is for, and verify-otp's resetToken. */
type Flow =
  | { step: 'email'; email: string }
  | { step: 'otp'; email: string }
  | { step: 'reset'; email: string; resetToken: string }
  | { step: 'done' };

/** Step 2: SPEC §5 asks only for a code; its format is the server's to judge (its message shows). */
const otpForm = z.object({ otp: z.string().trim().min(1) });

const MESSAGES = {
  email: { required: 'forgot.emailRequired', invalid: 'auth.invalid.email' },
  otp: 'forgot.otpRequired',
  newPassword: 'forgot.tooShort',
  confirmPassword: 'forgot.mismatch',
};

/**
 * SPEC §2 "Forgot-password dialog" (modal, three steps; §4 transitions, §5 checks, §8 errors),
 * one `Form` a step on the contract's schemas: e-mail → send-otp ('Sending...'), code →
 * verify-otp ('Verifying...', keeps the resetToken), new password → reset-password with the token
 * ('Resetting...'). Beyond SPEC, step 3 checks that both passwords match and have 8 characters
 * or more (resetPasswordFormSchema). The server's message shows in red above the fields.
 */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail = '', onCodeSent, onClosedAfterReset }: ForgotPasswordDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [flow, setFlow] = useState<Flow>({ step: 'email', email: initialEmail });
  const sendCode = useMutation({
    mutationFn: ({ email }: { email: string }) => sendPasswordResetCode(email),
    onSuccess: (_, { email }) => {
      setFlow({ step: 'otp', email });
      onCodeSent?.();
    },
  });
  const verifyCode = useMutation({
    mutationFn: ({ email, otp }: { email: string; otp: string }) => verifyPasswordResetCode(email, otp),
    onSuccess: ({ resetToken }, { email }) => setFlow({ step: 'reset', email, resetToken }),
  });
  const reset = useMutation({
    mutationFn: ({ email, newPassword, resetToken }: { email: string; newPassword: string; resetToken: string }) =>
      resetPasswordWithToken(email, newPassword, resetToken),
    onSuccess: () => setFlow({ step: 'done' }),
  });
  const calls = [sendCode, verifyCode, reset];

  const close = () => {
    onOpenChange(false);
    if (flow.step === 'done') onClosedAfterReset?.();
    setFlow({ step: 'email', email: initialEmail });
    calls.forEach((call) => call.reset());
  };
  const ignore = () => undefined;

  const actions = (submit: ReactNode) => (
    <div className={styles.actions}>
      {submit}
      <button type="button" className={styles.secondary} onClick={close}>
        <FormattedMessage id={flow.step === 'done' ? 'dialog.close' : 'forgot.cancel'} />
      </button>
    </div>
  );
  const submit = (busy: boolean, idle: string, busyId: string) => (
    <button type="submit" className={styles.primary} disabled={busy}>
      <FormattedMessage id={busy ? busyId : idle} />
    </button>
  );
  const failure = (call: (typeof calls)[number], fallback: string) => (
    <FormFailure error={call.error} network="forgot.error" fallback={fallback} className={styles.alert} />
  );
  // What step 3's two fields share: the show/hide toggle's texts, the autofill hint, the bounds.
  const newField = {
    showText: t('forgot.show'),
    hideText: t('forgot.hide'),
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
    announceError: true,
  };

  // Each step replaces the last one's field inside the modal dialog: focus moves to the new
  // field, or it would fall back to the page behind the dialog (WAI-ARIA dialog pattern).
  /* eslint-disable jsx-a11y/no-autofocus */
  let body: ReactNode;
  if (flow.step === 'email') {
    body = (
      <Form
        key="email"
        schema={sendOtpBody}
        defaultValues={{ email: flow.email }}
        messages={MESSAGES}
        className={styles.form}
        onSubmit={({ email }) => sendCode.mutateAsync({ email }).catch(ignore)}
      >
        {failure(sendCode, 'forgot.sendFailed')}
        <FormTextField name="email" type="email" label={t('forgot.email')} autoComplete="email" required autoFocus announceError />
        {actions(submit(sendCode.isPending, 'forgot.send', 'forgot.sending'))}
      </Form>
    );
  } else if (flow.step === 'otp') {
    const { email } = flow;
    body = (
      <Form
        key="otp"
        schema={otpForm}
        defaultValues={{ otp: '' }}
        messages={MESSAGES}
        className={styles.form}
        onSubmit={({ otp }) => verifyCode.mutateAsync({ email, otp }).catch(ignore)}
      >
        {failure(verifyCode, 'forgot.invalidOtp')}
        <FormTextField
          name="otp"
          label={t('forgot.otp')}
          hint={t('forgot.otpHint', { email })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          format={(value) => value.replace(/\D/g, '')}
          required
          autoFocus
          announceError
        />
        {actions(submit(verifyCode.isPending, 'forgot.verify', 'forgot.verifying'))}
      </Form>
    );
  } else if (flow.step === 'reset') {
    const { email, resetToken } = flow;
    body = (
      <Form
        key="reset"
        schema={resetPasswordFormSchema}
        defaultValues={{ newPassword: '', confirmPassword: '' } satisfies ResetPasswordForm}
        messages={MESSAGES}
        className={styles.form}
        onSubmit={({ newPassword }) => reset.mutateAsync({ email, newPassword, resetToken }).catch(ignore)}
      >
        {failure(reset, 'forgot.resetFailed')}
        <FormPasswordField
          {...newField}
          name="newPassword"
          label={t('forgot.newPassword')}
          toggleLabel={t('forgot.showNew')}
          hint={t('forgot.passwordHint')}
          autoFocus
        />
        <FormPasswordField {...newField} name="confirmPassword" label={t('forgot.confirmPassword')} toggleLabel={t('forgot.showConfirm')} />
        {actions(submit(reset.isPending, 'forgot.reset', 'forgot.resetting'))}
      </Form>
    );
  } else {
    body = <div className={styles.form}>{actions(null)}</div>;
  }
  /* eslint-enable jsx-a11y/no-autofocus */

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t(`forgot.title.${flow.step}`)}
      description={flow.step === 'done' ? t('forgot.doneMessage') : undefined}
      closeLabel={t('dialog.close')}
    >
      {body}
    </Dialog>
  );
}
