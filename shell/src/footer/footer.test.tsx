import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { getCategories, localeStore, queryClient } from '@manzil/shared';
import { shellMessages } from '../intl';
import { shellPageMessages } from '../pages/page-intl';
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

describe("the footer's PAGES when the category call fails (SPEC §8 defaults)", () => {
  beforeAll(() => shellMessages.load('ar'));
  beforeEach(() => queryClient.clear());
  afterEach(() => {
    cleanup(); // before the language changes back, so nothing re-renders after the test
    jest.mocked(getCategories).mockResolvedValue([]);
    act(() => localeStore.set('en'));
  });

  it.each([
    ['en', 'PAGES', ['Furniture', 'Kitchen & Dining', 'Bath', 'Lighting', 'Home Decor', 'Outdoor']],
    ['ar', 'الصفحات', ['أثاث', 'المطبخ والسفرة', 'الحمام', 'الإضاءة', 'ديكور المنزل', 'الحديقة والخارج']],
  ] as const)('names the six defaults in %s, each still leading to its shop', async (locale, heading, names) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getCategories).mockRejectedValue(new Error('API down'));
    act(() => localeStore.set(locale));
    // renderShell's providers show Arabic once their texts are there (useIntlSetup suspends until then).
    await Promise.all([shellMessages.load(locale), shellPageMessages.load(locale)]);
    renderShell(<Footer />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load categories', expect.any(Error)));
    const links = within(screen.getByRole('navigation', { name: heading })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(names);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/furniture',
      '/shop/kitchen-and-dining',
      '/shop/bath',
      '/shop/lighting',
      '/shop/home-decor',
      '/shop/outdoor',
    ]);
    log.mockRestore();
  });
});
