import { lazy } from 'react';
import type { RemoteRoute } from '@manzil/shared';

const HomePage = lazy(() => import('../features/home/home-page'));

/** The routes mfe-catalog owns (ARCHITECTURE "Who owns what"). */
export const routes: RemoteRoute[] = [
  { path: '/', Component: HomePage },
  { path: '/home', Component: HomePage },
];
