import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createAppMessages, useIntlSetup } from '@manzil/shared';
import { pageMessages } from '../messages-pages';

/**
 * The texts of the shell's own pages (about, contact, FAQ, policies) in both languages: English in
 * this chunk, which only the pages import, Arabic (`../messages-pages.ar`) in its own
 * (they are no part of a first visit to a remote's page).
 */
export const shellPageMessages = createAppMessages(pageMessages, () => import('../messages-pages.ar').then((m) => m.pageMessagesAr));

/**
 * Lays the pages' texts over the shell's (ShellIntl above it keeps the frame's and the reading
 * direction). Follows the locale store like every app's IntlProvider.
 */
export function PageIntl({ children }: { children: ReactNode }) {
  const frame = useIntl();
  const { intlLocale, messages: page } = useIntlSetup(shellPageMessages);
  // Both are catalogs of the same kind (strings in TypeScript and jest, ICU ASTs in the builds).
  const messages = useMemo(() => ({ ...frame.messages, ...page }) as typeof page, [frame.messages, page]);
  return (
    <IntlProvider locale={intlLocale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
