import type { ReactNode } from 'react';
import { createAppMessages, localeStore } from '@manzil/shared';
import { AppIntl } from './intl-provider';
import { searchBoxMessages } from './messages-search';

/**
 * The search box's texts in both languages: the header shows it on every page, so it brings only
 * its own few texts (the whole catalog, ≈ 2.4 KiB gzip, came with it on a first visit);
 * Arabic (`./messages-search.ar`) in its own chunk, loaded only when the shopper reads Arabic.
 */
export const searchMessages = createAppMessages(searchBoxMessages, () => import('./messages-search.ar').then((m) => m.searchBoxMessagesAr));
// Loaded while the store is in Arabic (the header of an Arabic page): fetch the Arabic at once.
if (localeStore.value !== 'en') void searchMessages.load(localeStore.value).catch(() => undefined);

/** Wraps the exposed search box in its own texts, in the shopper's language. */
export function SearchBoxIntl({ children }: { children: ReactNode }) {
  return <AppIntl messages={searchMessages}>{children}</AppIntl>;
}
