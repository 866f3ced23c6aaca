/** 'Privacy Policy' (Egyptian Personal Data Protection Law No. 151 of 2020). */
export const privacyPolicy: Record<string, string> = {
  'policy.privacy.summary':
    'We collect what we need to sell and deliver your order, we share it only with those who help us do that, and you stay in control of it.',
  'policy.privacy.s1.heading': 'Who we are',
  'policy.privacy.s1.body':
    'Manzil is an online marketplace for furniture and home design based in Cairo, Egypt. We are responsible for the personal data you give us on this website, and we process it in accordance with the Egyptian Personal Data Protection Law No. 151 of 2020.',
  'policy.privacy.s2.heading': 'What we collect',
  'policy.privacy.s2.body':
    '- Your account: first and last name, e-mail address, phone number and, if you choose to give them, gender and date of birth.\n- Your shipping addresses.\n- Your orders, favorites and saved cards (brand, last four digits and expiry date only).\n- Your e-mail address, if you subscribe to our newsletter.\n- What you write to us through the contact form.\n- Technical information needed to run the site safely, such as error reports.',
  'policy.privacy.s3.heading': 'Why we use it',
  'policy.privacy.s3.body':
    '- To create and secure your account.\n- To take, deliver, return and refund your orders.\n- To answer your questions and complaints.\n- To send you our newsletter and offers, only if you agreed to receive them.\n- To meet our legal obligations, such as tax invoices and consumer protection.',
  'policy.privacy.s4.heading': 'Who we share it with',
  'policy.privacy.s4.body':
    '- The brand that makes the piece you ordered, and the delivery company, receive your name, phone number and shipping address to prepare and deliver your order.\n- Our licensed payment processor receives your card details directly; we never see the full number.\n- Authorities, only when the law requires it.\n\nWe never sell your personal data.',
  'policy.privacy.s5.heading': 'How long we keep it',
  'policy.privacy.s5.body':
    'We keep your account data while your account is open. Order and invoice records are kept for as long as Egyptian tax and commercial law requires. Newsletter subscriptions end as soon as you unsubscribe.',
  'policy.privacy.s6.heading': 'Your rights',
  'policy.privacy.s6.body':
    'You may ask to see the personal data we hold about you, to correct it, to delete it, or to stop receiving our newsletter at any time. You can change most of your details yourself in My Account. For anything else, write to privacy@manzil.eg and we will answer within 30 days.',
  'policy.privacy.s7.heading': 'Security',
  'policy.privacy.s7.body':
    'Our Security Policy describes how we protect your data. If a breach ever puts your data at risk, we will tell you and the competent authority as the law requires.',
  'policy.privacy.s8.heading': 'Changes',
  'policy.privacy.s8.body':
    'If we change this policy in a way that matters to you, we will tell you by e-mail or on this site before the change takes effect.',
};
