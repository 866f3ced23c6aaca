import type { ReactNode } from 'react';
import styles from './listing-header.module.css';

/** A listing page's title and description, above the listing. */
export function ListingHeader({ title, description, eyebrow }: { title: ReactNode; description?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}
