/**
 * The checkout's country in the shopper's language. Addresses keep the country's
 * English label (SPEC §3 "Shipping address": country is the display label; the account's address
 * book stores i18n-iso-countries' English names, the API, its e-mails and the staff's screens read
 * it as such), so the form keeps and sends that label and only shows it, and reads it back, in
 * the shopper's language: 'Egypt' shows as 'مصر', and 'مصر' typed is kept as 'Egypt'.
 */
import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';
import type { Locale } from '@manzil/shared';

countries.registerLocale(en);
countries.registerLocale(ar);

/** A stored country label as the shopper reads it; a name the list does not know stays as it is. */
export function countryForDisplay(stored: string, locale: Locale): string {
  if (locale === 'en') return stored;
  const code = countries.getAlpha2Code(stored.trim(), 'en');
  return (code && countries.getName(code, locale)) || stored;
}

/** What the form keeps for a typed country: a country's name in `locale` becomes its English label; anything else stays as typed. */
export function countryForStorage(typed: string, locale: Locale): string {
  if (locale === 'en') return typed;
  const code = countries.getAlpha2Code(typed.trim(), locale);
  return (code && countries.getName(code, 'en', { select: 'official' })) || typed;
}
