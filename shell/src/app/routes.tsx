import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from '@manzil/shared/router';
import { localeStore } from '@manzil/shared';
import { RemoteOutlet } from '../federation/remote-outlet';
import { reloadOnceForStaleChunk } from '../federation/runtime';
import { AppBoundary } from './app-boundary';
import { Layout } from './layout';

/** A page's chunk; after a deploy a stale chunk reloads the page once (as for remotes), never in a loop. */
function load<T>(importer: () => Promise<T>): Promise<T> {
  return importer().catch((error: unknown) => {
    if (reloadOnceForStaleChunk(error)) return new Promise<T>(() => undefined);
    throw error;
  });
}

/**
 * A shell page's chunk with its texts (pages/page-intl.tsx): both arrive before it renders, Arabic
 * too when that is the shopper's language, so a page never shows in English first.
 */
function shellPage<M>(importer: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(() =>
    load(() =>
      Promise.all([
        importer(),
        import('../pages/page-intl').then(async (m) => {
          await m.shellPageMessages.load(localeStore.value).catch(() => undefined);
          return m;
        }),
      ]),
    ).then(([m, { PageIntl }]) => {
      const Page = pick(m);
      return {
        default: () => (
          <PageIntl>
            <Page />
          </PageIntl>
        ),
      };
    }),
  );
}

// The shell's own pages load on demand, so their texts stay out of the first download.
const AboutPage = shellPage(
  () => import('../pages/about/about-page'),
  (m) => m.AboutPage,
);
const ContactPage = shellPage(
  () => import('../pages/contact/contact-page'),
  (m) => m.ContactPage,
);
const FaqsPage = shellPage(
  () => import('../pages/faqs/faqs-page'),
  (m) => m.FaqsPage,
);
const PolicyPage = shellPage(
  () => import('../pages/policy/policy-page'),
  (m) => m.PolicyPage,
);

/** A public page: no loading fallback (SPEC §2). */
const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={null}>
    <Page />
  </Suspense>
);

/**
 * The shell's routes: its own pages (ARCHITECTURE "Who owns what"), then every other path to the
 * remote that owns it according to the runtime manifest (the shell knows no page of any remote).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/about', element: page(AboutPage) },
      { path: '/contactus', element: page(ContactPage) },
      { path: '/faqs', element: page(FaqsPage) },
      { path: '/policy', element: page(PolicyPage) },
      { path: '/policy/:section', element: page(PolicyPage) },
      { path: '/*', element: <RemoteOutlet /> },
    ],
  },
];

/** The shell's routes for the current address, under the store's error boundary (app-boundary.tsx). */
export function AppRoutes() {
  const element = useRoutes(routes);
  return <AppBoundary>{element}</AppBoundary>;
}
