/** 'Payment Policy'. */
export const paymentPolicy: Record<string, string> = {
  'policy.payment.summary':
    'Prices are in Egyptian pounds with VAT included. Pay with Visa, Mastercard or Meeza, or cash on delivery for orders up to LE 25,000; your card number never stays with us.',
  'policy.payment.s1.heading': 'Prices',
  'policy.payment.s1.body':
    'All prices on Manzil are in Egyptian pounds (E£, also written LE) and include value added tax. Delivery is free, so the total shown at checkout is the amount you pay. A sale price is shown next to the original price it replaces.',
  'policy.payment.s2.heading': 'Accepted payment methods',
  'policy.payment.s2.body':
    '- Cash on delivery, for orders up to LE 25,000 (you pay the courier when your order arrives)\n- Visa\n- Mastercard\n- Meeza, the Egyptian national payment card\n\nCards with a 16-digit number issued in Egypt and abroad are accepted; your bank may ask you to confirm the payment with 3-D Secure, and may charge a fee for a card issued outside Egypt. Promo codes, such as the welcome code from our newsletter, are entered at checkout and each can be used once per e-mail address.',
  'policy.payment.s3.heading': 'When your card is charged',
  'policy.payment.s3.body':
    'Your card is charged when you place the order, once your bank has confirmed it where it asks for 3-D Secure. If the payment is declined, the order is not placed and your cart stays as it was. With cash on delivery you pay when the order arrives. If a piece turns out to be unavailable, we tell you at once and refund it in full to the same card.',
  'policy.payment.s4.heading': 'Invoices',
  'policy.payment.s4.body':
    'Each order comes with an electronic invoice or receipt issued under the rules of the Egyptian Tax Authority, sent to your e-mail address.',
  'policy.payment.s5.heading': 'Refunds',
  'policy.payment.s5.body':
    'Refunds of card payments go back to the card you paid with, within 14 days of a cancellation or of receiving a returned item; orders paid cash on delivery are refunded by bank transfer. See our Returns & Exchanges Policy for the details.',
  'policy.payment.s6.heading': 'Saved cards',
  'policy.payment.s6.body':
    'You may save a card in My Account for faster checkout. We keep only its brand, its last four digits and its expiry date; the full card number and the CVV are never stored by Manzil. You can remove a saved card at any time.',
  'policy.payment.s7.heading': 'Payment problems',
  'policy.payment.s7.body':
    'If a payment fails but your bank shows the amount as taken, it is a temporary hold that your bank releases, usually within a few working days. Write to us at payments@manzil.eg with your order number and we will confirm its status.',
};
