import type { CredentialsFormText } from '@manzil/shared/form';

/** The sign-in pages whose texts credentialsText names: ids `<page>.<part>`. */
export const CREDENTIALS_PAGES = ['vendorLogin', 'adminLogin'] as const;

/** The parts of a sign-in page worded per page. */
export const CREDENTIALS_PARTS = ['title', 'intro', 'submit', 'busy', 'failed'] as const;

/** The texts of the shared CredentialsForm for the vendor or the admin sign-in, by message id. */
export function credentialsText(page: (typeof CREDENTIALS_PAGES)[number]): CredentialsFormText {
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
