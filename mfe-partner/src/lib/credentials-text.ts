import type { CredentialsFormText } from '@manzil/shared/form';

/** The texts of the shared CredentialsForm for the vendor or the admin sign-in, by message id. */
export function credentialsText(page: 'vendorLogin' | 'adminLogin'): CredentialsFormText {
  return {
    title: `${page}.title`,
    intro: `${page}.intro`,
    submit: `${page}.submit`,
    busy: `${page}.busy`,
    failed: `${page}.failed`,
    email: 'common.email',
    password: 'common.password',
    network: 'error.network',
    show: 'auth.show',
    hide: 'auth.hide',
    showPassword: 'auth.showPassword',
    emailRequired: 'auth.required.email',
    emailInvalid: 'auth.invalid.email',
    passwordRequired: 'auth.required.password',
  };
}
