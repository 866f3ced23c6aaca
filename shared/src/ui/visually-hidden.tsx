import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text read by screen readers and not shown (labels that the layout already makes visible). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
