import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from '@manzil/shared/router';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import styles from './layout.module.css';

/** SPEC §2: every navigation scrolls to the top after 100 ms. */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo(0, 0), 100);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** Header, the routed page, footer. */
export function Layout() {
  useScrollToTopOnNavigation();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
