import { Suspense, useEffect, useRef } from 'react';
import { endServedView } from '@manzil/shared';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from '@manzil/shared/router';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { InteractiveMark } from './interactive-mark';
import styles from './layout.module.css';

/** SPEC §2: every navigation scrolls to the top after 100 ms. */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo(0, 0), 100);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/**
 * The served document's answers are its first showing's only (`isServedAnswer`): the first
 * navigation ends it, so a listing shown again (the back button) is asked again.
 */
export function useEndServedViewOnNavigation(): void {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) endServedView();
  }, [key]);
}

/**
 * Header, the routed page, footer. The header and the footer are each a Suspense boundary of
 * their own (they never suspend): over a served document React hydrates the frame around them
 * first, then them in short slices that leave the main thread free between, as it does the page's
 * region (React's selective hydration), instead of the whole store in one long task.
 */
export function Layout() {
  useScrollToTopOnNavigation();
  useEndServedViewOnNavigation();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <Suspense fallback={null}>
        <Header />
        <InteractiveMark part="header" />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
        <InteractiveMark part="footer" />
      </Suspense>
    </div>
  );
}
