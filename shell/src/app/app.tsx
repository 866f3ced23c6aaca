import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@manzil/shared/query';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { queryClient, useHydrated } from '@manzil/shared';
import { RemotesProvider } from '../federation/remotes-context';
import { ServerRegionProvider } from '../federation/server-region';
import type { RemotesConfig } from '../federation/remotes-config';
import { ShellIntl } from '../intl';
import { Splash } from '../splash/splash';
import { splashSeen } from '../splash/splash-session';
import { useInteractiveMark } from './interactive-mark';
import { LocaleRouter } from './locale-address';
import { AppRoutes } from './routes';

/**
 * The splash over the store at this session's first visit. The store renders (and loads its
 * data and remotes) behind it from the first moment. The splash is the browser's own: it comes
 * in after hydration, over the first frame the document paints. Its own component, so that only
 * it renders again when hydration ends, not the whole store.
 */
function FirstVisitSplash() {
  const [splash, setSplash] = useState(() => !splashSeen());
  const hydrated = useHydrated();
  return splash && hydrated ? <Splash onComplete={() => setSplash(false)} /> : null;
}

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
  useInteractiveMark(['root']);
  // The whole store is one Suspense boundary (it never suspends here): over a served document,
  // React's first, uninterruptible pass hydrates nothing but this boundary, and the store then
  // hydrates in slices of a few milliseconds that leave the main thread free between them
  // (selective hydration; a click on a part not yet hydrated hydrates that part first).
  return (
    <Suspense fallback={null}>
      <QueryClientProvider client={client}>
        <HydrationBoundary state={state}>
          <RemotesProvider value={config}>
            <ServerRegionProvider value={serverRegion}>
              <ShellIntl>
                <Router>
                  <AppRoutes />
                </Router>
                <FirstVisitSplash />
              </ShellIntl>
            </ServerRegionProvider>
          </RemotesProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </Suspense>
  );
}
