import { useIntl } from 'react-intl';
import { use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { intlLocale, localeStore, textDirection, type Locale } from '../stores/locale-store';

/**
 * The shopper's current language, re-rendering the caller when it changes (the locale store).
 * On the server, and while hydrating, it is the store's language too: a server render sets the
 * store to the page's language before it renders (@manzil/shared/server), and the browser sets it
 * from the address before it renders, so both sides read the same language.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(
    localeStore.subscribe,
    () => localeStore.value,
    () => localeStore.value,
  );
}

/**
 * The language the surrounding react-intl provider shows: it follows the locale store once that
 * language's messages have loaded. Prices and dates format with it, so they switch together with
 * the text around them rather than a moment before it.
 */
export function useDisplayLocale(): Locale {
  return useIntl().locale.startsWith('ar') ? 'ar' : 'en';
}

/** A message catalog: message id → ICU message. */
export type Messages = Record<string, string>;

/**
 * The messages of one app in both languages. English is bundled; Arabic is loaded on
 * demand by `loadArabic`, which must be `() => import('./messages.ar').then((m) => m.messagesAr)`
 * written in the app itself, so the bundler splits it and English-only visitors never download it.
 * The Arabic catalog is laid over the English one, so an id not translated yet shows in English
 * instead of failing.
 */
export interface AppMessages {
  /** The app's English messages (`<app>/src/messages.ts`), exactly the SPEC's texts. */
  readonly en: Messages;
  /** The messages of `locale` when already loaded, else undefined. */
  get(locale: Locale): Messages | undefined;
  /** Loads (once) and returns the messages of `locale`. */
  load(locale: Locale): Promise<Messages>;
  /**
   * The same load for a first render to wait on (React `use` needs one promise on every try): it
   * never fails — a failure is logged and settles to `en` — and stays settled.
   */
  settled(locale: Locale): Promise<Messages>;
}

/** Builds an app's AppMessages: English at once, Arabic through `loadArabic`, loaded once. */
export function createAppMessages(en: Messages, loadArabic: () => Promise<Messages>): AppMessages {
  let arabic: Messages | undefined;
  let pending: Promise<Messages> | undefined;
  let settled: Promise<Messages> | undefined;
  const load = (locale: Locale): Promise<Messages> => {
    if (locale === 'en') return Promise.resolve(en);
    if (arabic) return Promise.resolve(arabic);
    pending ??= loadArabic().then(
      (loaded) => (arabic = { ...en, ...loaded }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const englishOnly = Promise.resolve(en);
  return {
    en,
    get: (locale) => (locale === 'en' ? en : arabic),
    load,
    settled(locale) {
      if (locale === 'en') return englishOnly;
      settled ??= load(locale).catch((error: unknown) => {
        console.error(`Failed to load the ${locale} messages`, error);
        return en;
      });
      return settled;
    },
  };
}

/** What an app's IntlProvider and DirectionProvider need for the current language. */
export interface IntlSetup {
  /** The shopper's language. */
  locale: Locale;
  /** The BCP 47 tag for react-intl: `en`, or `ar-EG` with Western digits (`ar-EG-u-nu-latn`). */
  intlLocale: string;
  /** The messages to render with (English until Arabic has loaded). */
  messages: Messages;
  /** Writing direction for Radix's DirectionProvider. */
  dir: 'ltr' | 'rtl';
}

/** The react-intl tag of a locale: `en`, or `ar-EG` with Western digits (docs/i18n.md). */
function reactIntlLocale(locale: Locale): string {
  return locale === 'ar' ? `${intlLocale(locale)}-u-nu-latn` : 'en';
}

/**
 * Follows the locale store for one app: re-renders with the new language's messages (loading
 * Arabic on first use) without a page reload. Until Arabic has loaded it keeps the language it
 * had, so a switch never shows half-translated screens. An app mounted while the store is in
 * Arabic waits for its Arabic texts (it suspends: its region's fallback, or the document's first
 * view, stays meanwhile) instead of showing English first and then reflowing into Arabic, which
 * moved the product page under a person's eyes.
 */
export function useIntlSetup(messages: AppMessages): IntlSetup {
  const locale = useLocale();
  const mounting = useRef(true);
  // What the first render waits on, decided once: React replays a suspended render once the
  // promise settles, and the replay must call `use` again although the messages are in by then
  // (else it fails with React error 467 on the hooks that follow).
  const waitingFor = useRef<Promise<Messages> | null>(null);
  let first = messages.get(locale);
  if (!first && locale !== 'en' && mounting.current) waitingFor.current ??= messages.settled(locale);
  if (waitingFor.current && mounting.current) {
    const settled = use(waitingFor.current);
    first = settled === messages.en ? undefined : settled;
  }
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>(() =>
    first ? { locale, messages: first } : { locale: 'en', messages: messages.en },
  );
  useEffect(() => {
    mounting.current = false;
  }, []);
  useEffect(() => {
    if (loaded.locale === locale) return;
    let live = true;
    messages.load(locale).then(
      (next) => live && setLoaded({ locale, messages: next }),
      (error: unknown) => console.error(`Failed to load the ${locale} messages`, error),
    );
    return () => {
      live = false;
    };
  }, [locale, loaded.locale, messages]);
  return {
    locale: loaded.locale,
    intlLocale: reactIntlLocale(loaded.locale),
    messages: loaded.messages,
    dir: textDirection(loaded.locale),
  };
}
