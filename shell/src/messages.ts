import { frameMessages } from './messages-frame';
import { pageMessages } from './messages-pages';

/**
 * English texts of the shell (SPEC strings copied letter for letter), one file per area under
 * `messages/`: the frame's (`messages-frame.ts`, in the first load) and the shell's pages'
 * (`messages-pages.ts`, with the pages). The whole catalog is what tests and the i18n check read.
 */
export const messages: Record<string, string> = { ...frameMessages, ...pageMessages };
