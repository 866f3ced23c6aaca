// Test helpers: render inside a memory router with a page per route, to see where navigation lands.
import { QueryClientProvider } from '@manzil/shared/query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from '@manzil/shared/router';
import { MemoryRouter, Route, Routes } from '@manzil/shared/router/testing';
import { queryClient } from '@manzil/shared';

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

const LANDINGS = ['/login', '/signup', '/home', '/myaccount', '/checkout', '/trackorder', '/product/:id'];

/** Renders `ui` at `path` (`at`: the URL, with its query and fragment), with a landing page for each other path the UI may go to. */
export function renderAt(ui: ReactElement, { path = '/', at = path, state }: { path?: string; at?: string; state?: unknown } = {}) {
  const [beforeHash, fragment] = at.split('#') as [string, string | undefined];
  const [pathname, query] = beforeHash.split('?') as [string, string | undefined];
  return render(
    withQueries(
      <MemoryRouter
        initialEntries={[
          { pathname, search: query !== undefined ? `?${query}` : '', hash: fragment !== undefined ? `#${fragment}` : '', state },
        ]}
      >
        <Routes>
          <Route path={path} element={ui} />
          {LANDINGS.filter((p) => p !== path).map((p) => (
            <Route key={p} path={p} element={<Landing name={p} />} />
          ))}
        </Routes>
      </MemoryRouter>,
    ),
  );
}

/**
 * `ui` inside the page's one QueryClient, as the shell provides it (the favorites store reads the
 * same cache); the jest setup empties it after each test.
 */
export function withQueries(ui: ReactElement) {
  return <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
}
