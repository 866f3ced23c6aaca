import type { ReactNode } from 'react';
import { localeStore, useLocale, type Locale } from '@manzil/shared';
import { BrowserRouter } from '@manzil/shared/router';
import { ARABIC_PATH_PREFIX, localePath, splitLocalePath } from '@manzil/shared/seo';

/** The address of the current page in `locale` (`/product/1` ↔ `/ar/product/1`), query and hash kept. */
function addressIn(locale: Locale): string {
  const { path } = splitLocalePath(location.pathname);
  return `${localePath(path, locale)}${location.search}${location.hash}`;
}

function replaceAddress(locale: Locale): void {
  if (splitLocalePath(location.pathname).locale === locale) return;
  history.replaceState(history.state, '', addressIn(locale));
}

/**
 * Keeps the page's language and its address in step, so an Arabic page is always at its `/ar/…`
 * address (the one its canonical and hreflang links name, and the one a shopper shares):
 * - an `/ar/…` address makes the store Arabic; an unprefixed one keeps the stored choice, and
 *   moves to `/ar/…` when that choice is Arabic (the document server served it in Arabic already);
 * - switching the language moves the address between `/…` and `/ar/…` (replaced, not pushed: the
 *   switch is not a page of its own);
 * - going back or forward to an address of the other language switches the language to it.
 * Called once, before the first render: the router then starts on the right address.
 */
export function followLocaleInAddress(): void {
  if (splitLocalePath(location.pathname).locale === 'ar') localeStore.set('ar');
  else replaceAddress(localeStore.value);
  // Subscribed before any component, so the address has moved when the router remounts below.
  localeStore.locale$.subscribe(replaceAddress);
  window.addEventListener('popstate', () => localeStore.set(splitLocalePath(location.pathname).locale));
}

/**
 * The store's router under its language's base: `/ar` in Arabic, so every route and link of the
 * shell and of the remotes (rendered inside it) is written unprefixed and lands on `/ar/…`. A
 * language switch remounts it on the new address (a router's base cannot move under its history).
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <BrowserRouter key={locale} basename={locale === 'ar' ? ARABIC_PATH_PREFIX : undefined}>
      {children}
    </BrowserRouter>
  );
}
