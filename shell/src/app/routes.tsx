import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from '@manzil/shared/router';
import { RemoteOutlet } from '../federation/remote-outlet';
import { reloadOnceForStaleChunk } from '../federation/runtime';
import { ErrorPage } from '../pages/error-page';
import { Layout } from './layout';

/** A page's chunk; after a deploy a stale chunk reloads the page once (as for remotes), never in a loop. */
function load<T>(importer: () => Promise<T>): Promise<T> {
  return importer().catch((error: unknown) => {
    if (reloadOnceForStaleChunk(error)) return new Promise<T>(() => undefined);
    throw error;
  });
}

// The shell's own pages load on demand, so their texts stay out of the first download.
const AboutPage = lazy(() => load(() => import('../pages/about/about-page')).then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => load(() => import('../pages/contact/contact-page')).then((m) => ({ default: m.ContactPage })));
const FaqsPage = lazy(() => load(() => import('../pages/faqs/faqs-page')).then((m) => ({ default: m.FaqsPage })));
const PolicyPage = lazy(() => load(() => import('../pages/policy/policy-page')).then((m) => ({ default: m.PolicyPage })));

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
    errorElement: <ErrorPage />,
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
