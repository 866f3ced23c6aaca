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
      <p>{`landed on ${name.includes(':') ? location.pathname : name}`}</p>
      <pre data-testid="landing-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

const LANDINGS = [
  '/signin-vendor',
  '/vendor-dashboard/:vendorId',
  '/verify-partner',
  '/admin-login',
  '/adminpanel',
  '/home',
  '/partners',
  '/careers',
];

/** Renders `ui` at `path`, with a landing page for each other path the UI may go to. */
export function renderAt(ui: ReactElement, { path = '/', at = path, state }: { path?: string; at?: string; state?: unknown } = {}) {
  // A fresh cache per render: no answer leaks from one test into the next.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', state }]}>
        <Routes>
          <Route path={path} element={ui} />
          {LANDINGS.filter((p) => p !== path).map((p) => (
            <Route key={p} path={p} element={<Landing name={p} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
