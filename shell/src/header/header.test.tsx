import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, vendorSessionStore } from '@manzil/shared';
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

async function renderHeader() {
  renderShell(<Header />);
  await screen.findByText('No Categories Available');
}

afterEach(() => act(() => bus.emit('ui:open-panel', { panel: null })));

describe('the header', () => {
  it('opening the cart closes the favorites panel, and the reverse (SPEC §4)', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(screen.getByTestId('remote-account/FavoritesPanel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorites' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(screen.getByTestId('remote-checkout/CartPopup')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-account/FavoritesPanel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(screen.queryByTestId('remote-checkout/CartPopup')).not.toBeInTheDocument();
    expect(screen.getByTestId('remote-account/FavoritesPanel')).toBeInTheDocument();
  });

  it('shows Login when signed out, and the logo leads home', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Manzil home' })).toHaveAttribute('href', '/home');
  });

  it("shows a signed-in vendor their shop instead of the shopper's Login", async () => {
    act(() => vendorSessionStore.set({ vendorId: '7', userId: '17', email: 'vendor@manzil.eg', shopName: 'Damietta Works' }));
    try {
      await renderHeader();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Vendor area of Damietta Works' })).toHaveAttribute('href', '/vendor-dashboard/7');
    } finally {
      act(() => vendorSessionStore.set(null));
    }
  });

  it('becomes sticky only after 80 px of scroll (SPEC §9)', async () => {
    await renderHeader();
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(async () => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    await scrollTo(80);
    expect(header).not.toHaveAttribute('data-sticky');
    await scrollTo(81);
    expect(header).toHaveAttribute('data-sticky', 'true');
    await scrollTo(0);
    expect(header).not.toHaveAttribute('data-sticky');
  });
});

describe('the served header (docs/rendering.md §5)', () => {
  it('is rendered as an anonymous visitor sees it, hydrates without a mismatch, then shows who is signed in', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { QueryClientProvider } = await import('@manzil/shared/query');
    const { MemoryRouter } = await import('@manzil/shared/router/testing');
    const { queryClient } = await import('@manzil/shared');
    const { ShellIntl } = await import('../intl');
    const frame = (
      <QueryClientProvider client={queryClient}>
        <ShellIntl>
          <MemoryRouter>
            <Header />
          </MemoryRouter>
        </ShellIntl>
      </QueryClientProvider>
    );
    act(() => vendorSessionStore.set({ vendorId: '7', userId: '17', email: 'vendor@manzil.eg', shopName: 'Damietta Works' }));
    try {
      const served = renderToString(frame);
      expect(served).toContain('href="/login"');
      expect(served).not.toContain('Damietta Works');
      const container = document.createElement('div');
      container.innerHTML = served;
      document.body.append(container);
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, frame, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Vendor area of Damietta Works' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      container.remove();
    } finally {
      act(() => vendorSessionStore.set(null));
    }
  });
});
