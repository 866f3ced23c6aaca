import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorText, login, PasswordField, sessionStore, TextField } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { useSession } from '../../lib/use-store-value';
import { ForgotPasswordLink } from '../forgot-password/forgot-password-link';
import { useReturnPath } from './return-path';
import { emailError } from './validate';
import styles from './auth.module.css';

type Errors = { email?: string; password?: string };

function LoginForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const returnPath = useReturnPath();
  const signedInHere = useRef(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ id: string } | { text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Already signed in (and not by this form): nothing to do here.
  if (session && !signedInHere.current) return <Navigate to={returnPathOrAccount(returnPath, location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = { email: emailError(email), password: password ? undefined : 'auth.required.password' };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const { user } = await login({ email: email.trim(), password });
      signedInHere.current = true;
      sessionStore.set(user);
      navigate(returnPath, { replace: true });
    } catch (error) {
      setBusy(false);
      setFailure(errorText(error, { network: 'auth.error.network', fallback: 'auth.login.failed' }));
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <h1 className={styles.title}>
        <FormattedMessage id="auth.login.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id="auth.login.intro" />
      </p>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {'text' in failure ? failure.text : t(failure.id)}
        </p>
      ) : null}
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
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
        label={t('auth.password')}
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={errors.password ? t(errors.password) : undefined}
      />
      <ForgotPasswordLink email={email} />
      <button type="submit" className={styles.submit} disabled={busy}>
        <FormattedMessage id={busy ? 'auth.login.busy' : 'auth.login.submit'} />
      </button>
      <p className={styles.switch}>
        <FormattedMessage id="auth.login.noAccount" />{' '}
        <Link to="/signup" state={location.state}>
          <FormattedMessage id="auth.login.signupLink" />
        </Link>
      </p>
    </form>
  );
}

/** A visitor who is already signed in goes where they were heading, else to their account. */
function returnPathOrAccount(returnPath: string, state: unknown): string {
  return (state as { from?: unknown } | null)?.from ? returnPath : '/myaccount';
}

/** /login: e-mail and password → login() → the session is stored → back to where the shopper came from. */
export default function LoginPage() {
  return (
    <RemoteIntl>
      <div className={styles.page}>
        <LoginForm />
      </div>
    </RemoteIntl>
  );
}
