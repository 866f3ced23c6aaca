import { useIntl } from 'react-intl';
import { localeStore, useLocale, type Locale } from '@manzil/shared';

/** The language a switch offers from `locale`: Arabic from English, English from Arabic. */
function otherLocale(locale: Locale): Locale {
  return locale === 'ar' ? 'en' : 'ar';
}

/**
 * The language switch of the header and the mobile menu: a button naming the other
 * language in that language ('العربية' / 'English', marked with its `lang` so screen readers
 * pronounce it right), which switches the whole store at once (the locale store keeps the choice).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const next = otherLocale(useLocale());
  return (
    <button
      type="button"
      className={className}
      lang={next}
      title={intl.formatMessage({ id: 'header.language.switch' })}
      onClick={() => localeStore.set(next)}
    >
      {intl.formatMessage({ id: `header.language.${next}` })}
    </button>
  );
}
