import { FormattedMessage } from 'react-intl';
import styles from './states.module.css';

/** A page whose data could not be loaded (network or server failure): a sentence and Retry. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.state} role="alert">
      <h1 className={styles.title}>
        <FormattedMessage id="error.title" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="error.body" />
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetry}>
          <FormattedMessage id="error.retry" />
        </button>
      </div>
    </section>
  );
}
