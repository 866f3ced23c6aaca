import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@manzil/shared/query';
import { useLocation } from '@manzil/shared/router';
import { MemoryRouter, Route, Routes } from '@manzil/shared/router/testing';
import { queryClient } from '@manzil/shared';
import { ShellIntl } from './intl';
import { PageIntl } from './pages/page-intl';

/** Shows the router's current path, so tests can check where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders shell UI with its messages, the frame's and the pages' (in the locale store's language, English unless a test
 * switches it) and a router, as the shell does. With `path`, the UI is the
 * element of that route pattern (so `useParams` works); a LocationProbe is always rendered.
 */
export function renderShell(ui: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ShellIntl>
        <PageIntl>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              children
            )}
            <LocationProbe />
          </MemoryRouter>
        </PageIntl>
      </ShellIntl>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
