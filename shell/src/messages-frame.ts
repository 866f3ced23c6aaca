import { commonMessages } from './messages/common';
import { footerMessages } from './messages/footer';
import { headerMessages } from './messages/header';
import { policyNameMessages } from './messages/policies';
import { splashMessages } from './messages/splash';
import { staffMessages } from './messages/staff';

/**
 * English texts of the shell's frame — what every page shows (header, footer, splash, staff
 * identity, errors) — bundled with the shell's bootstrap (intl.tsx). The shell's own pages bring
 * their texts with them (`messages-pages.ts`), so a first visit does not download them.
 */
export const frameMessages: Record<string, string> = {
  ...commonMessages,
  ...headerMessages,
  ...staffMessages,
  ...footerMessages,
  ...splashMessages,
  ...policyNameMessages,
};
