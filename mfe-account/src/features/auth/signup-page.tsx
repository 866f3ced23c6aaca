import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from '@manzil/shared/router';
import { confirmSignup, sessionStore, signup } from '@manzil/shared';
import { AuthCard, authCardClasses, Form, FormFailure, FormPasswordField, FormTextField } from '@manzil/shared/form';
import { loginBody, signupBody } from '@manzil/shared/contract';
import { RemoteIntl } from '../../intl';
import { useSession } from '../../lib/use-store-value';
import styles from './auth.module.css';

// SPEC §5: the strength rules are shown, not enforced; the length rule is the server's to
// answer (its sentence shows above the fields), so the form asks only for a password.
const signupForm = signupBody.extend({ password: loginBody.shape.password });

const MESSAGES = {
  firstName: 'auth.required.firstName',
  lastName: 'auth.required.lastName',
  email: { required: 'auth.required.email', invalid: 'auth.invalid.email' },
  password: 'auth.required.password',
};

/** The token of an e-mailed sign-up link, `/signup#confirm=<token>` (a fragment: never sent to a server's logs). */
export function signupLinkToken(hash: string): string | null {
  return /^#confirm=([A-Za-z0-9_-]{20,100})$/.exec(hash)?.[1] ?? null;
}

/**
 * The e-mailed link's landing: POST /api/auth/signup/confirm once, then signed in and home; an
 * expired, used or replaced link says so (the server's sentence) and offers the form again.
 */
function ConfirmSignup({ token }: { token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmSignup({ token }).then(
      ({ user }) => {
        sessionStore.set(user);
        void navigate('/home', { replace: true });
      },
      (error: unknown) => setFailure(error),
    );
  }, [token, navigate]);
  const footer = (
    <Link to="/signup" replace>
      <FormattedMessage id="auth.signup.again" />
    </Link>
  );
  return (
    <AuthCard title="auth.signup.confirming.title" intro="auth.signup.confirming.intro" footer={failure ? footer : undefined}>
      {failure ? (
        <FormFailure error={failure} network="auth.error.network" fallback="auth.signup.failed" className={authCardClasses.failure} />
      ) : (
        <p role="status" className={styles.status}>
          <FormattedMessage id="auth.signup.confirming.busy" />
        </p>
      )}
    </AuthCard>
  );
}

/** After a sign-up: the same answer for every e-mail — the link is in the mailbox. */
function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <AuthCard title="auth.signup.checkEmail.title" intro="auth.signup.checkEmail.intro">
      <p role="status" className={styles.status}>
        <FormattedMessage id="auth.signup.checkEmail.sent" values={{ email: <strong key="email">{email}</strong> }} />
      </p>
      <button type="button" className={authCardClasses.submit} onClick={onBack}>
        <FormattedMessage id="auth.signup.checkEmail.back" />
      </button>
    </AuthCard>
  );
}

function SignupForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const location = useLocation();
  const session = useSession();
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (session) return <Navigate to="/myaccount" replace />;
  if (sentTo) return <CheckEmail email={sentTo} onBack={() => setSentTo(null)} />;

  const footer = (
    <>
      <FormattedMessage id="auth.signup.haveAccount" />{' '}
      <Link to="/login" state={location.state}>
        <FormattedMessage id="auth.signup.loginLink" />
      </Link>
    </>
  );
  return (
    <AuthCard title="auth.signup.title" intro="auth.signup.intro" footer={footer}>
      <Form
        schema={signupForm}
        defaultValues={{ firstName: '', lastName: '', email: '', password: '' }}
        messages={MESSAGES}
        className={authCardClasses.form}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await signup(values);
            setSentTo(values.email.trim());
          } catch (error) {
            setFailure(error);
          }
        }}
      >
        {({ formState }) => (
          <>
            <FormFailure error={failure} network="auth.error.network" fallback="auth.signup.failed" className={authCardClasses.failure} />
            <div className={authCardClasses.pair}>
              <FormTextField name="firstName" label={t('auth.firstName')} autoComplete="given-name" required />
              <FormTextField name="lastName" label={t('auth.lastName')} autoComplete="family-name" required />
            </div>
            <FormTextField name="email" type="email" label={t('auth.email')} autoComplete="email" required />
            <FormPasswordField
              name="password"
              label={t('auth.password')}
              autoComplete="new-password"
              required
              toggleLabel={t('auth.showPassword')}
              showText={t('auth.show')}
              hideText={t('auth.hide')}
              strength
            />
            <button type="submit" className={authCardClasses.submit} disabled={formState.isSubmitting}>
              <FormattedMessage id={formState.isSubmitting ? 'auth.signup.busy' : 'auth.signup.submit'} />
            </button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}

/**
 * /signup: name, e-mail and password (the contract's signupBody) with SPEC §5's live strength
 * rules → signup() → "Check your e-mail" (the same for every address; docs/security.md
 * "Sign-up"). /signup#confirm=<token>, the e-mailed link: confirmSignup() → signed in, home.
 */
export default function SignupPage() {
  const token = signupLinkToken(useLocation().hash);
  return (
    <RemoteIntl>
      <div className={styles.page}>{token ? <ConfirmSignup key={token} token={token} /> : <SignupForm />}</div>
    </RemoteIntl>
  );
}
