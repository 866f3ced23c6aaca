/** 'Security Policy'. */
export const securityPolicy: Record<string, string> = {
  'policy.security.summary':
    'Encrypted connections, passwords we cannot read, and card numbers we never keep: how we protect your account and your payments.',
  'policy.security.s1.heading': 'Encrypted connections',
  'policy.security.s1.body': 'Every page of Manzil and every request your browser sends to us travels over an encrypted HTTPS connection.',
  'policy.security.s2.heading': 'Your password',
  'policy.security.s2.body':
    'Passwords are stored only as a strong one-way hash, so nobody at Manzil can read them. We will never ask for your password by phone or e-mail. Choose a password of at least 8 characters that you do not use anywhere else.',
  'policy.security.s3.heading': 'Your session',
  'policy.security.s3.body':
    'When you sign in we give your browser a random session identifier in a cookie that scripts cannot read. Logging out ends the session on our side immediately.',
  'policy.security.s4.heading': 'Your cards',
  'policy.security.s4.body':
    'Card payments are handled by a licensed payment processor that meets the PCI DSS card-security standard. Manzil never stores your full card number or your CVV: a saved card keeps only its brand, its last four digits and its expiry date.',
  'policy.security.s5.heading': 'Access to your data',
  'policy.security.s5.body':
    'Only the staff who need it to serve you can reach customer data, each with a personal account, and their access is logged. Brands see only what they need to prepare and deliver your order.',
  'policy.security.s6.heading': 'Protect yourself from fraud',
  'policy.security.s6.body':
    '- Our e-mails come only from addresses ending in @manzil.eg.\n- We never ask for your password, your CVV or a one-time code by phone, e-mail or message.\n- If something looks wrong with your account, change your password and tell us at once.',
  'policy.security.s7.heading': 'Reporting a security problem',
  'policy.security.s7.body':
    "If you believe you have found a security weakness in Manzil, please write to security@manzil.eg with the details. We will answer within two working days and keep you informed while we fix it. Please do not access other people's data or disrupt the service while testing.",
};
