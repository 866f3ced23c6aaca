import { QueryClientProvider } from '@manzil/shared/query';
import { useState } from 'react';
import { queryClient } from '@manzil/shared';
import { RemotesProvider } from '../federation/remotes-context';
import type { RemotesConfig } from '../federation/remotes-config';
import { ShellIntl } from '../intl';
import { Splash } from '../splash/splash';
import { splashSeen } from '../splash/splash-session';
import { LocaleRouter } from './locale-address';
import { AppRoutes } from './routes';

/** The shell: the page's one query cache (every remote reads it), runtime manifest, the shell's texts in the shopper's language, the router, and the splash over it at first visit. */
export function App({ config }: { config: RemotesConfig }) {
  // The store renders (and loads its data and remotes) behind the splash from the first moment.
  const [splash, setSplash] = useState(() => !splashSeen());
  return (
    <QueryClientProvider client={queryClient}>
      <RemotesProvider value={config}>
        <ShellIntl>
          <LocaleRouter>
            <AppRoutes />
          </LocaleRouter>
          {splash ? <Splash onComplete={() => setSplash(false)} /> : null}
        </ShellIntl>
      </RemotesProvider>
    </QueryClientProvider>
  );
}
