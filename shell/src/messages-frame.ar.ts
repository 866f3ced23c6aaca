import { commonMessagesAr } from './messages/common.ar';
import { footerMessagesAr } from './messages/footer.ar';
import { headerMessagesAr } from './messages/header.ar';
import { policyNameMessagesAr } from './messages/policies/index.ar';
import { splashMessagesAr } from './messages/splash.ar';
import { staffMessagesAr } from './messages/staff.ar';

/** Arabic texts of the shell's frame (the same ids as `messages-frame.ts`), loaded on demand (intl.tsx). */
export const frameMessagesAr: Record<string, string> = {
  ...commonMessagesAr,
  ...headerMessagesAr,
  ...staffMessagesAr,
  ...footerMessagesAr,
  ...splashMessagesAr,
  ...policyNameMessagesAr,
};
