import type { IntlShape } from 'react-intl';
import { localeStore } from '../stores/locale-store';
import { ApiError } from './client';

/** The message ids a caller gives for the failures a person can act on. */
export interface ErrorTextIds {
  network: string;
  fallback: string;
  /** The caller's own sentence for a server `code` where it has a better one (`{ promo_unknown: 'checkout.promo.unknown' }`). */
  byCode?: Record<string, string>;
}

const ARABIC = /[\u0600-\u06FF]/;

/**
 * The sentence to show for a failed call: the caller's own id for the server's `code` when it
 * has one (`byCode`), else the server's own message (the API answers in the language of the
 * request: the client sends the store's), a network sentence when the API could not be reached,
 * else the caller's fallback. An Arabic page never shows a server sentence without Arabic in it
 * (an older API, a proxy's page): the fallback instead. Returns a message id or the server's
 * text, flagged.
 */
export function errorText(error: unknown, ids: ErrorTextIds, locale = localeStore.value): { id: string } | { text: string } {
  if (error instanceof ApiError) {
    if (error.status === 0) return { id: ids.network };
    const own = ids.byCode?.[error.code];
    if (own) return { id: own };
    const message = error.body && typeof error.body.message === 'string' ? error.body.message.trim() : '';
    if (message && (locale !== 'ar' || ARABIC.test(message))) return { text: message };
  }
  return { id: ids.fallback };
}

/** {@link errorText} as the sentence itself, formatted with the caller's `intl`. */
export function errorSentence(error: unknown, ids: ErrorTextIds, intl: Pick<IntlShape, 'formatMessage'>): string {
  const text = errorText(error, ids);
  return 'text' in text ? text.text : intl.formatMessage({ id: text.id });
}
