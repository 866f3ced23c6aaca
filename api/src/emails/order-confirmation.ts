/** The e-mail a shopper gets once an order is placed. */
import type { OutgoingMail } from '../plugins/mailer.ts';
import type { PlacedOrderJson } from '../repositories/orders.ts';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `LE 12,500.00`, as the cart and checkout show prices (SPEC §9). */
export const formatLE = (amount: number) => `LE ${money.format(amount)}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAYMENT: Record<PlacedOrderJson['paymentMethod'], string> = {
  'cash-on-delivery': 'Cash on delivery',
  card: 'Card',
};

export function orderConfirmationEmail(to: string, firstName: string, order: PlacedOrderJson): OutgoingMail {
  const a = order.shippingAddress;
  const address = [
    a.label,
    a.address1,
    a.address2,
    [a.floor && `Floor ${a.floor}`, a.apartment && `Apartment ${a.apartment}`].filter(Boolean).join(', '),
    a.landmark && `Near ${a.landmark}`,
    `${a.city} ${a.postalCode}`,
    a.country,
  ].filter((line): line is string => Boolean(line));
  const lines = order.cartItems.map((item) => `${item.quantity} × ${item.name} — ${formatLE(item.price * item.quantity)}`);
  const text = [
    `Hello ${firstName},`,
    '',
    `Thank you for your order ${order.orderNumber}. Here is what you ordered:`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatLE(order.subtotal)}`,
    ...(order.discount > 0 ? [`Promo code ${order.promoCode}: −${formatLE(order.discount)}`] : []),
    `Shipping: ${order.shippingFee === 0 ? 'Free' : formatLE(order.shippingFee)}`,
    `Total: ${formatLE(order.total)}`,
    `Payment: ${PAYMENT[order.paymentMethod]}${order.paymentStatus === 'paid' ? ' (paid)' : ''}`,
    '',
    'Delivering to:',
    ...address,
    `Phone: ${order.phoneNumber}`,
    '',
    `Track your order any time on the Track Order page with the number ${order.orderNumber} and this e-mail address.`,
    '',
    'The Manzil team — Cairo, Egypt',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong>. Here is what you ordered:</p>
<table cellpadding="4">${order.cartItems
    .map(
      (item) =>
        `<tr><td>${item.quantity} ×</td><td>${escapeHtml(item.name)}</td><td align="right">${formatLE(item.price * item.quantity)}</td></tr>`,
    )
    .join('')}
<tr><td></td><td>Subtotal</td><td align="right">${formatLE(order.subtotal)}</td></tr>
${order.discount > 0 ? `<tr><td></td><td>Promo code ${escapeHtml(order.promoCode ?? '')}</td><td align="right">−${formatLE(order.discount)}</td></tr>` : ''}
<tr><td></td><td>Shipping</td><td align="right">${order.shippingFee === 0 ? 'Free' : formatLE(order.shippingFee)}</td></tr>
<tr><td></td><td><strong>Total</strong></td><td align="right"><strong>${formatLE(order.total)}</strong></td></tr></table>
<p>Payment: ${PAYMENT[order.paymentMethod]}${order.paymentStatus === 'paid' ? ' (paid)' : ''}</p>
<p>Delivering to:<br>${address.map(escapeHtml).join('<br>')}<br>Phone: ${escapeHtml(order.phoneNumber)}</p>
<p>Track your order any time on the Track Order page with the number ${escapeHtml(order.orderNumber)} and this e-mail address.</p>
<p>The Manzil team — Cairo, Egypt</p>`;
  return { to, subject: `Your Manzil order ${order.orderNumber}`, text, html };
}
