import { POLICY_SLUGS } from '@manzil/shared/seo';
import { POLICIES } from './policies';

it("the sitemap's policy pages are the footer's policies, in order", () => {
  expect(POLICIES.map((policy) => policy.slug)).toEqual([...POLICY_SLUGS]);
});
