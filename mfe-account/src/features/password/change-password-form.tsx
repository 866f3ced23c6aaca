import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { changePassword, ConfirmDialog, PasswordField, passwordStrength, sessionStore, TextField } from '@manzil/shared';
import { PasswordStrength } from '../auth/password-strength';
import { NoticeDialog } from '../account/notice-dialog';
import { ForgotPasswordDialog } from '../forgot-password/forgot-password-dialog';
import { failureText } from './password-messages';
import styles from '../account/forms.module.css';

interface Values {
  currentPassword: string;
  newPassword: string;
  retypePassword: string;
}

type Outcome = { kind: 'success' } | { kind: 'error'; text: string } | null;

/** 'valid' (green), 'invalid' (red) or none while the field is empty. */
function border(value: string, valid: boolean): string | undefined {
  if (!value) return undefined;
  return valid ? styles.valid : styles.invalidField;
}

/**
 * SPEC §2 "Password change form": the live rules and meter, 'Update Password' → 'Confirm Password
 * Update' → PUT /api/changePassword/{id} ('Updating...'), then 'Password Updated'. Trimmed values
 * must match ('Passwords do not match.', no call). Errors as SPEC §8.
 */
export function ChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { watch, setValue, reset, handleSubmit } = useForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', retypePassword: '' },
  });
  const [current, next, retype] = watch(['currentPassword', 'newPassword', 'retypePassword']);
  const [missingCurrent, setMissingCurrent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [updatedOpen, setUpdatedOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [linkSentOpen, setLinkSentOpen] = useState(false);
  const [wasReset, setWasReset] = useState(false);
  const navigate = useNavigate();
  // A reset ends every session, this one too: once its dialog closes, sign in again.
  const forgotOpenChange = (open: boolean) => {
    setForgotOpen(open);
    if (!open && wasReset) {
      sessionStore.set(null);
      void navigate('/login', { replace: true, state: { from: '/myaccount' } });
    }
  };
  const strong = Object.values(passwordStrength(next).rules).every(Boolean);
  const matches = retype.trim() !== '' && retype.trim() === next.trim();

  const ask = handleSubmit(() => {
    setMissingCurrent(!current);
    if (current) setConfirming(true);
  });

  const update = async () => {
    setConfirming(false);
    if (next.trim() !== retype.trim()) {
      setOutcome({ kind: 'error', text: t('password.mismatch') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await changePassword(userId, { currentPassword: current, newPassword: next.trim() });
      reset();
      setOutcome({ kind: 'success' });
      setUpdatedOpen(true);
    } catch (error) {
      const text = failureText(error, 'password.failed', 'password.error');
      setOutcome({ kind: 'error', text: 'text' in text ? text.text : t(text.id) });
    } finally {
      setBusy(false);
    }
  };

  const toggle = { showText: t('password.show'), hideText: t('password.hide') };
  return (
    <form className={styles.form} onSubmit={ask} noValidate aria-label={t('account.tab.password')}>
      <TextField
        type="password"
        name="currentPassword"
        label={t('password.current')}
        autoComplete="current-password"
        required
        value={current}
        onValueChange={(value) => setValue('currentPassword', value)}
        className={border(current, true)}
        error={missingCurrent && !current ? t('password.required.current') : undefined}
      />
      <PasswordField
        {...toggle}
        toggleLabel={t('password.showNew')}
        name="newPassword"
        label={t('password.new')}
        autoComplete="new-password"
        required
        value={next}
        onValueChange={(value) => setValue('newPassword', value)}
        className={border(next, strong)}
      />
      <PasswordStrength password={next} />
      <PasswordField
        {...toggle}
        toggleLabel={t('password.showRetype')}
        name="retypePassword"
        label={t('password.retype')}
        autoComplete="new-password"
        required
        value={retype}
        onValueChange={(value) => setValue('retypePassword', value)}
        className={border(retype, matches)}
      />
      <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
        <FormattedMessage id="password.forgot" />
      </button>
      {outcome?.kind === 'error' ? (
        <p role="alert" className={styles.alert}>
          {outcome.text}
        </p>
      ) : null}
      {outcome?.kind === 'success' ? (
        <p role="status" className={styles.success}>
          <FormattedMessage id="password.success" />
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          <FormattedMessage id={busy ? 'password.updating' : 'password.update'} />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('password.confirm.title')}
        message={t('password.confirm.message')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void update()}
      />
      <NoticeDialog
        open={updatedOpen}
        title={t('password.updated.title')}
        message={t('password.updated.message')}
        onClose={() => setUpdatedOpen(false)}
      />
      <NoticeDialog
        open={linkSentOpen}
        title={t('password.resetSent.title')}
        message={t('password.resetSent.message')}
        onClose={() => setLinkSentOpen(false)}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={forgotOpenChange}
        initialEmail={email}
        onCodeSent={() => setLinkSentOpen(true)}
        onReset={() => setWasReset(true)}
      />
    </form>
  );
}
