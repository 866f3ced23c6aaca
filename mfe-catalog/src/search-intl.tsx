import { createRemoteIntl } from '@manzil/shared/intl';
import { searchBoxMessages } from './messages-search';

/**
 * The search box's texts in both languages: the header shows it on every page, so it brings only
 * its own few texts, not the whole catalog's; Arabic (`./messages-search.ar`) in its own chunk,
 * loaded only when the shopper reads Arabic.
 */
export const { appMessages: searchMessages, RemoteIntl: SearchBoxIntl } = createRemoteIntl(searchBoxMessages, () =>
  import('./messages-search.ar').then((m) => m.searchBoxMessagesAr),
);
