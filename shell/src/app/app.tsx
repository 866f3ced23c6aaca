import { useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_LOCALE } from '@manzil/shared';
import { RemotesProvider } from '../federation/remotes-context';
import type { RemotesConfig } from '../federation/remotes-config';
import { messages } from '../messages';
import { Splash } from '../splash/splash';
import { splashSeen } from '../splash/splash-session';
import { routes } from './routes';

/** The shell: runtime manifest, the shell's texts, the router, and the splash over it at first visit. */
export function App({ config }: { config: RemotesConfig }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  // The store renders (and loads its data and remotes) behind the splash from the first moment.
  const [splash, setSplash] = useState(() => !splashSeen());
  return (
    <RemotesProvider value={config}>
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale="en" messages={messages}>
        <RouterProvider router={router} />
        {splash ? <Splash onComplete={() => setSplash(false)} /> : null}
      </IntlProvider>
    </RemotesProvider>
  );
}
