/**
 * Texts of /faqs. Each topic holds `faqs.{topic}.q{n}` / `faqs.{topic}.a{n}` pairs, shown in
 * order; a blank line in an answer starts a new paragraph.
 */
export const faqMessages: Record<string, string> = {
  'faqs.title': 'Frequently asked questions',
  'faqs.lead': 'Everything about ordering, delivery, returns and payment at Manzil. Cannot find your answer?',
  'faqs.contact': 'Contact our customer care team',
  'faqs.orders.title': 'Orders',
  'faqs.orders.q1': 'How do I place an order?',
  'faqs.orders.a1':
    'Add the pieces you like to your cart, open the cart from the header and choose Checkout. Sign in or create an account, confirm your shipping address and pay. You will receive a confirmation e-mail with your order number right away.',
  'faqs.orders.q2': 'Can I change or cancel my order?',
  'faqs.orders.a2':
    'Yes, as long as it has not left the workshop. Contact us with your order number and we will change or cancel it free of charge. Made-to-order pieces can be cancelled free of charge until production starts; the product page tells you when that is.',
  'faqs.orders.q3': 'How do I track my order?',
  'faqs.orders.a3':
    'Open Track Order and enter your order number, or find every order in My Account under Orders. We also e-mail you when your order ships and on the day of delivery.',
  'faqs.delivery.title': 'Delivery',
  'faqs.delivery.q1': 'Where do you deliver?',
  'faqs.delivery.a1': 'We deliver to every governorate in Egypt, including the North Coast, Sinai and the Red Sea.',
  'faqs.delivery.q2': 'How long does delivery take?',
  'faqs.delivery.a2':
    'Ready To Ship pieces leave the workshop within 48 hours and usually arrive in 3 to 7 working days in Greater Cairo and Alexandria, and 5 to 10 working days elsewhere. Made-to-order pieces show their own lead time on the product page.',
  'faqs.delivery.q3': 'How much does delivery cost?',
  'faqs.delivery.a3': 'Delivery is free on every order, whatever its size and wherever you live in Egypt.',
  'faqs.delivery.q4': 'Will you carry and assemble the furniture?',
  'faqs.delivery.a4':
    'Our delivery teams carry every piece to the room you choose. Assembly is included for the pieces whose product page says so; for the others, the brand includes clear instructions and the fittings you need.',
  'faqs.returns.title': 'Returns & exchanges',
  'faqs.returns.q1': 'Can I return something I bought?',
  'faqs.returns.a1':
    'Yes. Under the Consumer Protection Law No. 181 of 2018 you may return or exchange an item within 14 days of delivery, without giving a reason, as long as it is unused and in its original condition. If an item is defective or not as described, you have 30 days.',
  'faqs.returns.q2': 'How do I start a return?',
  'faqs.returns.a2':
    'Contact us with your order number and a photo of the item. We arrange the collection from your home free of charge, at a time that suits you.',
  'faqs.returns.q3': 'When do I get my money back?',
  'faqs.returns.a3':
    'We refund to the card you paid with within 14 days of receiving the item back. Your bank may need a few more working days to show the amount on your statement.',
  'faqs.returns.q4': 'Can I return made-to-order or personalised pieces?',
  'faqs.returns.a4':
    'Pieces made to your own measurements or fabric choice cannot be returned if you simply change your mind, as the law allows. They are always covered if they arrive defective or different from what you ordered.',
  'faqs.payment.title': 'Payment',
  'faqs.payment.q1': 'Which payment methods do you accept?',
  'faqs.payment.a1':
    'Cash on delivery for orders up to LE 25,000, and Visa, Mastercard and Meeza cards with 16-digit numbers, issued in Egypt or abroad, with 3-D Secure when your bank asks for it. All prices are in Egyptian pounds, and our newsletter’s welcome code MANZIL10 takes 10% off your first order.',
  'faqs.payment.q2': 'Are prices final?',
  'faqs.payment.a2': 'Yes. Every price includes VAT and delivery is free, so the total at checkout is the amount you pay.',
  'faqs.payment.q3': 'Is paying by card safe?',
  'faqs.payment.a3':
    'Your card details travel over an encrypted connection to a licensed payment processor. Manzil never stores your full card number or your CVV; a saved card keeps only its brand, its last four digits and its expiry date.',
  'faqs.account.title': 'Your account',
  'faqs.account.q1': 'Do I need an account to shop?',
  'faqs.account.a1':
    'You can browse, search and fill your cart without one. To check out, keep favorites and follow your orders you need to sign in; creating an account takes a minute.',
  'faqs.account.q2': 'I forgot my password. What do I do?',
  'faqs.account.a2':
    'On the sign-in page choose Forgot Password, enter your e-mail and we will send you a one-time code to set a new password.',
  'faqs.selling.title': 'Selling on Manzil',
  'faqs.selling.q1': 'I make furniture. How can I sell on Manzil?',
  'faqs.selling.a1':
    'Open Join Us at the bottom of any page and tell us about your brand. We work with registered Egyptian businesses; once we have checked your commercial register and tax card, your storefront can go live within days.',
};
