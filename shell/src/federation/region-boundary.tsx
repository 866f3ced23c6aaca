import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { FormattedMessage } from 'react-intl';
import { RemoteUnavailableError, reloadOnceForStaleChunk, reportRemoteFailure, resetRemote } from './runtime';
import styles from './region.module.css';

function RegionError({ resetErrorBoundary, compact }: FallbackProps & { compact?: boolean }) {
  return (
    <div role="alert" className={compact ? styles.compact : styles.region}>
      <p className={styles.message}>
        <FormattedMessage id="region.unavailable" />
      </p>
      <button type="button" className={styles.retry} onClick={resetErrorBoundary}>
        <FormattedMessage id="region.retry" />
      </button>
    </div>
  );
}

/**
 * Layer 3 of failure isolation: one error boundary per remote region. A remote that cannot load
 * or throws while rendering costs only its own region, which offers Retry; the failure is
 * reported once, and a stale chunk after a deploy reloads the page at most once.
 */
export function RegionBoundary({ remote, compact, children }: { remote: string; compact?: boolean; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallbackRender={(props) => <RegionError {...props} compact={compact} />}
      onError={(error) => {
        if (reloadOnceForStaleChunk(error)) return;
        // A load failure was already reported by the runtime's errorLoadRemote hook.
        if (!(error instanceof RemoteUnavailableError)) reportRemoteFailure(remote, error);
      }}
      onReset={() => resetRemote(remote)}
    >
      {children}
    </ErrorBoundary>
  );
}
