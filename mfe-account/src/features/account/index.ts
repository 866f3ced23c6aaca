// The account feature's public surface: what other features of this app may import.
export { NoticeDialog } from './notice-dialog';
export { default as formsStyles } from './forms.module.css';
export { useProfile } from './api/get-profile';
export { useSignOutOn401 } from './use-sign-out-on-401';
export { useSignOutOnQuery401 } from './use-sign-out-on-401';
