import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from '@manzil/shared/router';
import { sessionStore, signup } from '@manzil/shared';
import { AuthCard, authCardClasses, Form, FormFailure, FormPasswordField, FormTextField } from '@manzil/shared/form';
import { loginBody, signupBody } from '@manzil/shared/contract';
import { RemoteIntl } from '../../intl';
import { useSession } from '../../lib/use-store-value';
import { useReturnPath } from './return-path';
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

function SignupForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const returnPath = useReturnPath();
  const signedUpHere = useRef(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (session && !signedUpHere.current) return <Navigate to="/myaccount" replace />;

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
            const { user } = await signup(values);
            signedUpHere.current = true;
            sessionStore.set(user);
            void navigate(returnPath, { replace: true });
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

/** /signup: name, e-mail and password (the contract's signupBody) with SPEC §5's live strength rules → signup() → signed in. */
export default function SignupPage() {
  return (
    <RemoteIntl>
      <div className={styles.page}>
        <SignupForm />
      </div>
    </RemoteIntl>
  );
}
