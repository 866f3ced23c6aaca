// @manzil/shared/standalone: how a remote runs on its own (its dev server, or its built
// index.html), one helper for the four remotes' bootstrap.tsx instead of a copy in each. Not in
// the index: only a remote's own entry imports it, never the shell or a page (no first visit
// carries it), and it is not a federation singleton (it holds no state; its imports — React,
// the router, the query cache — are the shared ones).
import { QueryClientProvider } from '@manzil/shared/query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from '@manzil/shared/router';
import { DEFAULT_API_BASE_URL, favoritesStore, queryClient, setRuntimeConfig, type RemoteRoute } from '@manzil/shared';

/** What {@link runAlone} mounts. */
export interface StandaloneOptions {
  /** The minimal stand-in for the shell: it renders the page with React Router's `<Outlet />`. */
  Host: ComponentType;
  /** The remote's routes, as it exposes them (`./routes`), mounted under `Host` as the shell would. */
  routes: RemoteRoute[];
  /** Load the stored shopper's favorites first, as the shell does at start (for pages that show hearts). */
  favorites?: boolean;
}

/**
 * Mounts a remote alone in `#root`: the API at its default port on the page's host, the page's query
 * cache (the shell's job in the store), a browser router and the remote's routes under `Host`.
 */
export function runAlone({ Host, routes, favorites = false }: StandaloneOptions): void {
  setRuntimeConfig({ apiBaseUrl: DEFAULT_API_BASE_URL });
  if (favorites) void favoritesStore.reload();
  const pages: RouteObject[] = [{ Component: Host, children: routes.map(({ path, Component }) => ({ path, Component })) }];
  function Pages() {
    return useRoutes(pages);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Pages />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
