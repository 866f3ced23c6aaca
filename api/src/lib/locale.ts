import type { FastifyRequest } from 'fastify';
import { qualityList } from './quality-list.ts';

/** The languages the store speaks (issue 13): English, the default, and Arabic. */
export const LOCALES = ['en', 'ar'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/**
 * The language an answer is written in, from the request's `Accept-Language` header (the client
 * sends the shopper's choice; see issue 13): 'ar' when Arabic is preferred to English (by order,
 * then by q-value), otherwise 'en'. Never throws: a malformed header means English.
 */
export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  let best: { locale: Locale; q: number } | null = null;
  for (const { name: tag, q } of qualityList(acceptLanguage)) {
    const primary = tag.split('-')[0];
    if (primary !== 'ar' && primary !== 'en') continue;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? 'en';
}

/** The language of this request's answer (see {@link localeOf}). */
export const requestLocale = (request: FastifyRequest): Locale => localeOf(request.headers['accept-language']);
