import { aboutMessages } from './messages/about';
import { commonMessages } from './messages/common';
import { contactMessages } from './messages/contact';
import { faqMessages } from './messages/faqs';
import { footerMessages } from './messages/footer';
import { headerMessages } from './messages/header';
import { policyMessages } from './messages/policies';
import { splashMessages } from './messages/splash';
import { staffMessages } from './messages/staff';

/** English texts of the shell (SPEC strings copied letter for letter), one file per area. */
export const messages: Record<string, string> = {
  ...commonMessages,
  ...headerMessages,
  ...staffMessages,
  ...footerMessages,
  ...splashMessages,
  ...aboutMessages,
  ...contactMessages,
  ...faqMessages,
  ...policyMessages,
};
