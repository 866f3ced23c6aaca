// @manzil/shared/intl: the intl setup a remote wraps its UI in, written once. Not a federation
// singleton: each remote bundles this small entry, so the DirectionProvider it renders is the same
// module instance the remote's own Radix components read.
import { DirectionProvider } from '@radix-ui/react-direction';
import type { ComponentType, ReactNode } from 'react';
import { IntlProvider, createIntl, createIntlCache, type IntlShape } from 'react-intl';
// Through the package's root entry, the federation singleton: a relative import would bundle a
// second locale store into each remote.
import { createAppMessages, localeStore, useIntlSetup, type AppMessages, type Messages } from '@manzil/shared';
import type { PageLocale } from '@manzil/shared/seo';

/**
 * Wraps `children` in one of an app's catalogs (each app owns its texts; ARCHITECTURE "Text") in
 * the shopper's language, and Radix's reading direction; follows the locale store without a reload.
 * @param props.messages the catalog, from {@link createAppMessages} or {@link createRemoteIntl}
 */
export function AppIntl({ messages, children }: { messages: AppMessages; children: ReactNode }) {
  const { intlLocale, messages: current, dir } = useIntlSetup(messages);
  return (
    <IntlProvider locale={intlLocale} defaultLocale="en" messages={current}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </IntlProvider>
  );
}

/** What {@link createRemoteIntl} gives a remote: its catalog and the provider that applies it. */
export interface RemoteIntlSetup {
  /** The remote's texts in both languages (English bundled, Arabic loaded on demand). */
  appMessages: AppMessages;
  /** Wraps the remote's UI in `appMessages` (see {@link AppIntl}). */
  RemoteIntl: ComponentType<{ children: ReactNode }>;
}

/**
 * A remote's intl setup from its own messages: English (`en`, bundled) and a loader of its Arabic
 * catalog (its own chunk, loaded only when the shopper reads Arabic). A remote loaded while the
 * store is in Arabic starts fetching its Arabic texts at once.
 * @param en the remote's English messages (id → ICU text)
 * @param loadArabic resolves to the remote's Arabic messages, the same ids
 */
export function createRemoteIntl(en: Messages, loadArabic: () => Promise<Messages>): RemoteIntlSetup {
  const appMessages = createAppMessages(en, loadArabic);
  if (localeStore.value !== 'en') void appMessages.load(localeStore.value).catch(() => undefined);
  function RemoteIntl({ children }: { children: ReactNode }) {
    return <AppIntl messages={appMessages}>{children}</AppIntl>;
  }
  return { appMessages, RemoteIntl };
}

/**
 * Formats an app's messages without React (a server render's page heads): returns `intlFor(locale)`,
 * one `IntlShape` per language, made once and kept.
 * @param catalogs the messages of each page language (id → ICU text)
 */
export function intlByLocale(catalogs: Record<PageLocale, Messages>): (locale: PageLocale) => IntlShape {
  const cache = createIntlCache();
  const intls = new Map<PageLocale, IntlShape>();
  return (locale) => {
    let intl = intls.get(locale);
    if (!intl) {
      intl = createIntl({ locale, messages: catalogs[locale], defaultLocale: 'en' }, cache);
      intls.set(locale, intl);
    }
    return intl;
  };
}
