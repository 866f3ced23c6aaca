// Every screen of the shell rendered in Arabic, through the real locale store and the
// shell's ShellIntl: Arabic texts, no English left, right to left.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@manzil/shared/router/testing';
import { adminSessionStore, getCategories, localeStore, vendorSessionStore } from '@manzil/shared';
import { englishLeftovers, visibleText } from '@manzil/shared/message-catalogs';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { ShellIntl, shellMessages } from './intl';
import { shellPageMessages } from './pages/page-intl';
import { renderShell } from './test-utils';
import { FURNITURE } from './test-categories';
import { Header } from './header/header';
import { MobileMenu } from './header/mobile-menu';
import { DEFAULT_CATEGORIES } from './header/use-categories';
import { Footer } from './footer/footer';
import { POLICIES } from './footer/policies';
import { Splash } from './splash/splash';
import { AboutPage } from './pages/about/about-page';
import { ContactPage } from './pages/contact/contact-page';
import { FaqsPage } from './pages/faqs/faqs-page';
import { PolicyPage } from './pages/policy/policy-page';
import { AppBoundary } from './app/app-boundary';

// As the header's tests: the remotes' widgets are placeholders, the categories call answers here.
jest.mock('./federation/remote-component', () => ({
  RemoteComponent: ({ id }: { id: string }) => <div data-testid={`remote-${id}`} />,
}));
jest.mock('@manzil/shared', () =>
  jest
    .requireActual<typeof import('./test-categories')>('./test-categories')
    .withCategories(jest.requireActual('@manzil/shared'), jest.fn()),
);

// Data (category names), names that are the same in both languages (card brands), not the shell's texts.
const DATA = ['Furniture', 'Living Room', 'Sofas', 'Visa', 'Mastercard', 'Meeza', 'American Express'];

interface Screen {
  name: string;
  render: () => unknown;
  then?: () => Promise<void>;
  /** Ids of messages.ar (or literal Arabic) that must show. */
  arabic: string[];
}

const bar = () => screen.getByRole('navigation', { name: messagesAr['header.categories'] });

