import { useMutation } from '@manzil/shared/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { adminSessionStore } from '@manzil/shared';
import { changeAdminPassword } from '@manzil/shared/admin';
import { Form, FormFailure, FormPasswordField } from '@manzil/shared/form';
import { adminPasswordInputSchema, type AdminPasswordInput } from '@manzil/shared/contract';
import styles from './admin.module.css';

const MESSAGES = {
  currentPassword: 'password.required.current',
  newPassword: { required: 'password.required.new', invalid: 'password.invalid.new' },
};

/**
 * First sign-in with an e-mailed one-time password: the member chooses their own password
 * (POST /api/admin/password) before anything else of the panel opens.
 */
export function ChoosePasswordForm() {
  const intl = useIntl();
  const toggle = {
    toggleLabel: intl.formatMessage({ id: 'auth.showPassword' }),
    showText: intl.formatMessage({ id: 'auth.show' }),
    hideText: intl.formatMessage({ id: 'auth.hide' }),
  };
  const change = useMutation({
    mutationFn: (input: AdminPasswordInput) => changeAdminPassword(input),
    onSuccess: ({ admin }) => adminSessionStore.set(admin),
  });
  return (
    <section className={styles.section} aria-labelledby="choose-password-title">
      <h1 id="choose-password-title" className={styles.heading}>
        <FormattedMessage id="password.title" />
      </h1>
      <p className={styles.body}>
        <FormattedMessage id="password.intro" />
      </p>
      <Form
        schema={adminPasswordInputSchema}
        defaultValues={{ currentPassword: '', newPassword: '' }}
        messages={MESSAGES}
        onSubmit={(values) => change.mutateAsync(values).catch(() => undefined)}
      >
        {(form) => (
          <div className={`${styles.formStack} ${styles.narrow}`}>
            <FormPasswordField
              name="currentPassword"
              label={intl.formatMessage({ id: 'password.current' })}
              autoComplete="one-time-code"
              required
              {...toggle}
            />
            <FormPasswordField
              name="newPassword"
              label={intl.formatMessage({ id: 'password.new' })}
              autoComplete="new-password"
              required
              {...toggle}
            />
            <FormFailure error={change.error} fallback="password.failed" network="error.network" className={styles.error} />
            <div>
              <button type="submit" className={styles.primaryButton} disabled={form.formState.isSubmitting}>
                <FormattedMessage id={form.formState.isSubmitting ? 'password.busy' : 'password.submit'} />
              </button>
            </div>
          </div>
        )}
      </Form>
    </section>
  );
}
