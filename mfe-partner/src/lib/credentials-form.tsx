import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText, PasswordField, TextField } from '@manzil/shared';
import styles from './credentials-form.module.css';

export interface CredentialsFormProps {
  /** Message ids of the form's texts. */
  text: { title: string; intro: string; submit: string; busy: string; failed: string };
  /** Signs in; throws ApiError on refusal (its server sentence is shown). */
  onSubmit: (credentials: { email: string; password: string }) => Promise<void>;
  footer?: ReactNode;
}

/** An e-mail + password sign-in card (vendor and admin sign-in). */
export function CredentialsForm({ text, onSubmit, footer }: CredentialsFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<{ id: string } | { text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      email: !email.trim() ? 'auth.required.email' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'auth.invalid.email',
      password: password ? undefined : 'auth.required.password',
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      await onSubmit({ email: email.trim(), password });
    } catch (error) {
      setBusy(false);
      setFailure(errorText(error, { network: 'error.network', fallback: text.failed }));
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <h1 className={styles.title}>
        <FormattedMessage id={text.title} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id={text.intro} />
      </p>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {'text' in failure ? failure.text : t(failure.id)}
        </p>
      ) : null}
      <TextField
        name="email"
        type="email"
        label={t('common.email')}
        autoComplete="username"
        required
        value={email}
        onValueChange={setEmail}
        error={errors.email ? t(errors.email) : undefined}
      />
      <PasswordField
        toggleLabel={intl.formatMessage({ id: 'auth.showPassword' })}
        showText={intl.formatMessage({ id: 'auth.show' })}
        hideText={intl.formatMessage({ id: 'auth.hide' })}
        name="password"
        label={t('common.password')}
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={errors.password ? t(errors.password) : undefined}
      />
      <button type="submit" className={styles.submit} disabled={busy}>
        <FormattedMessage id={busy ? text.busy : text.submit} />
      </button>
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </form>
  );
}
