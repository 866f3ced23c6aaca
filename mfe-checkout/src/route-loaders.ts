// The status and head of each checkout route for the server render (docs/rendering.md). Every
// page here is the shopper's own (cart, checkout, an order's tracking): the server asks the API
// nothing, says `noindex` with the page's title, and leaves the page's region to the browser.
import { intlByLocale } from '@manzil/shared/intl';
import { privateRouteLoaders } from '@manzil/shared/server';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { seoMessages } from './messages-seo';
import { seoMessagesAr } from './messages-seo.ar';

const intlFor = intlByLocale({ en: { ...messages, ...seoMessages }, ar: { ...messagesAr, ...seoMessagesAr } });

/** Route pattern (as in exposed/routes.tsx) → the id of its page's heading. */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/mycart': 'cart.title',
  '/checkout': 'checkout.title',
  '/trackorder': 'track.title',
};

/** Route pattern → its loader: the page's full title (`Shopping Cart | Manzil`) and `noindex`. */
export const loaders = privateRouteLoaders(PAGE_TITLES, intlFor);
