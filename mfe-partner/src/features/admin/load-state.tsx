import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@manzil/shared';
import styles from './admin.module.css';

interface LoadStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}

/** A list's three states: loading (spinner), failed (a sentence and Try again), loaded. */
export function LoadState<T>({ query, children }: LoadStateProps<T>) {
  const intl = useIntl();
  if (query.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError || query.data === undefined) {
    return (
      <p role="alert" className={styles.error}>
        <FormattedMessage id="admin.loadFailed" />{' '}
        <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
          <FormattedMessage id="admin.retry" />
        </button>
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
