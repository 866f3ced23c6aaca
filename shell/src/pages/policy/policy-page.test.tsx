import { RETURN_RULES } from '@manzil/shared/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore } from '@manzil/shared';
import { shellMessages } from '../../intl';
import { shellPageMessages } from '../page-intl';
import { POLICY_NAMES } from '../../footer/policies';
import { renderShell } from '../../test-utils';
import { PolicyPage } from './policy-page';
import { SPLASH_SEEN_COOKIE } from '../../splash/splash-session';

const renderPolicy = (route: string) =>
  renderShell(<PolicyPage />, { route, path: route.startsWith('/policy/') ? '/policy/:section' : '/policy' });

describe('the policy pages (SPEC §2)', () => {
  it('opens the policy named in ?section= exactly as the footer links it', () => {
    renderPolicy(`/policy?section=${encodeURIComponent('Returns & Exchanges Policy')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Returns & Exchanges Policy' })).toBeInTheDocument();
    // The returns rules come from the shared module the API enforces.
    expect(
      screen.getByText(new RegExp(`within ${RETURN_RULES.changeOfMindDays} days of the delivery the shop recorded`)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(
          `within ${RETURN_RULES.defectDays} days if it is defective.*within ${RETURN_RULES.vendorAnswerHours} hours.*within ${RETURN_RULES.refundDays} days`,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 30 days of delivery/)).toBeInTheDocument();
    expect(screen.getAllByText(/Consumer Protection Law No\. 181 of 2018/).length).toBeGreaterThan(0);
  });

  it('opens /policy/{section} by name or by slug', () => {
    renderPolicy('/policy/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it.each(POLICY_NAMES.map((name) => [name]))('has real text for %s', (name) => {
    renderPolicy(`/policy/${encodeURIComponent(name)}`);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThanOrEqual(5);
    expect(document.body.textContent).not.toMatch(/lorem|ipsum/i);
  });

  it('lists the eight policies beside the open one, which is marked current', async () => {
    renderPolicy('/policy/shipping-policy');
    const nav = screen.getByRole('navigation', { name: 'Policies' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([...POLICY_NAMES]);
    expect(within(nav).getByRole('link', { name: 'Shipping Policy' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Cookie Policy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/policy/cookie-policy');
  });

  it('shows every policy at /policy, and says so when a section is unknown', () => {
    const { unmount } = renderPolicy('/policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Our policies' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([...POLICY_NAMES]);
    unmount();
    renderPolicy('/policy?section=Refund%20Nonsense');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that policy' })).toBeInTheDocument();
  });
});

describe('the cookie policy names every cookie the store sets', () => {
  beforeAll(() => Promise.all([shellMessages.load('ar'), shellPageMessages.load('ar')]));
  afterEach(() => {
    cleanup();
    act(() => localeStore.set('en'));
  });

  it.each([
    ['en', 'Cookie Policy', 'The cookies we use', /manzil_locale: remembers the language you chose/],
    ['ar', 'سياسة ملفات تعريف الارتباط', 'ملفات تعريف الارتباط التي نستخدمها', /manzil_locale: يتذكّر اللغة التي اخترتها/],
  ] as const)(
    'in %s: the shopper, vendor and admin session cookies, the language cookie (manzil_locale) and the splash cookie',
    async (locale, title, heading, language) => {
      act(() => localeStore.set(locale));
      renderPolicy('/policy/cookie-policy');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const section = screen.getByRole('heading', { level: 2, name: heading }).parentElement!;
      expect(section).toHaveTextContent(/manzil_sid/);
      expect(section).toHaveTextContent(language);
      // The API's vendor and admin session cookies (api/src/plugins/sessions.ts COOKIE_NAMES).
      expect(section).toHaveTextContent(/manzil_vsid: .*12/);
      expect(section).toHaveTextContent(/manzil_asid: .*8/);
      // The session cookie the shell sets when it shows the splash (splash-session.ts).
      expect(section).toHaveTextContent(`${SPLASH_SEEN_COOKIE.split('=')[0]}:`);
    },
  );
});
