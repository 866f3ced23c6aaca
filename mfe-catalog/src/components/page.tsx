import type { ReactNode } from 'react';
import { RemoteIntl } from '../intl';
import styles from './page.module.css';

/** Every catalog page: this remote's messages (react-intl) and the store's content width. */
export function CatalogPage({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <RemoteIntl>
      <div className={wide ? styles.wide : styles.page}>{children}</div>
    </RemoteIntl>
  );
}
