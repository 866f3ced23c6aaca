import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_LOCALE } from '@manzil/shared';
import { RemotesProvider } from '../federation/remotes-context';
import type { RemotesConfig } from '../federation/remotes-config';
import { messages } from '../messages';
import { routes } from './routes';

/** The shell: runtime manifest, the shell's texts, and the router. */
export function App({ config }: { config: RemotesConfig }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <RemotesProvider value={config}>
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale="en" messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </RemotesProvider>
  );
}
