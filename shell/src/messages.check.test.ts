/** @jest-environment node */
// The ids the shell's code uses, extracted by the formatjs CLI (and our `t('id')` wrapper
// and ids handed around as data, from the TypeScript AST), against the English and Arabic
// catalogs: none missing in either language, none unused, the same ICU arguments in both, and
// Arabic script in every Arabic text but the few listed below. See tooling/i18n/check.mjs.
import { runMessageCheck } from '@manzil/tooling/i18n';
import { LOCALES } from '@manzil/shared';
import { staffRoleSchema } from '@manzil/shared/contract';
import { POLICIES } from './footer/policies';
import { PARTNER_ROLES } from './header/partner-identity';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { seoMessages } from './messages/seo';
import { seoMessagesAr } from './messages/seo.ar';
import { PROMISES } from './pages/about/about-page';
import { CONTACT_SUBJECTS } from './pages/contact/contact-form';
import { FAQ_TOPICS } from './pages/faqs/faqs-page';

/**
 * Ids the code builds at run time, which no extractor can read: per prefix, the exact list of
 * what follows it (`{n}`: 1, 2, 3… while the catalog has them, as the code reads them). A
 * template literal starting with an undeclared prefix fails the check.
 */
const RUNTIME_IDS: Record<string, readonly string[]> = {
  'header.language.': LOCALES, // header/language-switch.tsx: the other language's own name
  'header.partner.': PARTNER_ROLES,
  'header.partnerRole.': PARTNER_ROLES,
  'header.staffRole.': staffRoleSchema.options, // header/staff-badge.tsx
  'about.promise.': PROMISES.flatMap((key) => [`${key}.title`, `${key}.body`]),
  'contact.subject.': CONTACT_SUBJECTS,
  'faqs.': FAQ_TOPICS.flatMap((topic) => [`${topic}.title`, `${topic}.q{n}`, `${topic}.a{n}`]),
  'policy.': POLICIES.flatMap(({ key }) => [`${key}.name`, `${key}.summary`, `${key}.s{n}.heading`, `${key}.s{n}.body`]),
};

/** Arabic texts that are rightly without Arabic script: 'English' named in English, an e-mail address, an e-mail placeholder. */
const LATIN_ONLY = ['header.language.en', 'footer.email', 'newsletter.placeholder'];

describe('messages (English and Arabic catalogs)', () => {
  it('has every id the code uses in both languages, none unused, with matching ICU arguments', () => {
    // The heads' texts (messages/seo.ts) are a catalog part of their own, read only by the server render.
    const en = { ...messages, ...seoMessages };
    const ar = { ...messagesAr, ...seoMessagesAr };
    const input = { app: 'shell', en, ar, dynamic: RUNTIME_IDS, latinOnly: LATIN_ONLY };
    const { problems, counts } = runMessageCheck(input);
    expect(problems).toEqual([]);
    expect(counts.used).toBe(counts.english);
  });
});
