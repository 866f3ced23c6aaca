/** @jest-environment node */
// The ids this app's code uses, extracted by the formatjs CLI (and our `t('id')` wrapper
// and ids handed around as data, from the TypeScript AST), against the English and Arabic
// catalogs: none missing in either language, none unused, the same ICU arguments in both, and
// Arabic script in every Arabic text but the few listed below. See tooling/i18n/check.mjs.
import { runMessageCheck } from '@manzil/tooling/i18n';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { seoMessages } from './messages-seo';
import { seoMessagesAr } from './messages-seo.ar';

/**
 * Ids the code builds at run time, which no extractor can read: per prefix, the exact list of
 * what follows it. A template literal starting with an undeclared prefix fails the check.
 */
const RUNTIME_IDS: Record<string, readonly string[]> = {};

/** Arabic texts that are rightly without Arabic script (numbers, placeholders, argument layouts). */
const LATIN_ONLY = ['card.discount', 'filters.sectionCount', 'seo.subcategory.title'];

describe('messages (English and Arabic catalogs)', () => {
  it('has every id the code uses in both languages, none unused, with matching ICU arguments', () => {
    // The heads' texts (messages-seo.ts) are a catalog part of their own, read only by the server render.
    const en = { ...messages, ...seoMessages };
    const ar = { ...messagesAr, ...seoMessagesAr };
    const input = { app: 'mfe-catalog', en, ar, dynamic: RUNTIME_IDS, latinOnly: LATIN_ONLY };
    const { problems, counts } = runMessageCheck(input);
    expect(problems).toEqual([]);
    expect(counts.used).toBe(counts.english);
  });
});
