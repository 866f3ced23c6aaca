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

export type PolicyName = (typeof POLICY_NAMES)[number];

/** One policy: its SPEC name, its message key (`policy.{key}.…`) and its URL slug. */
export interface Policy {
  name: PolicyName;
  key: string;
  slug: string;
}

const KEYS: Record<PolicyName, string> = {
  'Cookie Policy': 'cookie',
  'Privacy Policy': 'privacy',
  'Returns & Exchanges Policy': 'returns',
  'Payment Policy': 'payment',
  'Shipping Policy': 'shipping',
  'Security Policy': 'security',
  'Compliance Policy': 'compliance',
  'Full Terms of Service Agreement': 'terms',
};

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The policies in footer order. */
export const POLICIES: Policy[] = POLICY_NAMES.map((name) => ({ name, key: KEYS[name], slug: slugOf(name) }));

/** The link of one policy (SPEC §2: `/policy?section={name}`). */
export function policyHref(name: string): string {
  return `/policy?section=${encodeURIComponent(name)}`;
}

/**
 * The policy a `section` names, from `/policy/{section}` or `/policy?section=`: its SPEC name
 * ('Privacy Policy'), its slug ('privacy-policy') or its key ('privacy'), in any letter case.
 */
export function findPolicy(section: string | null | undefined): Policy | null {
  if (!section) return null;
  const wanted = section.trim().toLowerCase();
  const asSlug = slugOf(section);
  return POLICIES.find((p) => p.name.toLowerCase() === wanted || p.slug === asSlug || p.key === wanted) ?? null;
}
