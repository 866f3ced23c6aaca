// Test helpers: render inside a memory router with a page per route, to see where navigation lands.
import { QueryClient, QueryClientProvider } from '@manzil/shared/query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from '@manzil/shared/router';
import { MemoryRouter, Route, Routes } from '@manzil/shared/router/testing';

/** Shows the path reached and the navigation state it carries, for assertions. */
export function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{`landed on ${name}`}</p>
      <pre data-testid="landing-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** Renders `ui` at `path`, with landing pages for `/login`, `/checkout`, `/mycart`, `/home`. */
export function renderAt(
  ui: ReactElement,
  {
    path = '/',
    at = path,
    state,
    // A fresh cache per test unless given (the page's is the shared singleton the shell provides).
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { path?: string; at?: string; state?: unknown; client?: QueryClient } = {},
) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', state }]}>
        <Routes>
          <Route path={path} element={ui} />
          {['/login', '/checkout', '/mycart', '/home', '/trackorder']
            .filter((p) => p !== path)
            .map((p) => (
              <Route key={p} path={p} element={<Landing name={p} />} />
            ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
