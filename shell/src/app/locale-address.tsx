import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { localeStore, type Locale } from '@manzil/shared';
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
  // The router reads the address again on 'popstate' (its history's only signal of a change made
  // outside it); the entry's state is unchanged, so it stays the same entry.
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

const baseOf = (locale: Locale) => (locale === 'ar' ? ARABIC_PATH_PREFIX : undefined);

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
  // Subscribed before any component, so the address has moved before the router's base does.
  localeStore.locale$.subscribe(replaceAddress);
  window.addEventListener('popstate', () => localeStore.set(splitLocalePath(location.pathname).locale));
}

/**
 * The store's router under its language's base: `/ar` in Arabic, so every route and link of the
 * shell and of the remotes (rendered inside it) is written unprefixed and lands on `/ar/…`. The
 * base moves in a transition, as the router's own location does on the same event: both change
 * in one render, so no render pairs the new base with the old address (nothing is remounted, an
 * open menu stays open).
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const [basename, setBasename] = useState(() => baseOf(localeStore.value));
  useEffect(() => localeStore.subscribe(() => startTransition(() => setBasename(baseOf(localeStore.value)))), []);
  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}
