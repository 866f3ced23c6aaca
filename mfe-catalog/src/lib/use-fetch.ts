import { useCallback, useEffect, useState, type DependencyList } from 'react';

/** Where one fetch stands. `data` keeps the last good result while a newer one loads. */
export interface FetchState<T> {
  status: 'loading' | 'success' | 'error';
  data: T | null;
  error: unknown;
  /** Runs the fetch again (the error state's Retry). */
  retry: () => void;
}

/**
 * Runs `load` whenever `deps` change, aborting the one before, and tracks loading, data and
 * failure. A failure is logged with `label` (SPEC §8: listing fetches fail silently) and the
 * status becomes 'error'; callers decide what the shopper sees.
 */
export function useFetch<T>(label: string, load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): FetchState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<FetchState<T>, 'retry'>>({ status: 'loading', data: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(label, error);
        setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
