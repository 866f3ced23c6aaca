import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog, resetPasswordWithToken, sendPasswordResetCode, verifyPasswordResetCode } from '@manzil/shared';
import { PASSWORD_MIN_LENGTH } from '@manzil/shared/contract';
import { failureText } from '../password/password-messages';
import { ForgotPasswordFields } from './forgot-password-fields';
import styles from '../account/forms.module.css';

export type ForgotStep = 'email' | 'otp' | 'reset' | 'done';

/** Props of ForgotPasswordDialog. */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills step 1 (the signed-in shopper's e-mail). */
  initialEmail?: string;
  /** Called when the code has been sent (the password form then shows 'Reset Link Sent'). */
  onCodeSent?: () => void;
  /** Called after the password was reset (every session ended). */
  onReset?: () => void;
}

const TITLES: Record<ForgotStep, string> = {
  email: 'forgot.title.email',
  otp: 'forgot.title.otp',
  reset: 'forgot.title.reset',
  done: 'forgot.title.done',
};

/**
 * SPEC §2 "Forgot-password dialog" (modal, three steps; §4 transitions, §5 checks, §8 errors):
 * e-mail → send-otp ('Sending...'), code → verify-otp ('Verifying...', keeps the resetToken),
 * new password → reset-password with the token ('Resetting...'). Beyond SPEC, step 3 checks that
 * both passwords match and have 8 characters or more. The server's message shows in red above
 * the fields.
 */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail = '', onCodeSent, onReset }: ForgotPasswordDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [step, setStep] = useState<ForgotStep>('email');
  const [values, setValues] = useState({ email: initialEmail, otp: '', newPassword: '', confirmPassword: '' });
  const [resetToken, setResetToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const change = (name: keyof typeof values, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const close = () => {
    onOpenChange(false);
    setStep('email');
    setValues({ email: initialEmail, otp: '', newPassword: '', confirmPassword: '' });
    setResetToken('');
    setError('');
    setBusy(false);
  };

  const run = async (work: () => Promise<void>, fallbackId: string) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (caught) {
      const text = failureText(caught, fallbackId, 'forgot.error');
      setError('text' in text ? text.text : t(text.id));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portaled but React bubbles through portals: keep the submit from reaching
    // the form it was opened from (the login form, the password form).
    event.stopPropagation();
    if (busy) return;
    const email = values.email.trim();
    if (step === 'email') {
      if (!email) return setError(t('forgot.emailRequired'));
      void run(async () => {
        await sendPasswordResetCode(email);
        setStep('otp');
        onCodeSent?.();
      }, 'forgot.sendFailed');
    } else if (step === 'otp') {
      if (!values.otp.trim()) return setError(t('forgot.otpRequired'));
      void run(async () => {
        const { resetToken: token } = await verifyPasswordResetCode(email, values.otp.trim());
        setResetToken(token);
        setStep('reset');
      }, 'forgot.invalidOtp');
    } else if (step === 'reset') {
      if (values.newPassword.length < PASSWORD_MIN_LENGTH) return setError(t('forgot.tooShort'));
      if (values.newPassword !== values.confirmPassword) return setError(t('forgot.mismatch'));
      void run(async () => {
        await resetPasswordWithToken(email, values.newPassword, resetToken);
        setStep('done');
        setValues((v) => ({ ...v, otp: '', newPassword: '', confirmPassword: '' }));
        onReset?.();
      }, 'forgot.resetFailed');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t(TITLES[step])}
      description={step === 'done' ? t('forgot.doneMessage') : undefined}
      closeLabel={t('dialog.close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        <ForgotPasswordFields step={step} values={values} onChange={change} />
        <div className={styles.actions}>
          {step !== 'done' ? (
            <button type="submit" className={styles.primary} disabled={busy}>
              <FormattedMessage id={`forgot.${busyLabel(step, busy)}`} />
            </button>
          ) : null}
          <button type="button" className={styles.secondary} onClick={close}>
            <FormattedMessage id={step === 'done' ? 'dialog.close' : 'forgot.cancel'} />
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The submit button's texts, idle and busy per step; each names its text `forgot.<label>`. */
export const SUBMIT_LABELS = ['send', 'sending', 'verify', 'verifying', 'reset', 'resetting'] as const;

function busyLabel(step: ForgotStep, busy: boolean): (typeof SUBMIT_LABELS)[number] {
  if (step === 'email') return busy ? 'sending' : 'send';
  if (step === 'otp') return busy ? 'verifying' : 'verify';
  return busy ? 'resetting' : 'reset';
}
