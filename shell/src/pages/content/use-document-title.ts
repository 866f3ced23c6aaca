import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Names the browser tab after the page in the page's language, as the server render titles the
 * same page (`seo.title`: "About Manzil | Manzil", "عن منزل | منزل"), and restores the title on
 * leaving. For the shell's pages, under their PageIntl (which holds the heads' texts).
 */
export function useDocumentTitle(title: string): void {
  const intl = useIntl();
  const full = intl.formatMessage({ id: 'seo.title' }, { title });
  useEffect(() => {
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
