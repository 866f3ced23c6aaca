// @manzil/shared/countries: the one country list (SPEC §3 "Country option", "Shipping address")
// with one label rule: a country is stored and sent as its English official name from
// i18n-iso-countries, and shown in the shopper's language. Not a federation singleton: the remotes
// with address forms bundle it.
import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';
import type { Locale } from '@manzil/shared';

countries.registerLocale(en);
countries.registerLocale(ar);

/**
 * The label a country is stored and sent as: its English official name ('Egypt').
 * @param code ISO 3166-1 alpha-2 code
 * @returns the label, or '' for a code the list does not know
 */
export function countryLabel(code: string): string {
  return countries.getName(code, 'en', { select: 'official' }) ?? '';
}

/** One option of the country select: ISO code, English label, native name. */
export interface CountryOption {
  value: string;
  label: string;
  native: string;
}

function nativeName(code: string): string {
  try {
    const language = new Intl.Locale(`und-${code}`).maximize().language;
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? '';
  } catch {
    return '';
  }
}

let cached: CountryOption[] | null = null;

/** Every country and territory, sorted by English label. */
export function countryOptions(): CountryOption[] {
  cached ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([value]) => ({ value, label: countryLabel(value), native: nativeName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return cached;
}

/** Lower-cased, without accents: 'Côte' → 'cote'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** SPEC §2: case- and accent-insensitive, anywhere in the English label or the native name. */
export function matchesCountry(option: CountryOption, input: string): boolean {
  const query = fold(input.trim());
  if (!query) return true;
  return fold(option.label).includes(query) || fold(option.native).includes(query) || option.value.toLowerCase() === query;
}

/** The option whose English label is `label` (addresses store the label). */
export function optionForLabel(label: string): CountryOption | null {
  const wanted = fold(label.trim());
  return countryOptions().find((o) => fold(o.label) === wanted) ?? null;
}

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
  return (code && countryLabel(code)) || typed;
}
