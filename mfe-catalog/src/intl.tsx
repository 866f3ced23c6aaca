import type { ReactNode } from 'react';
import { createAppMessages, localeStore } from '@manzil/shared';
import { AppIntl } from './intl-provider';
import { messages } from './messages';

/**
 * This remote's texts in both languages: English bundled, Arabic (`./messages.ar`,
 * `messagesAr`) in its own chunk, loaded only when the shopper reads Arabic.
 */
export const appMessages = createAppMessages(messages, () => import('./messages.ar').then((m) => m.messagesAr));
// A remote loaded while the store is in Arabic starts fetching its Arabic texts at once.
if (localeStore.value !== 'en') void appMessages.load(localeStore.value).catch(() => undefined);

/**
 * Wraps this remote's UI in its own messages (each app owns its texts; ARCHITECTURE "Text") in
 * the shopper's language, and Radix's reading direction; follows the locale store without a reload.
 */
export function RemoteIntl({ children }: { children: ReactNode }) {
  return <AppIntl messages={appMessages}>{children}</AppIntl>;
}
