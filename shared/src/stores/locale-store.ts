import { BehaviorSubject, type Observable } from 'rxjs';
import { bus } from '../bus';
import { onOtherTabChange, pageSingleton, safeLocalStorage } from './storage';

/** The languages of the store: English (the SPEC's texts) and Arabic. */
export type Locale = 'en' | 'ar';

/** Every locale the store speaks, English first (the default). */
export const LOCALES: readonly Locale[] = ['en', 'ar'];

/** Name of the cookie (SameSite=Lax, one year) and of the localStorage key that keep the choice. */
export const LOCALE_COOKIE = 'manzil_locale';

/** One year, in seconds: how long the language cookie is kept. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** True when `value` names a locale of the store. */
function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

/**
 * The BCP 47 locale react-intl and Intl format with: `en`, or `ar-EG` with Western digits
 * (`numberingSystem: 'latn'`, docs/i18n.md: Amazon.eg, Noon and Jumia show 0-9 in Arabic).
 */
export function intlLocale(locale: Locale): 'en' | 'ar-EG' {
  return locale === 'ar' ? 'ar-EG' : 'en';
}

/** The writing direction of a locale: `rtl` for Arabic, `ltr` for English. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The stored choice: the cookie first (the server sees it too), then localStorage, else 'en'. */
export function readStoredLocale(): Locale {
  const cookie = readCookie(LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  try {
    const stored = safeLocalStorage()?.getItem(LOCALE_COOKIE);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage denied: English.
  }
  return 'en';
}

function persist(locale: Locale): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  }
  try {
    safeLocalStorage()?.setItem(LOCALE_COOKIE, locale);
  } catch {
    // Storage full or denied: the cookie still keeps the choice.
  }
}

/** Sets `<html lang dir>` for a locale (`ar` → `lang="ar" dir="rtl"`). */
function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}

/**
 * The shopper's language. Starts from the cookie `manzil_locale`, else localStorage,
 * else English, and sets `<html lang dir>` at once. `set` keeps the choice (cookie and
 * localStorage), updates `<html>`, and announces `locale:changed` on the bus (the shared query
 * cache refetches its answers in the new language; every app's IntlProvider follows `locale$`).
 * A change made in another tab is followed too.
 */
export class LocaleStore {
  private readonly subject: BehaviorSubject<Locale>;
  /** The locale, replaying the current value to every new subscriber (a remote mounted later). */
  readonly locale$: Observable<Locale>;

  constructor() {
    this.subject = new BehaviorSubject<Locale>(readStoredLocale());
    this.locale$ = this.subject.asObservable();
    applyToDocument(this.subject.value);
    onOtherTabChange(LOCALE_COOKIE, () => this.update(readStoredLocale(), false));
  }

  /** The current locale. */
  get value(): Locale {
    return this.subject.value;
  }

  /** Switches the store's language; setting the current one does nothing. */
  set(locale: Locale): void {
    this.update(locale, true);
  }

  /** Subscribes to changes (for React's useSyncExternalStore); returns the unsubscribe function. */
  subscribe = (onChange: () => void): (() => void) => {
    const subscription = this.locale$.subscribe(onChange);
    return () => subscription.unsubscribe();
  };

  private update(locale: Locale, store: boolean): void {
    if (!isLocale(locale) || locale === this.subject.value) return;
    if (store) persist(locale);
    applyToDocument(locale);
    this.subject.next(locale);
    bus.emit('locale:changed', { locale });
  }
}

/** The page's one locale store (a page singleton, like the session stores). */
export const localeStore: LocaleStore = pageSingleton('locale-store', () => new LocaleStore());
