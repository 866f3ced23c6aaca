/**
 * The e-mails of the after-sale path (docs/returns.md): each step tells the shopper (in the
 * language the order was placed in) and the vendor (in the language the vendor last used the
 * vendor area in).
 */
import type { OutgoingMail } from '../plugins/mailer.ts';
import type { Locale } from '../lib/locale.ts';
import { escapeHtml, formatPrice, htmlFor, signature } from './locale.ts';

/** What happened, with what a reader needs to understand it. */
export type AfterSaleEvent =
  | { kind: 'cancelled'; by: 'shopper' | 'vendor'; reason: string | null; refund: number | null }
  | { kind: 'return_requested'; path: 'change_of_mind' | 'defect'; items: string }
  | { kind: 'return_approved'; pickupDate: string | null }
  | { kind: 'return_rejected'; reason: string }
  | { kind: 'return_escalated' }
  | { kind: 'return_decided'; accepted: boolean; note: string }
  | { kind: 'return_received' }
  | { kind: 'refund_made'; amount: number; method: string }
  | { kind: 'refund_failed'; amount: number };

export interface AfterSaleMail {
  to: string;
  locale: Locale;
  /** The shopper or the shop. */
  audience: 'shopper' | 'vendor';
  name: string;
  orderNumber: string;
  shopName: string;
  event: AfterSaleEvent;
  /** Where to follow it (the order in the account, or the vendor's order). */
  link: string;
}

const EN_METHOD: Record<string, string> = {
  void: 'the payment was voided, so your card is not charged',
  card_refund: 'refunded to the card you paid with',
  transfer: 'transferred to the account you gave',
  none: 'nothing was paid',
};
const AR_METHOD: Record<string, string> = {
  void: 'أُلغيت عملية الدفع، فلن تُخصم أي مبالغ من بطاقتك',
  card_refund: 'رُدّ المبلغ إلى البطاقة التي دفعت بها',
  transfer: 'حُوّل المبلغ إلى الحساب الذي أدخلته',
  none: 'لم يُدفع أي مبلغ',
};

function english(m: AfterSaleMail): { subject: string; lines: string[] } {
  const e = m.event;
  const order = `order ${m.orderNumber}`;
  const shopper = m.audience === 'shopper';
  switch (e.kind) {
    case 'cancelled':
      return {
        subject: `Cancelled: ${m.shopName}'s part of ${order}`,
        lines: [
          e.by === 'vendor'
            ? `${m.shopName} cancelled its items of ${order}${e.reason ? `: ${e.reason}` : '.'}`
            : `The shopper cancelled ${m.shopName}'s items of ${order}.`,
          e.refund === null
            ? 'Nothing was paid for them, so there is nothing to refund.'
            : `${formatPrice(e.refund, 'en')} is being refunded by the means it was paid, within 7 days.`,
        ],
      };
    case 'return_requested':
      return {
        subject: `Return requested: ${order}`,
        lines: [
          shopper
            ? `We sent your return request (${e.path === 'defect' ? 'a defect' : 'a change of mind'}) for ${e.items} to ${m.shopName}. The shop answers within 48 hours.`
            : `A shopper asks to return ${e.items} of ${order} (${e.path === 'defect' ? 'a defect' : 'a change of mind'}). Please approve it with a pickup date, or reject it with a reason, within 48 hours; after that Manzil support decides.`,
        ],
      };
    case 'return_approved':
      return {
        subject: `Return approved: ${order}`,
        lines: [
          e.pickupDate
            ? `The return was approved. The item will be picked up on ${e.pickupDate}; please have it ready in its packaging.`
            : 'The return was approved without a pickup: the refund follows.',
        ],
      };
    case 'return_rejected':
      return {
        subject: `Return rejected: ${order}`,
        lines: [
          `${m.shopName} rejected the return: ${e.reason}`,
          shopper ? 'If you disagree, ask Manzil support to decide from your order page; their decision is final.' : '',
        ],
      };
    case 'return_escalated':
      return {
        subject: `Return sent to Manzil support: ${order}`,
        lines: ['Manzil support now decides this return request. Their decision is final; we will write when it is taken.'],
      };
    case 'return_decided':
      return {
        subject: `Manzil support decided the return: ${order}`,
        lines: [e.accepted ? 'Manzil support accepted the return.' : 'Manzil support refused the return.', `Their note: ${e.note}`],
      };
    case 'return_received':
      return {
        subject: `Return received: ${order}`,
        lines: [`${m.shopName} received the returned items. The refund follows within 7 days.`],
      };
    case 'refund_made':
      return {
        subject: `Refund of ${formatPrice(e.amount, 'en')}: ${order}`,
        lines: [`${formatPrice(e.amount, 'en')} for ${order}: ${EN_METHOD[e.method] ?? e.method}.`],
      };
    case 'refund_failed':
      return {
        subject: `Refund delayed: ${order}`,
        lines: [`The refund of ${formatPrice(e.amount, 'en')} could not be sent yet. Manzil support is on it and will send it again.`],
      };
  }
}

