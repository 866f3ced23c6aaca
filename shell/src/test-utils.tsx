import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { messages } from './messages';

/** Renders shell UI with its messages and a router, as the shell does. */
export function renderShell(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </IntlProvider>
  );
  return render(ui, { wrapper });
}
