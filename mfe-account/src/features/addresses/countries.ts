/**
 * The country list of the address form (SPEC §3 "Country option"): every ISO 3166 entry from
 * i18n-iso-countries with its English label, and a second list of native names from the
 * browser's CLDR data (Intl.DisplayNames in the country's most likely language).
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

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
    .map(([value, label]) => ({ value, label, native: nativeName(value) }))
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
