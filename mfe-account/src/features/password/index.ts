// The password feature's public surface: what other features of this app may import.
export { ChangePasswordForm } from './change-password-form';
