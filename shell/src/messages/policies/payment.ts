/** 'Payment Policy'. */
export const paymentPolicy: Record<string, string> = {
  'policy.payment.summary':
    'Prices are in Egyptian pounds with VAT included. Pay with Visa, Mastercard, American Express or Meeza; your card details never stay with us.',
  'policy.payment.s1.heading': 'Prices',
  'policy.payment.s1.body':
    'All prices on Manzil are in Egyptian pounds (E£, also written LE) and include value added tax. Delivery is free, so the total shown at checkout is the amount you pay. A sale price is shown next to the original price it replaces.',
  'policy.payment.s2.heading': 'Accepted payment methods',
  'policy.payment.s2.body':
    '- Visa\n- Mastercard\n- American Express\n- Meeza, the Egyptian national payment card\n\nCards issued in Egypt and abroad are accepted. Your bank may charge a fee for a card issued outside Egypt.',
  'policy.payment.s3.heading': 'When your card is charged',
  'policy.payment.s3.body':
    'Your card is charged when you place the order. If a piece turns out to be unavailable, we tell you at once and refund it in full to the same card.',
  'policy.payment.s4.heading': 'Invoices',
  'policy.payment.s4.body':
    'Each order comes with an electronic invoice or receipt issued under the rules of the Egyptian Tax Authority, sent to your e-mail address.',
  'policy.payment.s5.heading': 'Refunds',
  'policy.payment.s5.body':
    'Refunds go back to the card you paid with, within 14 days of a cancellation or of receiving a returned item. See our Returns & Exchanges Policy for the details.',
  'policy.payment.s6.heading': 'Saved cards',
  'policy.payment.s6.body':
    'You may save a card in My Account for faster checkout. We keep only its brand, its last four digits and its expiry date; the full card number and the CVV are never stored by Manzil. You can remove a saved card at any time.',
  'policy.payment.s7.heading': 'Payment problems',
  'policy.payment.s7.body':
    'If a payment fails but your bank shows the amount as taken, it is a temporary hold that your bank releases, usually within a few working days. Write to us at payments@manzil.eg with your order number and we will confirm its status.',
};
