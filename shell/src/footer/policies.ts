/** The eight policies of SPEC §2 "Footer", in order; each opens as `/policy?section={name}`. */
export const POLICY_NAMES = [
  'Cookie Policy',
  'Privacy Policy',
  'Returns & Exchanges Policy',
  'Payment Policy',
  'Shipping Policy',
  'Security Policy',
  'Compliance Policy',
  'Full Terms of Service Agreement',
] as const;

/** The link of one policy (SPEC §2: `/policy?section={name}`). */
export function policyHref(name: string): string {
  return `/policy?section=${encodeURIComponent(name)}`;
}
