import type { FastifyRequest } from 'fastify';
import { qualityList } from './quality-list.ts';

/** The languages the store speaks: English, the default, and Arabic. */
export const LOCALES = ['en', 'ar'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/**
 * The language an answer is written in, from the request's `Accept-Language` header (the client
 * sends the shopper's choice; docs/i18n.md): 'ar' when Arabic is preferred to English (by order,
 * then by q-value), otherwise 'en'. Never throws: a malformed header means English.
 */
export function localeOf(acceptLanguage: string | undefined): Locale {
  return preferredLocale(acceptLanguage) ?? 'en';
}

/** Arabic or English, whichever the header prefers, or null when it wants neither. */
function preferredLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const { name: tag, q } of qualityList(acceptLanguage)) {
    const primary = tag.split('-')[0];
    if (primary !== 'ar' && primary !== 'en') continue;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? null;
}

/** The store's cookie `manzil_locale`, which keeps the shopper's language (docs/i18n.md). */
const LOCALE_COOKIE = /(?:^|;\s*)manzil_locale=(en|ar)(?:;|$)/;

/**
 * The language of this request's answer: its `Accept-Language` when that names English or
 * Arabic (the store's HTTP client sends the shopper's choice on every call), else the store's
 * locale cookie (a request the client did not write: a form post, a link, the 3-D Secure page),
 * else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  const named = preferredLocale(Array.isArray(header) ? header.join(',') : header);
  if (named) return named;
  const cookie = LOCALE_COOKIE.exec(request.headers.cookie ?? '');
  return (cookie?.[1] as Locale | undefined) ?? 'en';
}
