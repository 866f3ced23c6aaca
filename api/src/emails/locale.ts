/**
 * What every e-mail shares in its two languages: escaping, prices, and the HTML frame.
 * English e-mails are HTML fragments; Arabic ones a whole right-to-left document
 * (`<html lang="ar" dir="rtl">`), so every mail client lays them out from the right.
 */
import type { Locale } from '../lib/locale.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const englishMoney = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** ar-EG grouping with Western digits, as Amazon.eg, Noon and Jumia show prices in Arabic. */
const arabicMoney = new Intl.NumberFormat('ar-EG-u-nu-latn', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in EGP: `LE 12,500.00` in English (SPEC §9), `12,500.00 ج.م.` in Arabic. */
export function formatPrice(amount: number, locale: Locale): string {
  if (locale === 'ar') return `${arabicMoney.format(amount).replace(/[\u200e\u200f\u061c]/g, '')} ج.م.`;
  return `LE ${englishMoney.format(amount)}`;
}

/** The HTML of an e-mail body: as is in English, a right-to-left Arabic document in Arabic. */
export function htmlFor(locale: Locale, body: string): string {
  if (locale !== 'ar') return body;
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"></head>
<body dir="rtl" style="direction:rtl;text-align:right;font-family:Tahoma,Arial,sans-serif">
${body}
</body>
</html>`;
}

/** The signature line of every e-mail. */
export const signature = (locale: Locale) => (locale === 'ar' ? 'فريق منزل — القاهرة، مصر' : 'The Manzil team — Cairo, Egypt');
