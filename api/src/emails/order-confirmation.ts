/** The e-mail a shopper gets once an order is placed, in the language it was placed in. */
import type { Locale } from '../lib/locale.ts';
import type { OutgoingMail } from '../plugins/mailer.ts';
import type { PlacedOrderJson } from '../repositories/orders.ts';
import { escapeHtml, formatPrice, htmlFor, signature } from './locale.ts';

const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    thanks: (number: string) => `Thank you for your order ${number}. Here is what you ordered:`,
    thanksHtml: (number: string) => `Thank you for your order <strong>${number}</strong>. Here is what you ordered:`,
    subtotal: 'Subtotal',
    promo: (code: string) => `Promo code ${code}`,
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    payment: 'Payment',
    methods: { 'cash-on-delivery': 'Cash on delivery', card: 'Card' } as Record<PlacedOrderJson['paymentMethod'], string>,
    paid: ' (paid)',
    deliveringTo: 'Delivering to:',
    floor: (v: string) => `Floor ${v}`,
    apartment: (v: string) => `Apartment ${v}`,
    near: (v: string) => `Near ${v}`,
    phone: 'Phone',
    track: (number: string) => `Track your order any time on the Track Order page with the number ${number} and this e-mail address.`,
    subject: (number: string) => `Your Manzil order ${number}`,
    colon: ': ',
  },
  ar: {
    hello: (name: string) => `مرحبًا ${name}،`,
    thanks: (number: string) => `شكرًا لطلبك رقم ${number}. إليك ما طلبته:`,
    thanksHtml: (number: string) => `شكرًا لطلبك رقم <strong dir="ltr">${number}</strong>. إليك ما طلبته:`,
    subtotal: 'المجموع الفرعي',
    promo: (code: string) => `كود الخصم ${code}`,
    shipping: 'الشحن',
    free: 'مجاني',
    total: 'الإجمالي',
    payment: 'الدفع',
    methods: { 'cash-on-delivery': 'الدفع عند الاستلام', card: 'بطاقة' } as Record<PlacedOrderJson['paymentMethod'], string>,
    paid: ' (مدفوع)',
    deliveringTo: 'التوصيل إلى:',
    floor: (v: string) => `الدور ${v}`,
    apartment: (v: string) => `شقة ${v}`,
    near: (v: string) => `بالقرب من ${v}`,
    phone: 'الهاتف',
    track: (number: string) => `يمكنك متابعة طلبك في أي وقت من صفحة «تتبع الطلب» بالرقم ${number} وعنوان البريد الإلكتروني هذا.`,
    subject: (number: string) => `طلبك من منزل رقم ${number}`,
    colon: ': ',
  },
};

/**
 * The confirmation of `order` for `to`, in `locale` (default English). `names` gives the lines'
 * product names in that language (by product id); a line without one keeps the name it was
 * ordered under. Prices: `LE 12,500.00` in English, `12,500.00 ج.م.` in Arabic.
 */
export function orderConfirmationEmail(
  to: string,
  firstName: string,
  order: PlacedOrderJson,
  locale: Locale = 'en',
  names: ReadonlyMap<string, string> = new Map(),
): OutgoingMail {
  const w = WORDS[locale];
  const price = (amount: number) => formatPrice(amount, locale);
  const nameOf = (item: PlacedOrderJson['cartItems'][number]) => names.get(item.productId) ?? item.name;
  const a = order.shippingAddress;
  const address = [
    a.label,
    a.address1,
    a.address2,
    [a.floor && w.floor(a.floor), a.apartment && w.apartment(a.apartment)].filter(Boolean).join(locale === 'ar' ? '، ' : ', '),
    a.landmark && w.near(a.landmark),
    `${a.city} ${a.postalCode}`,
    a.country,
  ].filter((line): line is string => Boolean(line));
  const lines = order.cartItems.map((item) => `${item.quantity} × ${nameOf(item)} — ${price(item.price * item.quantity)}`);
  const paymentLine = `${w.payment}${w.colon}${w.methods[order.paymentMethod]}${order.paymentStatus === 'paid' ? w.paid : ''}`;
  const text = [
    w.hello(firstName),
    '',
    w.thanks(order.orderNumber),
    '',
    ...lines,
    '',
    `${w.subtotal}${w.colon}${price(order.subtotal)}`,
    ...(order.discount > 0 ? [`${w.promo(order.promoCode ?? '')}${w.colon}−${price(order.discount)}`] : []),
    `${w.shipping}${w.colon}${order.shippingFee === 0 ? w.free : price(order.shippingFee)}`,
    `${w.total}${w.colon}${price(order.total)}`,
    paymentLine,
    '',
    w.deliveringTo,
    ...address,
    `${w.phone}${w.colon}${order.phoneNumber}`,
    '',
    w.track(order.orderNumber),
    '',
    signature(locale),
  ].join('\n');
  const end = locale === 'ar' ? 'left' : 'right';
  const html = `<p>${escapeHtml(w.hello(firstName))}</p>
<p>${w.thanksHtml(escapeHtml(order.orderNumber))}</p>
<table cellpadding="4">${order.cartItems
    .map(
      (item) =>
        `<tr><td>${item.quantity} ×</td><td>${escapeHtml(nameOf(item))}</td><td align="${end}">${price(item.price * item.quantity)}</td></tr>`,
    )
    .join('')}
<tr><td></td><td>${w.subtotal}</td><td align="${end}">${price(order.subtotal)}</td></tr>
${order.discount > 0 ? `<tr><td></td><td>${escapeHtml(w.promo(order.promoCode ?? ''))}</td><td align="${end}">−${price(order.discount)}</td></tr>` : ''}
<tr><td></td><td>${w.shipping}</td><td align="${end}">${order.shippingFee === 0 ? w.free : price(order.shippingFee)}</td></tr>
<tr><td></td><td><strong>${w.total}</strong></td><td align="${end}"><strong>${price(order.total)}</strong></td></tr></table>
<p>${paymentLine}</p>
<p>${w.deliveringTo}<br>${address.map(escapeHtml).join('<br>')}<br>${w.phone}${w.colon}${escapeHtml(order.phoneNumber)}</p>
<p>${escapeHtml(w.track(order.orderNumber))}</p>
<p>${signature(locale)}</p>`;
  return { to, subject: w.subject(order.orderNumber), text, html: htmlFor(locale, html) };
}