function arabic(m: AfterSaleMail): { subject: string; lines: string[] } {
  const e = m.event;
  const order = `الطلب ${m.orderNumber}`;
  const shopper = m.audience === 'shopper';
  const pathAr = (p: string) => (p === 'defect' ? 'بسبب عيب' : 'دون سبب');
  switch (e.kind) {
    case 'cancelled':
      return {
        subject: `إلغاء: منتجات ${m.shopName} في ${order}`,
        lines: [
          e.by === 'vendor'
            ? `ألغى ${m.shopName} منتجاته في ${order}${e.reason ? `: ${e.reason}` : '.'}`
            : `ألغى المشتري منتجات ${m.shopName} في ${order}.`,
          e.refund === null
            ? 'لم يُدفع مقابلها شيء، فلا يوجد ما يُسترد.'
            : `يُسترد مبلغ ${formatPrice(e.refund, 'ar')} بوسيلة الدفع نفسها خلال 7 أيام.`,
        ],
      };
    case 'return_requested':
      return {
        subject: `طلب إرجاع: ${order}`,
        lines: [
          shopper
            ? `أرسلنا طلب إرجاع ${e.items} (${pathAr(e.path)}) إلى ${m.shopName}. يرد المتجر خلال 48 ساعة.`
            : `يطلب مشترٍ إرجاع ${e.items} من ${order} (${pathAr(e.path)}). يرجى الموافقة مع تحديد موعد الاستلام أو الرفض مع ذكر السبب خلال 48 ساعة؛ بعدها يقرر دعم منزل.`,
        ],
      };
    case 'return_approved':
      return {
        subject: `الموافقة على الإرجاع: ${order}`,
        lines: [
          e.pickupDate
            ? `تمت الموافقة على الإرجاع. سيُستلم المنتج يوم ${e.pickupDate}؛ يرجى تجهيزه في تغليفه.`
            : 'تمت الموافقة على الإرجاع دون استلام: يلي ذلك الاسترداد.',
        ],
      };
    case 'return_rejected':
      return {
        subject: `رفض الإرجاع: ${order}`,
        lines: [`رفض ${m.shopName} الإرجاع: ${e.reason}`, shopper ? 'إن لم توافق، اطلب قرار دعم منزل من صفحة طلبك؛ قراره نهائي.' : ''],
      };
    case 'return_escalated':
      return {
        subject: `أُحيل الإرجاع إلى دعم منزل: ${order}`,
        lines: ['يقرر دعم منزل الآن في طلب الإرجاع هذا. قراره نهائي، وسنراسلك عند اتخاذه.'],
      };
    case 'return_decided':
      return {
        subject: `قرار دعم منزل في الإرجاع: ${order}`,
        lines: [e.accepted ? 'قبل دعم منزل الإرجاع.' : 'رفض دعم منزل الإرجاع.', `ملاحظتهم: ${e.note}`],
      };
    case 'return_received':
      return { subject: `استلام المرتجع: ${order}`, lines: [`استلم ${m.shopName} المنتجات المرتجعة. يلي ذلك الاسترداد خلال 7 أيام.`] };
    case 'refund_made':
      return {
        subject: `استرداد ${formatPrice(e.amount, 'ar')}: ${order}`,
        lines: [`${formatPrice(e.amount, 'ar')} عن ${order}: ${AR_METHOD[e.method] ?? e.method}.`],
      };
    case 'refund_failed':
      return {
        subject: `تأخر الاسترداد: ${order}`,
        lines: [`تعذّر إرسال استرداد ${formatPrice(e.amount, 'ar')} حتى الآن. يتابع دعم منزل الأمر وسيعيد إرساله.`],
      };
  }
}

/** The e-mail of one after-sale step, in the reader's language. */
export function afterSaleEmail(m: AfterSaleMail): OutgoingMail {
  const { subject, lines } = m.locale === 'ar' ? arabic(m) : english(m);
  const hello = m.locale === 'ar' ? `مرحبًا ${m.name}،` : `Hello ${m.name},`;
  const follow = m.locale === 'ar' ? `تابع الطلب هنا: ${m.link}` : `Follow it here: ${m.link}`;
  const body = [hello, '', ...lines.filter(Boolean), '', follow, '', signature(m.locale)];
  return {
    to: m.to,
    subject,
    text: body.join('\n'),
    html: htmlFor(m.locale, body.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n')),
  };
}
