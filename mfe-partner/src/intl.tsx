import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@manzil/shared';
import { messages } from './messages';

/** Wraps this remote's UI in its own messages (each app owns its texts; ARCHITECTURE "Text"). */
export function RemoteIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
