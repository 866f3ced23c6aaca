import { screen, within } from '@testing-library/react';
import { renderShell } from '../test-utils';
import { Footer } from './footer';
import { POLICY_NAMES, policyHref } from './policies';

jest.mock('@manzil/shared', () =>
  jest.requireActual<typeof import('../test-categories')>('../test-categories').withCategories(
    jest.requireActual('@manzil/shared'),
    jest.fn(() => Promise.resolve([])),
  ),
);

describe('the footer (SPEC §2 "Footer")', () => {
  it('lists the eight policies by their SPEC names, each opening /policy?section={name} in a new tab', async () => {
    renderShell(<Footer />);
    const policies = await screen.findByRole('navigation', { name: 'POLICIES' });
    const links = within(policies).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...POLICY_NAMES]);
    links.forEach((link, i) => {
      expect(link).toHaveAttribute('href', policyHref(POLICY_NAMES[i]!));
      expect(link).toHaveAttribute('target', '_blank');
    });
  });
});
