import { lazy } from 'react';
import type { RemoteRoute } from '@manzil/shared';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const SignupPage = lazy(() => import('../features/auth/signup-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));

/** The routes mfe-account owns (ARCHITECTURE "Who owns what"). `/usersss` is the account page again, never a user list. */
export const routes: RemoteRoute[] = [
  { path: '/login', Component: LoginPage },
  { path: '/signup', Component: SignupPage },
  { path: '/myaccount', Component: AccountPage },
  { path: '/usersss', Component: AccountPage },
];
