import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './newsletter-form.module.css';

/**
 * The newsletter band's frame: the title and text, then `children` (the form, or its disabled
 * placeholder while it loads, newsletter-slot.tsx), so both draw the same heading.
 */
export function NewsletterBand({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.band} aria-labelledby={titleId} aria-busy={busy ? true : undefined}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage id="newsletter.title" />
          </h2>
          <p className={styles.intro}>
            <FormattedMessage id="newsletter.intro" />
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
