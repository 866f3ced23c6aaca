/** 'Full Terms of Service Agreement'. */
export const termsPolicy: Record<string, string> = {
  'policy.terms.summary':
    'The agreement between you and Manzil when you use this website and buy from the brands on it. Please read it before you place an order.',
  'policy.terms.s1.heading': '1. About these terms',
  'policy.terms.s1.body':
    'These terms apply to your use of the Manzil website and to every order you place on it. By creating an account or placing an order you accept them, together with our Privacy, Cookie, Payment, Shipping, Returns & Exchanges, Security and Compliance policies, which form part of this agreement.',
  'policy.terms.s2.heading': '2. Who you are buying from',
  'policy.terms.s2.body':
    "Manzil is a marketplace. Each product is sold by the brand named on its page, and Manzil takes your order, your payment, the delivery and any return on the brand's behalf. Whichever brand made your piece, you deal with us, and we answer to you for the whole order.",
  'policy.terms.s3.heading': '3. Your account',
  'policy.terms.s3.body':
    'You must be at least 18 years old, or have the permission of a parent or guardian, to open an account and buy. Keep your password to yourself and tell us at once if you think someone else has used your account. The details you give us must be accurate.',
  'policy.terms.s4.heading': '4. Orders',
  'policy.terms.s4.body':
    'Your order is an offer to buy. The contract is made when we e-mail you the order confirmation. If a piece turns out to be unavailable or its price was shown in obvious error, we tell you before dispatch and you may choose a replacement or a full refund.',
  'policy.terms.s5.heading': '5. Prices and payment',
  'policy.terms.s5.body':
    'Prices are in Egyptian pounds and include VAT. Delivery is free. Payment is taken when you place the order, as our Payment Policy describes.',
  'policy.terms.s6.heading': '6. Delivery',
  'policy.terms.s6.body':
    'We deliver within Egypt, on the terms of our Shipping Policy. The risk in the goods passes to you on delivery, and ownership when payment has been received in full.',
  'policy.terms.s7.heading': '7. Returns, exchanges and warranty',
  'policy.terms.s7.body':
    'You may return or exchange an item within 14 days of delivery, or within 30 days if it is defective or not as described, as the Consumer Protection Law No. 181 of 2018 provides and our Returns & Exchanges Policy explains.',
  'policy.terms.s8.heading': '8. Using the website',
  'policy.terms.s8.body':
    'Do not misuse Manzil: no attempts to break into accounts or systems, no automated collection of our content, and no false or offensive content in anything you send us. The photographs, texts, logos and designs on Manzil belong to us or to the brands and may not be copied without permission.',
  'policy.terms.s9.heading': '9. Our responsibility',
  'policy.terms.s9.body':
    'We are responsible for the products we sell and the services we provide as Egyptian law requires, and nothing in these terms limits the rights the Consumer Protection Law gives you. We are not responsible for delays caused by events outside our reasonable control, such as natural disasters or official closures, and we will tell you promptly if one affects your order.',
  'policy.terms.s10.heading': '10. Changes to these terms',
  'policy.terms.s10.body':
    'We may update these terms. The version on this page when you place an order applies to that order; we will tell you of important changes before they take effect.',
  'policy.terms.s11.heading': '11. Law and disputes',
  'policy.terms.s11.body':
    'These terms are governed by the laws of the Arab Republic of Egypt. Please contact us first so that we can resolve any problem together; you may also turn to the Consumer Protection Agency. Any dispute that remains is settled by the competent courts of Cairo.',
  'policy.terms.s12.heading': '12. Contact',
  'policy.terms.s12.body': 'Manzil, Cairo, Egypt. E-mail: hello@manzil.eg.',
};
