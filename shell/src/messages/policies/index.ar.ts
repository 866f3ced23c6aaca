import { compliancePolicyAr } from './compliance.ar';
import { cookiePolicyAr } from './cookie.ar';
import { paymentPolicyAr } from './payment.ar';
import { privacyPolicyAr } from './privacy.ar';
import { returnsPolicyAr } from './returns.ar';
import { securityPolicyAr } from './security.ar';
import { shippingPolicyAr } from './shipping.ar';
import { termsPolicyAr } from './terms.ar';

/** Arabic names of the eight policies (the footer's links; same ids as index.ts). */
export const policyNameMessagesAr: Record<string, string> = {
  'policy.cookie.name': 'سياسة ملفات تعريف الارتباط',
  'policy.privacy.name': 'سياسة الخصوصية',
  'policy.returns.name': 'سياسة الإرجاع والاستبدال',
  'policy.payment.name': 'سياسة الدفع',
  'policy.shipping.name': 'سياسة الشحن',
  'policy.security.name': 'سياسة الأمان',
  'policy.compliance.name': 'سياسة الامتثال',
  'policy.terms.name': 'اتفاقية شروط الخدمة الكاملة',
};

/** Arabic texts of /policy and of the eight policies (same ids as index.ts). */
export const policyMessagesAr: Record<string, string> = {
  ...policyNameMessagesAr,
  'policy.indexTitle': 'سياساتنا',
  'policy.indexLead': 'كيف نبيع ونوصّل ونحمي بياناتك ونتعامل مع المرتجعات، بكلمات بسيطة. تسري هذه السياسات على كل طلب في منزل.',
  'policy.nav': 'السياسات',
  'policy.effective': 'سارية اعتبارًا من 1 مارس 2025',
  'policy.notFound': 'لم نعثر على هذه السياسة',
  'policy.notFoundBody': 'اختر إحدى سياساتنا أدناه.',
  'policy.questions': 'لديك أسئلة عن هذه السياسة؟',
  'policy.contact': 'اتصل بنا',
  ...cookiePolicyAr,
  ...privacyPolicyAr,
  ...returnsPolicyAr,
  ...paymentPolicyAr,
  ...shippingPolicyAr,
  ...securityPolicyAr,
  ...compliancePolicyAr,
  ...termsPolicyAr,
};
