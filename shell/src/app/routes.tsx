import type { RouteObject } from 'react-router-dom';
import { RemoteOutlet } from '../federation/remote-outlet';
import { ErrorPage } from '../pages/error-page';
import { Layout } from './layout';

/**
 * The shell's routes: its own pages, then every other path to the remote that owns it according
 * to the runtime manifest (the shell knows no page of any remote).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [{ path: '/*', element: <RemoteOutlet /> }],
  },
];
