// Runs this remote on its own (its dev server, or its built index.html), with a minimal host:
// the same routes the shell would mount, without the shell's header and footer.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from '@manzil/shared/router';
import { queryClient, setRuntimeConfig } from '@manzil/shared';
import { DevHost } from './dev-host';
import { routes } from './exposed/routes';

setRuntimeConfig({ apiBaseUrl: 'http://{hostname}:4000' });

const pages = [{ Component: DevHost, children: routes.map(({ path, Component }) => ({ path, Component })) }];

function Pages() {
  return useRoutes(pages);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Alone, the remote mounts the page's query cache itself (in the store the shell does). */}
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
