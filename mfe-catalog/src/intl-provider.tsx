import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useIntlSetup, type AppMessages } from '@manzil/shared';

/**
 * Wraps UI of this remote in one of its catalogs (each app owns its texts; ARCHITECTURE "Text")
 * in the shopper's language, and Radix's reading direction; follows the locale store without a reload.
 */
export function AppIntl({ messages, children }: { messages: AppMessages; children: ReactNode }) {
  const { intlLocale, messages: current, dir } = useIntlSetup(messages);
  return (
    <IntlProvider locale={intlLocale} defaultLocale="en" messages={current}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </IntlProvider>
  );
}
