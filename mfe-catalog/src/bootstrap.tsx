// Runs this remote on its own (its dev server, or its built index.html), with a minimal host:
// the search box on top and the same routes the shell would mount, without the shell's header
// and footer.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, useRoutes } from '@manzil/shared/router';
import { favoritesStore, queryClient, setRuntimeConfig } from '@manzil/shared';
import SearchBox from './exposed/search-box';
import { routes } from './exposed/routes';

setRuntimeConfig({ apiBaseUrl: 'http://{hostname}:4000' });
// The stored shopper's favorites, as the shell loads them at start.
void favoritesStore.reload();

function DevHost() {
  return (
    <>
      <header
        style={{ padding: '12px 20px', borderBlockEnd: '1px solid #e4dbd0', background: '#fff', position: 'sticky', top: 0, zIndex: 10 }}
      >
        <SearchBox />
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const pages = [{ element: <DevHost />, children: routes.map(({ path, Component }) => ({ path, Component })) }];

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
