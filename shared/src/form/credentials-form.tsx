import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Credentials } from '@manzil/shared';
import { credentialsSchema } from '@manzil/shared/contract';
import { AuthCard, authCardClasses } from './auth-card';
import { Form } from './form';
import { FormFailure } from './form-failure';
import { FormPasswordField } from './form-password-field';
import { FormTextField } from './form-text-field';

/** Message ids (of the caller's messages) of every text of the credentials form. */
export interface CredentialsFormText {
  title: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  /** The submit button while the call runs, e.g. 'Signing in...'. */
  busy: string;
  /** Shown when the call fails without a sentence of the server. */
  failed: string;
  /** Shown when the API cannot be reached. */
  network: string;
  show: string;
  hide: string;
  /** Accessible name of the show/hide button, e.g. 'Show password'. */
  showPassword: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
}

/** Props of CredentialsForm. */
export interface CredentialsFormProps {
  text: CredentialsFormText;
  /** Signs in with the checked credentials (e-mail trimmed, lower-cased); throws ApiError on refusal. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  /** `username` for staff and partner accounts, `email` (default) for shoppers. */
  emailAutoComplete?: 'email' | 'username';
  /** Under the button, e.g. 'New to Manzil? Create an account'. */
  footer?: ReactNode;
  /** Under the password field, inside the form (e.g. a 'Forgot Password?' link reading the e-mail). */
  belowPassword?: ReactNode;
}

/**
 * The one e-mail + password sign-in form (shopper `/login`, vendor `/signin-vendor`, admin
 * `/admin-login`), declared by the contract's `credentialsSchema`: each field's message,
 * the server's sentence when the sign-in is refused (role="alert"), a busy button meanwhile.
 */
export function CredentialsForm({ text, onSubmit, emailAutoComplete = 'email', footer, belowPassword }: CredentialsFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <AuthCard title={text.title} intro={text.intro} footer={footer}>
      <Form
        schema={credentialsSchema}
        defaultValues={{ email: '', password: '' }}
        messages={{
          email: { required: text.emailRequired, invalid: text.emailInvalid },
          password: text.passwordRequired,
        }}
        className={authCardClasses.form}
        onSubmit={async (credentials) => {
          setFailure(null);
          try {
            await onSubmit(credentials);
          } catch (error) {
            setFailure(error);
          }
        }}
      >
        {({ formState }) => (
          <>
            <FormFailure error={failure} network={text.network} fallback={text.failed} className={authCardClasses.failure} />
            <FormTextField name="email" type="email" label={t(text.email)} autoComplete={emailAutoComplete} required />
            <FormPasswordField
              name="password"
              label={t(text.password)}
              autoComplete="current-password"
              required
              toggleLabel={t(text.showPassword)}
              showText={t(text.show)}
              hideText={t(text.hide)}
            />
            {belowPassword}
            <button type="submit" className={authCardClasses.submit} disabled={formState.isSubmitting}>
              <FormattedMessage id={formState.isSubmitting ? text.busy : text.submit} />
            </button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
