import { compliancePolicy } from './compliance';
import { cookiePolicy } from './cookie';
import { paymentPolicy } from './payment';
import { privacyPolicy } from './privacy';
import { returnsPolicy } from './returns';
import { securityPolicy } from './security';
import { shippingPolicy } from './shipping';
import { termsPolicy } from './terms';

/** The eight policies' names, which the footer links show on every page (so they travel with the frame). */
export const policyNameMessages: Record<string, string> = {
  'policy.cookie.name': 'Cookie Policy',
  'policy.privacy.name': 'Privacy Policy',
  'policy.returns.name': 'Returns & Exchanges Policy',
  'policy.payment.name': 'Payment Policy',
  'policy.shipping.name': 'Shipping Policy',
  'policy.security.name': 'Security Policy',
  'policy.compliance.name': 'Compliance Policy',
  'policy.terms.name': 'Full Terms of Service Agreement',
};

/** Texts of /policy and of the eight policies (SPEC §2; names as in footer/policies.ts). */
export const policyMessages: Record<string, string> = {
  ...policyNameMessages,
  'policy.indexTitle': 'Our policies',
  'policy.indexLead':
    'How we sell, deliver, protect your data and handle returns, in plain words. These policies apply to every order on Manzil.',
  'policy.nav': 'Policies',
  'policy.effective': 'Effective from 1 March 2025',
  'policy.notFound': 'We could not find that policy',
  'policy.notFoundBody': 'Choose one of our policies below.',
  'policy.questions': 'Questions about this policy?',
  'policy.contact': 'Contact us',
  ...cookiePolicy,
  ...privacyPolicy,
  ...returnsPolicy,
  ...paymentPolicy,
  ...shippingPolicy,
  ...securityPolicy,
  ...compliancePolicy,
  ...termsPolicy,
};
