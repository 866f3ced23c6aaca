// Runs this remote on its own (its dev server, or its built index.html), with a minimal host:
// the same routes the shell would mount, without the shell's header and footer.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setRuntimeConfig } from '@manzil/shared';
import { DevHost } from './dev-host';
import { routes } from './exposed/routes';

setRuntimeConfig({ apiBaseUrl: 'http://{hostname}:4000' });

const router = createBrowserRouter([
  { Component: DevHost, children: routes.map(({ path, Component }) => ({ path, Component })) },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
