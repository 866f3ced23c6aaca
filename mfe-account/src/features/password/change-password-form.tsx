import { useMutation } from '@manzil/shared/query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@manzil/shared/router';
import { ApiError, changePassword, ConfirmDialog, sessionStore } from '@manzil/shared';
import { Form, FormFailure, FormPasswordField, useZodForm } from '@manzil/shared/form';
import { changePasswordFormSchema, passwordRules, type ChangePasswordBody } from '@manzil/shared/contract';
import { NoticeDialog } from '../account';
import { ForgotPasswordDialog } from '../forgot-password';
import { formsStyles as styles } from '../account';

/** The form's dialogs that cannot be open together. */
type Notice = 'confirm' | 'updated' | 'linkSent' | null;

const MESSAGES = { currentPassword: 'password.required.current', retypePassword: 'password.mismatch' };

/** 'valid' (green), 'invalidField' (red) or none while the field is empty (SPEC: borders by validity). */
function border(value: string, valid: boolean): string | undefined {
  if (!value) return undefined;
  return valid ? styles.valid : styles.invalidField;
}

/**
 * SPEC §2 "Password change form" on the contract's changePasswordFormSchema: the live rules and
 * meter (FormPasswordField `strength`), 'Update Password' → 'Confirm Password Update' → only then
 * the schema's check that the trimmed values match ('Passwords do not match.', no call) and
 * PUT /api/changePassword/{id} ('Updating...'), then 'Password Updated'. Errors as SPEC §8; the
 * server's `same_password` (the current password again) shows under the new password's field.
 */
export function ChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const form = useZodForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', retypePassword: '' });
  const [current = '', next = '', retype = ''] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword', 'retypePassword'],
  });
  const [notice, setNotice] = useState<Notice>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const update = useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(userId, body),
    onSuccess: () => {
      form.reset();
      setNotice('updated');
    },
    // The current password again as the new one: said at the new password's field, where it is fixed.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'same_password')
        form.setError('newPassword', { message: 'password.same' }, { shouldFocus: true });
    },
  });
  const sameAsCurrent = update.error instanceof ApiError && update.error.code === 'same_password';
  const send = (body: ChangePasswordBody) => update.mutateAsync(body).catch(() => undefined);

  // SPEC §4: idle → confirm dialog (the current password given) → on confirm, checked and sent.
  const ask = async () => {
    update.reset();
    if (await form.trigger('currentPassword', { shouldFocus: true })) setNotice('confirm');
  };
  const confirm = () => {
    setNotice(null);
    void form.handleSubmit(send)();
  };

  const strong = Object.values(passwordRules(next)).every(Boolean);
  const matches = retype.trim() !== '' && retype.trim() === next.trim();
  // What the new password's two fields share: the show/hide toggle's texts, the autofill hint.
  const newField = { showText: t('password.show'), hideText: t('password.hide'), autoComplete: 'new-password', required: true };
  return (
    <>
      <Form
        schema={changePasswordFormSchema}
        form={form}
        messages={MESSAGES}
        onSubmit={send}
        className={styles.form}
        aria-label={t('account.tab.password')}
      >
        {/* SPEC: no show/hide toggle on the current password. */}
        <FormPasswordField
          name="currentPassword"
          label={t('password.current')}
          autoComplete="current-password"
          required
          className={border(current, true)}
        />
        <FormPasswordField
          {...newField}
          name="newPassword"
          label={t('password.new')}
          toggleLabel={t('password.showNew')}
          strength
          className={border(next, strong)}
        />
        <FormPasswordField
          {...newField}
          name="retypePassword"
          label={t('password.retype')}
          toggleLabel={t('password.showRetype')}
          announceError
          className={border(retype, matches)}
        />
        <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
          <FormattedMessage id="password.forgot" />
        </button>
        <FormFailure
          error={sameAsCurrent ? null : update.error}
          network="password.error"
          fallback="password.failed"
          className={styles.alert}
        />
        {update.isSuccess ? (
          <p role="status" className={styles.success}>
            <FormattedMessage id="password.success" />
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* Not a submit button: SPEC asks before anything is checked beyond the current password. */}
          <button type="button" className={styles.primary} disabled={update.isPending} onClick={() => void ask()}>
            <FormattedMessage id={update.isPending ? 'password.updating' : 'password.update'} />
          </button>
        </div>
      </Form>
      <ConfirmDialog
        open={notice === 'confirm'}
        title={t('password.confirm.title')}
        message={t('password.confirm.message')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.confirm')}
        onCancel={() => setNotice(null)}
        onConfirm={confirm}
      />
      <NoticeDialog
        open={notice === 'updated'}
        title={t('password.updated.title')}
        message={t('password.updated.message')}
        onClose={() => setNotice(null)}
      />
      <NoticeDialog
        open={notice === 'linkSent'}
        title={t('password.resetSent.title')}
        message={t('password.resetSent.message')}
        onClose={() => setNotice(null)}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        initialEmail={email}
        onCodeSent={() => setNotice('linkSent')}
        onClosedAfterReset={() => {
          // A reset ends every session, this one too: sign in again.
          sessionStore.set(null);
          void navigate('/login', { replace: true, state: { from: '/myaccount' } });
        }}
      />
    </>
  );
}
