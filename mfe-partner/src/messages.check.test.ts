/** @jest-environment node */
// Issue 13: the ids this app's code uses, extracted by the formatjs CLI (and our `t('id')` wrapper
// and ids handed around as data, from the TypeScript AST), against the English and Arabic
// catalogs: none missing in either language, none unused, the same ICU arguments in both, and
// Arabic script in every Arabic text but the few listed below. See tooling/i18n/check.mjs.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { messages } from './messages';
import { messagesAr } from './messages.ar';

/**
 * Ids the code builds at run time, which no extractor can read: per prefix, the exact list of
 * what follows it. A template literal starting with an undeclared prefix fails the check.
 */
const RUNTIME_IDS: Record<string, readonly string[]> = {
  'admin.role.': ['admin', 'catalog_moderator', 'support'],
  'admin.tab.': ['applications', 'products', 'promotions', 'orders', 'staff'],
  'applications.document.': ['commercial_register', 'tax_card', 'missing'],
  'admin.action.': ['approve', 'reject', 'create', 'update', 'activate', 'deactivate', 'one-time-password'],
  'orders.status.': ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'],
  'products.field.': ['name', 'title', 'description', 'images'],
  'job.': ['back', 'about', 'responsibilities', 'requirements', 'apply', 'applyHint', 'applySubject', 'notFound.title', 'notFound.body', 'location.cairo', 'type.fullTime', 'senior-frontend-engineer.title', 'senior-frontend-engineer.team', 'senior-frontend-engineer.summary', 'senior-frontend-engineer.resp.1', 'senior-frontend-engineer.resp.2', 'senior-frontend-engineer.resp.3', 'senior-frontend-engineer.resp.4', 'senior-frontend-engineer.resp.5', 'senior-frontend-engineer.req.1', 'senior-frontend-engineer.req.2', 'senior-frontend-engineer.req.3', 'senior-frontend-engineer.req.4', 'senior-frontend-engineer.req.5', 'interior-design-consultant.title', 'interior-design-consultant.team', 'interior-design-consultant.summary', 'interior-design-consultant.resp.1', 'interior-design-consultant.resp.2', 'interior-design-consultant.resp.3', 'interior-design-consultant.resp.4', 'interior-design-consultant.req.1', 'interior-design-consultant.req.2', 'interior-design-consultant.req.3', 'interior-design-consultant.req.4', 'vendor-success-manager.title', 'vendor-success-manager.team', 'vendor-success-manager.summary', 'vendor-success-manager.resp.1', 'vendor-success-manager.resp.2', 'vendor-success-manager.resp.3', 'vendor-success-manager.resp.4', 'vendor-success-manager.resp.5', 'vendor-success-manager.req.1', 'vendor-success-manager.req.2', 'vendor-success-manager.req.3', 'vendor-success-manager.req.4', 'logistics-coordinator.title', 'logistics-coordinator.team', 'logistics-coordinator.summary', 'logistics-coordinator.resp.1', 'logistics-coordinator.resp.2', 'logistics-coordinator.resp.3', 'logistics-coordinator.resp.4', 'logistics-coordinator.req.1', 'logistics-coordinator.req.2', 'logistics-coordinator.req.3', 'logistics-coordinator.req.4', 'customer-care-specialist.title', 'customer-care-specialist.team', 'customer-care-specialist.summary', 'customer-care-specialist.resp.1', 'customer-care-specialist.resp.2', 'customer-care-specialist.resp.3', 'customer-care-specialist.resp.4', 'customer-care-specialist.req.1', 'customer-care-specialist.req.2', 'customer-care-specialist.req.3', 'customer-care-specialist.req.4'],
  'orderStatus.': ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'],
  'dashboard.col.': ['picture', 'name', 'sku', 'price', 'stock', 'status', 'priceStock'],
  'dashboard.filter.': ['all', 'listed', 'pending', 'rejected', 'unlisted', 'low-stock'],
  'notification.': ['new_order', 'low_stock', 'application_approved', 'application_rejected', 'product_approved', 'product_rejected', 'revision_approved', 'revision_rejected', 'promotion_approved', 'promotion_rejected'],
  'partners.benefit.': ['reach.title', 'reach.body', 'brand.title', 'brand.body', 'dashboard.title', 'dashboard.body', 'payments.title', 'payments.body', 'cad.title', 'cad.body', 'promotions.title', 'promotions.body'],
  'partners.step.': ['1.title', '1.body', '2.title', '2.body', '3.title', '3.body', '4.title', '4.body'],
  'decision.': ['pending', 'approved', 'rejected'],
  'verify.document.': ['commercial_register', 'tax_card'],
  'adminLogin.': ['title', 'intro', 'submit', 'busy', 'failed'],
  'vendorLogin.': ['title', 'intro', 'submit', 'busy', 'failed', 'notPartner', 'join'],
};

/** Arabic texts that are rightly without Arabic script (numbers, placeholders, argument layouts). */
const LATIN_ONLY = ['careers.meta'];

describe('messages (English and Arabic catalogs)', () => {
  it('has every id the code uses in both languages, none unused, with matching ICU arguments', () => {
    const input = { app: 'mfe-partner', en: messages, ar: messagesAr, dynamic: RUNTIME_IDS, latinOnly: LATIN_ONLY };
    const output = execFileSync(process.execPath, [join(__dirname, '../../tooling/i18n/check.mjs')], { input: JSON.stringify(input), encoding: 'utf8' });
    const { problems, counts } = JSON.parse(output) as { problems: string[]; counts: { english: number; used: number } };
    expect(problems).toEqual([]);
    expect(counts.used).toBe(counts.english);
  });
});
