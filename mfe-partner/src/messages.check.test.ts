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
import {
  applicationDocumentSchema,
  decisionStatusSchema,
  notificationKindSchema,
  orderStatusSchema,
  staffRoleSchema,
  PROMO_KINDS,
  promoStatusSchema,
  commissionScopeSchema,
  earningLineSchema,
  payoutMethodSchema,
  payoutRunSchema,
  payoutStatusSchema,
} from '@manzil/shared/contract';
import { BALANCES } from './features/earnings/earnings-page';
import { FINANCE_SECTIONS } from './features/finance/finance-tab';
import { TABS as ADMIN_TABS } from './features/admin/admin-tabs';
import { AUDIT_ACTIONS, AUDIT_VERBS } from './features/admin/decision-history';
import { STATUSES as ADMIN_ORDER_STATUSES } from './features/admin/orders-tab';
import { ARABIC_FIELDS, FIELDS } from './features/admin/revision-compare';
import { JOBS } from './features/careers/jobs';
import { UNIT_CONDITIONS, VENDOR_RETURN_REASONS, VENDOR_RETURN_STATUSES } from './features/orders/order-after-sale';
import { COLUMNS } from './features/dashboard/products-table';
import { FILTERS } from './features/dashboard/vendor-dashboard-page';
import { BENEFITS, STEPS } from './features/partners/partners-page';
import { CREDENTIALS_PAGES, CREDENTIALS_PARTS } from './lib/credentials-text';

/**
 * Ids the code builds at run time, which no extractor can read: per prefix, the exact list of
 * what follows it. A template literal starting with an undeclared prefix fails the check.
 */
const RUNTIME_IDS: Record<string, readonly string[]> = {
  'admin.role.': staffRoleSchema.options, // features/admin (layout, role select, staff tab)
  'admin.tab.': ADMIN_TABS.map((tab) => tab.value),
  'admin.action.': [...AUDIT_VERBS, ...AUDIT_ACTIONS],
  'promoCodes.kind.': PROMO_KINDS, // features/admin/promo-code-form.tsx
  'promoCodes.status.': promoStatusSchema.options, // features/admin/promo-codes-tab.tsx
  'applications.document.': applicationDocumentSchema.shape.kind.options,
  'verify.document.': applicationDocumentSchema.shape.kind.options,
  'orders.status.': ADMIN_ORDER_STATUSES,
  'orderStatus.': orderStatusSchema.options, // features/dashboard/orders-list.tsx, features/orders/order-detail-page.tsx
  'products.field.': [...FIELDS, ...ARABIC_FIELDS],
  'dashboard.col.': COLUMNS,
  'dashboard.filter.': FILTERS,
  'notification.': notificationKindSchema.options,
  'returnsVendor.status.': VENDOR_RETURN_STATUSES,
  'returnsVendor.reason.': VENDOR_RETURN_REASONS,
  'returnsVendor.path.': ['change_of_mind', 'defect'],
  'returnsVendor.condition.': UNIT_CONDITIONS,
  'returnsVendor.refundStatus.': ['pending', 'succeeded', 'failed'],
  'supportReturns.path.': ['change_of_mind', 'defect'],
  'decision.': decisionStatusSchema.options,
  'partners.benefit.': BENEFITS.flatMap((key) => [`${key}.title`, `${key}.body`]),
  'partners.step.': STEPS.flatMap((n) => [`${n}.title`, `${n}.body`]),
  // features/careers: each role's title, team, summary, responsibilities and requirements
  'job.': JOBS.flatMap((job) => [
    `${job.id}.title`,
    `${job.id}.team`,
    `${job.id}.summary`,
    ...Array.from({ length: job.responsibilities }, (_, i) => `${job.id}.resp.${i + 1}`),
    ...Array.from({ length: job.requirements }, (_, i) => `${job.id}.req.${i + 1}`),
  ]),
  'earnings.balance.': BALANCES, // features/earnings
  'earnings.state.': earningLineSchema.shape.state.options,
  'payout.status.': payoutStatusSchema.options, // features/earnings, features/finance/payout-runs.tsx
  'payoutMethod.kind.': payoutMethodSchema.shape.kind.options,
  'payoutMethod.current.': payoutMethodSchema.shape.kind.options,
  'finance.scope.': commissionScopeSchema.options, // features/finance/commission-rules.tsx
  'finance.section.': FINANCE_SECTIONS.map((s) => s.value),
  'finance.run.status.': payoutRunSchema.shape.status.options,
  ...Object.fromEntries(CREDENTIALS_PAGES.map((page) => [`${page}.`, CREDENTIALS_PARTS])), // lib/credentials-text.ts
};

/** Arabic texts that are rightly without Arabic script (numbers, placeholders, argument layouts). */
const LATIN_ONLY = ['careers.meta', 'seo.job.description'];

describe('messages (English and Arabic catalogs)', () => {
  it('has every id the code uses in both languages, none unused, with matching ICU arguments', () => {
    // The heads' texts (messages-seo.ts) are a catalog part of their own, read only by the server render.
    const en = { ...messages, ...seoMessages };
    const ar = { ...messagesAr, ...seoMessagesAr };
    const input = { app: 'mfe-partner', en, ar, dynamic: RUNTIME_IDS, latinOnly: LATIN_ONLY };
    const { problems, counts } = runMessageCheck(input);
    expect(problems).toEqual([]);
    expect(counts.used).toBe(counts.english);
  });
});
