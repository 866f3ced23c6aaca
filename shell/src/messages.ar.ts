import { aboutMessagesAr } from './messages/about.ar';
import { commonMessagesAr } from './messages/common.ar';
import { contactMessagesAr } from './messages/contact.ar';
import { faqMessagesAr } from './messages/faqs.ar';
import { footerMessagesAr } from './messages/footer.ar';
import { headerMessagesAr } from './messages/header.ar';
import { policyMessagesAr } from './messages/policies/index.ar';
import { splashMessagesAr } from './messages/splash.ar';
import { staffMessagesAr } from './messages/staff.ar';

/**
 * Arabic texts of the shell (issue 13): the same ids as `messages.ts`, one `*.ar.ts` beside each
 * English file, in Modern Standard Arabic as Egyptian shops write it. Loaded on demand (intl.tsx).
 */
export const messagesAr: Record<string, string> = {
  ...commonMessagesAr,
  ...headerMessagesAr,
  ...staffMessagesAr,
  ...footerMessagesAr,
  ...splashMessagesAr,
  ...aboutMessagesAr,
  ...contactMessagesAr,
  ...faqMessagesAr,
  ...policyMessagesAr,
};
