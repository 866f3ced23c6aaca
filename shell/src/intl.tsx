import type { ReactNode } from 'react';
import { createAppMessages } from '@manzil/shared';
import { AppIntl } from '@manzil/shared/intl';
import { frameMessages } from './messages-frame';

/**
 * The texts of the shell's frame in both languages: English bundled, Arabic
 * (`./messages-frame.ar`) in its own chunk, downloaded only by shoppers who read Arabic. The
 * shell's pages add theirs (pages/page-intl.tsx).
 */
export const shellMessages = createAppMessages(frameMessages, () => import('./messages-frame.ar').then((m) => m.frameMessagesAr));

/**
 * The shell's messages in the shopper's language and Radix's reading direction; follows the
 * locale store, so switching the language re-renders the store without a reload.
 */
export function ShellIntl({ children }: { children: ReactNode }) {
  return <AppIntl messages={shellMessages}>{children}</AppIntl>;
}
