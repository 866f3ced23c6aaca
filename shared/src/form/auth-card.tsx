import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './auth-card.module.css';

/** Props of AuthCard: message ids of its title and introduction, the form's content. */
export interface AuthCardProps {
  /** Message id of the heading (h1). */
  title: string;
  /** Message id of the sentence under it. */
  intro: string;
  children: ReactNode;
  /** Under the submit button, e.g. a link to sign up. */
  footer?: ReactNode;
}

/** The card every sign-in and sign-up form sits in: heading, introduction, fields, a footer line. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>
        <FormattedMessage id={title} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id={intro} />
      </p>
      {children}
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </div>
  );
}

/** Class names of the card's parts a form reuses: `form` (the fields' grid), `failure`, `submit`, `pair`. */
export const authCardClasses = { form: styles.form, failure: styles.failure, submit: styles.submit, pair: styles.pair };
