import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorText, PasswordField, sessionStore, signup, TextField } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { useSession } from '../../lib/use-store-value';
import { PasswordStrength } from './password-strength';
import { useReturnPath } from './return-path';
import { emailError } from './validate';
import styles from './auth.module.css';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

function SignupForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const returnPath = useReturnPath();
  const signedUpHere = useRef(false);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<{ id: string } | { text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (session && !signedUpHere.current) return <Navigate to="/myaccount" replace />;

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // SPEC §5: the strength rules are shown, not enforced; the server has the last word.
    const found: Partial<Record<Field, string>> = {};
    if (!values.firstName.trim()) found.firstName = 'auth.required.firstName';
    if (!values.lastName.trim()) found.lastName = 'auth.required.lastName';
    const emailProblem = emailError(values.email);
    if (emailProblem) found.email = emailProblem;
    if (!values.password) found.password = 'auth.required.password';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { user } = await signup({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      signedUpHere.current = true;
      sessionStore.set(user);
      navigate(returnPath, { replace: true });
    } catch (error) {
      setBusy(false);
      setFailure(errorText(error, { network: 'auth.error.network', fallback: 'auth.signup.failed' }));
    }
  };

  const error = (field: Field) => (errors[field] ? t(errors[field]!) : undefined);
  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <h1 className={styles.title}>
        <FormattedMessage id="auth.signup.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id="auth.signup.intro" />
      </p>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {'text' in failure ? failure.text : t(failure.id)}
        </p>
      ) : null}
      <div className={styles.pair}>
        <TextField name="firstName" label={t('auth.firstName')} autoComplete="given-name" required value={values.firstName} onValueChange={set('firstName')} error={error('firstName')} />
        <TextField name="lastName" label={t('auth.lastName')} autoComplete="family-name" required value={values.lastName} onValueChange={set('lastName')} error={error('lastName')} />
      </div>
      <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required value={values.email} onValueChange={set('email')} error={error('email')} />
      <PasswordField
        toggleLabel={intl.formatMessage({ id: 'auth.showPassword' })}
        showText={intl.formatMessage({ id: 'auth.show' })}
        hideText={intl.formatMessage({ id: 'auth.hide' })}
        name="password"
        label={t('auth.password')}
        autoComplete="new-password"
        required
        value={values.password}
        onValueChange={set('password')}
        error={error('password')}
        aria-describedby="signup-password-strength"
      />
      <PasswordStrength password={values.password} id="signup-password-strength" />
      <button type="submit" className={styles.submit} disabled={busy}>
        <FormattedMessage id={busy ? 'auth.signup.busy' : 'auth.signup.submit'} />
      </button>
      <p className={styles.switch}>
        <FormattedMessage id="auth.signup.haveAccount" />{' '}
        <Link to="/login" state={location.state}>
          <FormattedMessage id="auth.signup.loginLink" />
        </Link>
      </p>
    </form>
  );
}

/** /signup: name, e-mail and password with SPEC §5's live strength rules → signup() → signed in. */
export default function SignupPage() {
  return (
    <RemoteIntl>
      <div className={styles.page}>
        <SignupForm />
      </div>
    </RemoteIntl>
  );
}
