import { detectCardType, type CardType as ContractCardType } from './contract/card-rules.ts';
import { passwordRules, type PasswordRules } from './contract/password-rules.ts';
/**
 * Pure formatting and rule functions (SPEC §2, §4, §5, §9). They return values and codes, never
 * user-facing sentences: the apps turn codes into text through react-intl.
 */
import { localeStore, type Locale } from './stores/locale-store';
import type { Product } from './types';

// Arabic numbers and dates are written for ar-EG with Western digits (docs/i18n.md: as Amazon.eg,
// Noon and Jumia show them), so `12,500` reads the same in both languages.
const ARABIC_LATIN_DIGITS = 'ar-EG-u-nu-latn';

const numberFormats = new Map<string, Intl.NumberFormat>();
/** The number format of `locale`: grouped, at most two decimals, at least `minimumFractionDigits` (made once). */
function numberFormat(locale: Locale, minimumFractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ar' ? ARABIC_LATIN_DIGITS : 'en-US', { minimumFractionDigits, maximumFractionDigits: 2 });
    numberFormats.set(key, format);
  }
  return format;
}

/** The Egyptian pound's sign in Arabic: `ج.م.`, after the amount. */
const ARABIC_POUND = 'ج.م.';

/**
 * A price in EGP as shown on cards and pages: `12,500 E£` (SPEC §1); in Arabic `12,500 ج.م.`.
 * `locale` defaults to the shopper's current language (the locale store); a component passes
 * `useDisplayLocale()` so it re-renders, with the text, when the language changes.
 */
export function formatPrice(amount: number, locale: Locale = localeStore.value): string {
  const number = numberFormat(locale, 0).format(Number(amount) || 0);
  return locale === 'ar' ? `${number} ${ARABIC_POUND}` : `${number} E£`;
}

/**
 * A price in EGP as shown in the cart and checkout: `LE 12,500.00` (SPEC §9); in Arabic
 * `12,500.00 ج.م.`. `locale` as for formatPrice.
 */
export function formatPriceLE(amount: number, locale: Locale = localeStore.value): string {
  const number = numberFormat(locale, 2).format(Number(amount) || 0);
  return locale === 'ar' ? `${number} ${ARABIC_POUND}` : `LE ${number}`;
}

/** A whole number with thousands separators, e.g. the price slider's `600,000` (Western digits in Arabic too). */
export function formatNumber(value: number, locale: Locale = localeStore.value): string {
  return numberFormat(locale, 0).format(Number(value) || 0);
}

/** The price a shopper pays: the sale price when there is one, else the price (SPEC §9). */
export function effectivePrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice != null && product.salePrice > 0 ? product.salePrice : product.price;
}

/** True when the product has a sale price below its price. */
export function isOnSale(product: Pick<Product, 'price' | 'salePrice'>): boolean {
  return product.salePrice != null && product.salePrice > 0 && product.salePrice < product.price;
}

/** The first `count` words of a text, with '...' when there were more (SPEC §9: 10 words). */
export function previewWords(text: string | null | undefined, count = 10): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}...`;
}

/** A text cut at `max` characters with '...' when longer (SPEC §9: 200 for the banner, 60 for suggestions). */
export function truncateText(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** Product-card stock badge (SPEC §4): 0 → 'sold-out'; 1 to 5 → 'hurry'; otherwise none. */
export function productStockBadge(stock: number): 'sold-out' | 'hurry' | null {
  if (stock <= 0) return 'sold-out';
  if (stock <= 5) return 'hurry';
  return null;
}

/** Favorites-panel stock badge (SPEC §4): 0 → 'unavailable'; 1 to 4 → 'low'; otherwise 'available'. */
export function favoritesStockBadge(stock: number): 'unavailable' | 'low' | 'available' {
  if (stock <= 0) return 'unavailable';
  if (stock < 5) return 'low';
  return 'available';
}

/** The largest count a badge shows as a number (SPEC §9: badge maximum 99); past it, '99+'. */
export const BADGE_MAX = 99;

/** A count badge's text: the number, or '99+' past 99 (SPEC §9: badge maximum 99). */
export function badgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, Math.floor(count)));
}

/** Card brands recognised from the number (SPEC §5, plus Meeza). */
export type CardType = ContractCardType;

/**
 * The card brand of a number (SPEC §5): 4 Visa; 51-55 MasterCard; 34/37 Amex; 6 Discover; 50, 56-59
 * Valu; and Meeza (Egypt's national scheme: 507803…, 9818…), as the API detects it too.
 */
export function cardType(cardNumber: string): CardType {
  return detectCardType(cardNumber);
}

/** A card number as typed: digits only, at most 16, grouped by 4 (`4242 4242 4242 4242`, SPEC §5). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed: digits only, at most 4, the slash after the month (`12/39`, SPEC §5 MM/YY). */
export function formatExpiryInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A CVV as typed: digits only, at most 4 (SPEC §5: 3 or 4 digits). */
export function formatCvvInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** Strength of a password (SPEC §5): 25 per rule of the contract's `passwordRules`; ≤ 50 'Weak' (1 bar), 51-75 'Medium' (2), above 75 'Strong' (4). */
export function passwordStrength(password: string): {
  rules: PasswordRules;
  score: number;
  label: 'Weak' | 'Medium' | 'Strong';
  bars: 1 | 2 | 4;
} {
  const rules = passwordRules(password);
  const score = Object.values(rules).filter(Boolean).length * 25;
  if (score <= 50) return { rules, score, label: 'Weak', bars: 1 };
  if (score <= 75) return { rules, score, label: 'Medium', bars: 2 };
  return { rules, score, label: 'Strong', bars: 4 };
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** The date format of `locale` (made once: formatDate runs for every row of a list's render). */
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? ARABIC_LATIN_DIGITS : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * A date as `21 Nov 2026` (en-GB order, as Egyptian shoppers read dates); in Arabic
 * `21 نوفمبر 2026` (ar-EG, Western digits).
 */
export function formatDate(iso: string | Date, locale: Locale = localeStore.value): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale).format(date);
}
