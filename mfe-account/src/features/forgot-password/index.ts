// The forgot-password feature's public surface: what other features of this app may import.
export { ForgotPasswordDialog } from './forgot-password-dialog';
export { ForgotPasswordLink } from './forgot-password-link';
