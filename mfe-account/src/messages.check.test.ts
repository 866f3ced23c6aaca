/** @jest-environment node */
// The ids this app's code uses, extracted by the formatjs CLI (and our `t('id')` wrapper
// and ids handed around as data, from the TypeScript AST), against the English and Arabic
// catalogs: none missing in either language, none unused, the same ICU arguments in both, and
// Arabic script in every Arabic text but the few listed below. See tooling/i18n/check.mjs.
import { runMessageCheck } from '@manzil/tooling/i18n';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { seoMessages } from './messages-seo';
import { seoMessagesAr } from './messages-seo.ar';
import { FORM_MESSAGE_IDS } from '@manzil/shared/form';
import { SERVER_MESSAGE_IDS } from '@manzil/shared/server';
import { ORDER_STATUSES } from '@manzil/shared/contract';
import { TABS } from './features/account/account-page';
import { STOCK_BADGES } from './features/favorites/stock-badge';
import { FORGOT_STEPS } from './features/forgot-password/forgot-password-dialog';
import { PATH_IDS, REASON_IDS, REFUND_METHOD_IDS, REFUND_STATUS_IDS, RETURN_STATUS_IDS, VERDICT_IDS } from './features/returns/after-sale';

/**
 * Ids the code builds at run time, which no extractor can read: per prefix, the exact list of
 * what follows it. A template literal starting with an undeclared prefix fails the check.
 */
const RUNTIME_IDS: Record<string, readonly string[]> = {
  'account.tab.': TABS,
  'account.orders.status.': ORDER_STATUSES,
  'stock.': STOCK_BADGES,
  'forgot.title.': FORGOT_STEPS,
  'returns.reason.': REASON_IDS,
  'returns.status.': RETURN_STATUS_IDS,
  'returns.verdict.': VERDICT_IDS,
  'returns.refund.status.': REFUND_STATUS_IDS,
  'returns.refund.method.': REFUND_METHOD_IDS,
  'returns.path.': PATH_IDS,
};

/** Ids @manzil/shared reads from this app's messages: the strength meter (sign-up, change password), the add-card fields, the private pages' titles on the server. */
const SHARED_IDS = { ...FORM_MESSAGE_IDS, privateRouteLoaders: SERVER_MESSAGE_IDS.privateRouteLoaders };

/** Arabic texts that are rightly without Arabic script (numbers, placeholders, argument layouts). */
const LATIN_ONLY = ['billing.error.server'];

describe('messages (English and Arabic catalogs)', () => {
  it('has every id the code uses in both languages, none unused, with matching ICU arguments', () => {
    const input = {
      app: 'mfe-account',
      // The heads' texts (messages-seo.ts) are a catalog part of their own, read only by the server render.
      en: { ...messages, ...seoMessages },
      ar: { ...messagesAr, ...seoMessagesAr },
      dynamic: RUNTIME_IDS,
      shared: SHARED_IDS,
      sharedKnown: { ...FORM_MESSAGE_IDS, ...SERVER_MESSAGE_IDS },
      latinOnly: LATIN_ONLY,
    };
    const { problems, counts } = runMessageCheck(input);
    expect(problems).toEqual([]);
    expect(counts.used).toBe(counts.english);
  });
});
