import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@manzil/shared/query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { queryClient, useHydrated } from '@manzil/shared';
import { RemotesProvider } from '../federation/remotes-context';
import { ServerRegionProvider } from '../federation/server-region';
import type { RemotesConfig } from '../federation/remotes-config';
import { ShellIntl } from '../intl';
import { Splash } from '../splash/splash';
import { splashSeen } from '../splash/splash-session';
import { LocaleRouter } from './locale-address';
import { AppRoutes } from './routes';

/** What the store renders in: the browser's or, on the server, the request's. */
export interface AppProps {
  config: RemotesConfig;
  /** The page's one query cache (every remote reads it); the server passes the request's. */
  client?: QueryClient;
  /** The answers the document was rendered from (the server's dehydrated cache), or none. */
  state?: DehydratedState;
  /** The router: the browser's under the language's base, or the server's for one address. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** False when the served document holds the frame without the remote's region (federation/server-region.tsx). */
  serverRegion?: boolean;
}

/**
 * The shell: the page's one query cache (every remote reads it) started from the document's
 * answers, runtime manifest, the shell's texts in the shopper's language, the router, and the
 * splash over it at first visit. The same tree renders on the server (shell/src/server/) and
 * hydrates in the browser.
 */
export function App({ config, client = queryClient, state, Router = LocaleRouter, serverRegion = true }: AppProps) {
  // The store renders (and loads its data and remotes) behind the splash from the first moment.
  // The splash is the browser's own (this session's first visit): it comes in after hydration,
  // over the first frame the document paints.
  const [splash, setSplash] = useState(() => !splashSeen());
  const hydrated = useHydrated();
  // `#root[data-interactive]`: the served store is hydrated (or the browser's own render is in),
  // so its controls answer; what a person does before that is not seen (tests wait for it).
  useEffect(() => document.getElementById('root')?.setAttribute('data-interactive', ''), []);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>
        <RemotesProvider value={config}>
          <ServerRegionProvider value={serverRegion}>
            <ShellIntl>
              <Router>
                <AppRoutes />
              </Router>
              {splash && hydrated ? <Splash onComplete={() => setSplash(false)} /> : null}
            </ShellIntl>
          </ServerRegionProvider>
        </RemotesProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