const SCREENS: Screen[] = [
  {
    name: 'header',
    render: () => renderShell(<Header />),
    arabic: ['header.allBrands', 'header.readyToShip', 'header.onSale', 'header.login', 'header.cart', 'header.favorites', 'header.home'],
  },
  {
    name: 'header of a signed-in vendor',
    render: () => {
      act(() => vendorSessionStore.set({ vendorId: '7', userId: '17', email: 'vendor@manzil.eg', shopName: 'Damietta Works' }));
      renderShell(<Header />);
    },
    arabic: ['header.partnerRole.vendor', 'header.readyToShip'],
  },
  {
    name: 'header of a signed-in staff member',
    render: () => {
      act(() =>
        adminSessionStore.set({
          id: '7',
          email: 'salma@manzil.eg',
          firstName: 'Salma',
          lastName: 'Ibrahim',
          role: 'admin',
          staffRole: 'catalog_moderator',
          mustChangePassword: false,
        }),
      );
      renderShell(<Header />);
    },
    arabic: ['header.staffRole.catalog_moderator', 'header.readyToShip'],
  },
  {
    name: 'mega-menu',
    render: () => renderShell(<Header />),
    then: async () => {
      await waitFor(() =>
        expect(within(bar()).getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/category/1/subcategories'),
      );
      await userEvent.hover(within(bar()).getByRole('link', { name: 'Furniture' }));
    },
    arabic: ['تسوّق كل Furniture', 'Living Room', 'Sofas'],
  },
  {
    name: 'mobile menu',
    render: () => renderShell(<MobileMenu categories={DEFAULT_CATEGORIES} loaded />, { route: '/about' }),
    then: async () => userEvent.click(await screen.findByRole('button', { name: messagesAr['header.openMenu'] })),
    arabic: [
      'header.menuTitle',
      'header.menu.home',
      'header.menu.shop',
      'header.menu.about',
      'header.menu.contact',
      'header.menu.login',
      'header.closeMenu',
    ],
  },
  {
    name: 'footer',
    render: () => renderShell(<Footer />),
    arabic: [
      'footer.pages',
      'footer.company',
      'footer.policies',
      'footer.about',
      'footer.careers',
      'footer.faqs',
      'newsletter.title',
      'newsletter.submit',
      'policy.privacy.name',
    ],
  },
  {
    name: 'splash (desktop film)',
    render: () => renderShell(<Splash onComplete={jest.fn()} />),
    arabic: ['splash.label', 'splash.skip'],
  },
  {
    name: 'splash (mobile still picture and progress ring)',
    render: () => {
      // A phone: every media query of the splash (narrow screen) matches.
      jest
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
        );
      renderShell(<Splash onComplete={jest.fn()} />);
    },
    arabic: ['splash.label', 'splash.tagline', 'splash.loading', 'splash.skip'],
  },
  {
    name: 'about page',
    render: () => renderShell(<AboutPage />, { route: '/about' }),
    arabic: ['about.title', 'about.story.title', 'about.promise.title', 'about.cta.brands', 'about.cta.contact'],
  },
  {
    name: 'contact page',
    render: () => renderShell(<ContactPage />, { route: '/contactus' }),
    arabic: ['contact.title', 'contact.form.title', 'contact.name', 'contact.subject', 'contact.submit'],
  },
  {
    name: 'FAQ page',
    render: () => renderShell(<FaqsPage />, { route: '/faqs' }),
    arabic: ['faqs.title'],
  },
  ...POLICIES.map((policy): Screen => ({
    name: `policy page: ${policy.name}`,
    render: () => renderShell(<PolicyPage />, { route: `/policy/${policy.slug}`, path: '/policy/:section' }),
    arabic: [`policy.${policy.key}.name`, 'policy.effective', 'policy.questions'],
  })),
  {
    name: 'error page',
    render: () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const Boom = () => {
        throw new Error('kaput');
      };
      render(
        <ShellIntl>
          <MemoryRouter>
            <AppBoundary>
              <Boom />
            </AppBoundary>
          </MemoryRouter>
        </ShellIntl>,
      );
    },
    arabic: ['error.title', 'error.home'],
  },
];

const text = (idOrText: string) => messagesAr[idOrText] ?? idOrText;

beforeAll(async () => {
  act(() => localeStore.set('ar'));
  // The store shows an app in Arabic once its Arabic texts are there (useIntlSetup suspends until then).
  await Promise.all([shellMessages.load('ar'), shellPageMessages.load('ar')]);
});
afterAll(() => act(() => localeStore.set('en')));
beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(getCategories).mockResolvedValue([FURNITURE]);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    vendorSessionStore.set(null);
    adminSessionStore.set(null);
  });
});

describe.each(SCREENS)('in Arabic: $name', ({ render: show, then, arabic }) => {
  it('shows the Arabic texts, no English of the shell, right to left', async () => {
    show();
    await then?.();
    const missing = () => arabic.map(text).filter((wanted) => !visibleText(document.body).includes(wanted));
    await waitFor(() => expect(missing()).toEqual([]), { onTimeout: (error) => error });
    const shown = visibleText(document.body);
    expect(englishLeftovers(shown, messages, messagesAr, DATA)).toEqual([]);
    expect(shown).not.toMatch(/E£|\bLE \d/);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Radix parts (tabs, dialogs, menus, selects) take the direction from the app's DirectionProvider.
    expect([...document.body.querySelectorAll('[dir]')].map((element) => element.getAttribute('dir'))).not.toContain('ltr');
  });
});

describe('in Arabic: the browser tab', () => {
  it("names the shell's pages as the server render does, with the store's Arabic name", async () => {
    renderShell(<AboutPage />, { route: '/about' });
    await waitFor(() => expect(document.title).toBe(`${text('about.metaTitle')} | منزل`));
  });
});
