import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from '@manzil/shared/router';
import { login, sessionStore } from '@manzil/shared';
import { CredentialsForm, type CredentialsFormText } from '@manzil/shared/form';
import { RemoteIntl } from '../../intl';
import { useSession } from '../../lib/use-store-value';
import { ForgotPasswordLink } from '../forgot-password';
import { useReturnPath } from './return-path';
import styles from './auth.module.css';

const TEXT: CredentialsFormText = {
  title: 'auth.login.title',
  intro: 'auth.login.intro',
  submit: 'auth.login.submit',
  busy: 'auth.login.busy',
  failed: 'auth.login.failed',
  email: 'auth.email',
  password: 'auth.password',
  network: 'auth.error.network',
  show: 'auth.show',
  hide: 'auth.hide',
  showPassword: 'auth.showPassword',
  emailRequired: 'auth.required.email',
  emailInvalid: 'auth.invalid.email',
  passwordRequired: 'auth.required.password',
};

/** 'Forgot Password?' with the e-mail typed so far (the dialog starts from it). */
function ForgotLink() {
  const email = useWatch({ name: 'email' }) as string | undefined;
  return <ForgotPasswordLink email={email ?? ''} />;
}

function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const returnPath = useReturnPath();
  const signedInHere = useRef(false);

  // Already signed in (and not by this form): nothing to do here.
  if (session && !signedInHere.current) return <Navigate to={returnPathOrAccount(returnPath, location.state)} replace />;

  return (
    <CredentialsForm
      text={TEXT}
      belowPassword={<ForgotLink />}
      onSubmit={async (credentials) => {
        const { user } = await login(credentials);
        signedInHere.current = true;
        sessionStore.set(user);
        void navigate(returnPath, { replace: true });
      }}
      footer={
        <>
          <FormattedMessage id="auth.login.noAccount" />{' '}
          <Link to="/signup" state={location.state}>
            <FormattedMessage id="auth.login.signupLink" />
          </Link>
        </>
      }
    />
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
