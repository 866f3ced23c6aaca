import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_COOKIE, localeStore } from '@manzil/shared';
import { renderShell } from '../test-utils';
import { Header } from './header';

jest.mock('../federation/remote-component', () => ({
  RemoteComponent: ({ id }: { id: string }) => <div data-testid={`remote-${id}`} />,
}));
jest.mock('@manzil/shared', () =>
  jest.requireActual<typeof import('../test-categories')>('../test-categories').withCategories(
    jest.requireActual('@manzil/shared'),
    jest.fn(() => Promise.resolve([])),
  ),
);

afterEach(() => act(() => localeStore.set('en')));

describe('the header in Arabic', () => {
  it("switches the whole page to Arabic from the header's 'العربية' and back with 'English'", async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    await screen.findByText('No Categories Available');
    const toArabic = screen.getByRole('button', { name: 'العربية' });
    expect(toArabic).toHaveAttribute('lang', 'ar');

    await user.click(toArabic);
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LOCALE_COOKIE)).toBe('ar');
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية لـ Manzil' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('button', { name: 'المفضلة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'السلة' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد أقسام متاحة')).toBeInTheDocument();
    expect(screen.queryByText('Login')).not.toBeInTheDocument();

    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    await user.click(toEnglish);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('opens in Arabic when Arabic was chosen before, and the switch works from the keyboard', async () => {
    const user = userEvent.setup();
    act(() => localeStore.set('ar'));
    renderShell(<Header />);
    expect(await screen.findByText('لا توجد أقسام متاحة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();

    screen.getByRole('button', { name: 'English' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('the mobile menu offers the switch too, and its texts follow it', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    await screen.findByText('No Categories Available');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'العربية' }));
    const arabicMenu = await screen.findByRole('dialog', { name: 'القائمة' });
    expect(within(arabicMenu).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/home');
    expect(within(arabicMenu).getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', '/contactus');
    expect(within(arabicMenu).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
