import { aboutMessagesAr } from './messages/about.ar';
import { contactMessagesAr } from './messages/contact.ar';
import { faqMessagesAr } from './messages/faqs.ar';
import { policyMessagesAr } from './messages/policies/index.ar';
import { seoMessagesAr } from './messages/seo.ar';

/** Arabic texts of the shell's own pages (the same ids as `messages-pages.ts`), loaded on demand. */
export const pageMessagesAr: Record<string, string> = {
  ...aboutMessagesAr,
  ...contactMessagesAr,
  ...faqMessagesAr,
  ...policyMessagesAr,
  // The browser tab's title on these pages (pages/content/use-document-title.ts).
  'seo.title': seoMessagesAr['seo.title']!,
};
