/**
 * Arabic texts of mfe-partner (issue 13): the same ids as `messages.ts`. PLACEHOLDER until the
 * partner translation lands: empty, so every id falls back to English (the loader lays Arabic
 * over English). The translation replaces this file whole.
 */
export const messagesAr: Record<string, string> = {};
