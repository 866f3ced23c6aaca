import { useEffect, useState } from 'react';
import { getSearchSuggestions, type SearchSuggestion } from '@manzil/shared';

/** Typing waits this long (ms) before asking the server, so keystrokes never wait on it. */
export const SUGGESTION_DEBOUNCE_MS = 150;

export interface SuggestionsState {
  /** The trimmed query the items answer. */
  query: string;
  items: SearchSuggestion[];
  loading: boolean;
}

/**
 * Suggestions for `text` (SPEC §2, §5): the text is trimmed; empty text clears them at once; a
 * request starts 150 ms after the last keystroke and a newer one aborts the older. A failure is
 * logged and leaves no suggestions (SPEC §8).
 */
export function useSuggestions(text: string): SuggestionsState {
  const query = text.trim();
  const [state, setState] = useState<SuggestionsState>({ query: '', items: [], loading: false });

  useEffect(() => {
    if (!query) {
      setState({ query: '', items: [], loading: false });
      return;
    }
    setState((previous) => ({ ...previous, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchSuggestions(query, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setState({ query, items: Array.isArray(items) ? items : [], loading: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Failed to load search suggestions', error);
          setState({ query, items: [], loading: false });
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}
