import { aboutMessages } from './messages/about';
import { contactMessages } from './messages/contact';
import { faqMessages } from './messages/faqs';
import { policyMessages } from './messages/policies';

/**
 * English texts of the shell's own pages (/about, /contactus, /faqs, /policy): they travel with
 * the pages' chunks (pages/page-intl.tsx), not with the first visit.
 */
export const pageMessages: Record<string, string> = {
  ...aboutMessages,
  ...contactMessages,
  ...faqMessages,
  ...policyMessages,
};
