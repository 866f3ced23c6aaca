/** The welcome offer sent to a new newsletter subscriber, in English or Arabic. */
import type { Locale } from '../lib/locale.ts';
import type { OutgoingMail } from '../plugins/mailer.ts';
import { htmlFor, signature } from './locale.ts';

export const WELCOME_CODE = 'MANZIL10';

/** The offer for `to`, in the language of the request that subscribed (default English). */
export function offerEmail(to: string, locale: Locale = 'en'): OutgoingMail {
  if (locale === 'ar') {
    const text = [
      'أهلًا بك في منزل!',
      '',
      `شكرًا لاشتراكك. إليك خصم 10% على طلبك الأول: استخدم الكود ${WELCOME_CODE} عند إتمام الشراء.`,
      'يصلح الكود مرة واحدة مع عنوان البريد الإلكتروني هذا، على كل المنتجات، بما فيها المنتجات الجاهزة للشحن.',
      '',
      'نتمنى لك ديكورًا سعيدًا،',
      signature('ar'),
    ].join('\n');
    const html = htmlFor(
      'ar',
      `<p><strong>أهلًا بك في منزل!</strong></p>
<p>شكرًا لاشتراكك. إليك خصم 10% على طلبك الأول: استخدم الكود <strong dir="ltr">${WELCOME_CODE}</strong> عند إتمام الشراء.</p>
<p>يصلح الكود مرة واحدة مع عنوان البريد الإلكتروني هذا، على كل المنتجات، بما فيها المنتجات الجاهزة للشحن.</p>
<p>نتمنى لك ديكورًا سعيدًا،<br>${signature('ar')}</p>`,
    );
    return { to, subject: 'عرض الترحيب من منزل: خصم 10%', text, html };
  }
  const text = [
    'Welcome to Manzil!',
    '',
    `Thank you for subscribing. Here is 10% off your first order: use the code ${WELCOME_CODE} at checkout.`,
    'The code works once with this e-mail address, on every product, including items that are ready to ship.',
    '',
    'Happy decorating,',
    signature('en'),
  ].join('\n');
  const html = `<p><strong>Welcome to Manzil!</strong></p>
<p>Thank you for subscribing. Here is 10% off your first order: use the code <strong>${WELCOME_CODE}</strong> at checkout.</p>
<p>The code works once with this e-mail address, on every product, including items that are ready to ship.</p>
<p>Happy decorating,<br>${signature('en')}</p>`;
  return { to, subject: 'Your Manzil welcome offer: 10% off', text, html };
}
