import { aboutMessages } from './messages/about';
import { contactMessages } from './messages/contact';
import { faqMessages } from './messages/faqs';
import { policyMessages } from './messages/policies';
import { seoMessages } from './messages/seo';

/**
 * English texts of the shell's own pages (/about, /contactus, /faqs, /policy) and of their heads
 * (the browser tab's title): they travel with the pages' chunks (pages/page-intl.tsx), not with
 * the first visit.
 */
export const pageMessages: Record<string, string> = {
  ...aboutMessages,
  ...contactMessages,
  ...faqMessages,
  ...policyMessages,
  // The browser tab's title on these pages (pages/content/use-document-title.ts).
  'seo.title': seoMessages['seo.title']!,
};
