import { frameMessagesAr } from './messages-frame.ar';
import { pageMessagesAr } from './messages-pages.ar';

/**
 * Arabic texts of the shell: the same ids as `messages.ts`, one `*.ar.ts` beside each
 * English file, in Modern Standard Arabic as Egyptian shops write it. The store loads its two
 * halves on demand (`messages-frame.ar.ts` in intl.tsx, `messages-pages.ar.ts` in pages/page-intl.tsx).
 */
export const messagesAr: Record<string, string> = { ...frameMessagesAr, ...pageMessagesAr };
