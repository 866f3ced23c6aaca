import { useEffect, useState, useSyncExternalStore } from 'react';
import { intlLocale, localeStore, textDirection, type Locale } from '../stores/locale-store';

/** The shopper's current language, re-rendering the caller when it changes (the locale store). */
export function useLocale(): Locale {
  return useSyncExternalStore(
    localeStore.subscribe,
    () => localeStore.value,
    () => 'en' as const,
  );
}

/** A message catalog: message id → ICU message. */
export type Messages = Record<string, string>;

/**
 * The messages of one app in both languages (issue 13). English is bundled; Arabic is loaded on
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
}

/** Builds an app's AppMessages: English at once, Arabic through `loadArabic`, loaded once. */
export function createAppMessages(en: Messages, loadArabic: () => Promise<Messages>): AppMessages {
  let arabic: Messages | undefined;
  let pending: Promise<Messages> | undefined;
  return {
    en,
    get: (locale) => (locale === 'en' ? en : arabic),
    load(locale) {
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
 * had, so a switch never shows half-translated screens; a remote mounted later starts in the
 * store's language.
 */
export function useIntlSetup(messages: AppMessages): IntlSetup {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>(() => {
    const ready = messages.get(locale);
    return ready ? { locale, messages: ready } : { locale: 'en', messages: messages.en };
  });
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
