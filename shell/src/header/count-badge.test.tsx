import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { bus, cartStore, localeStore } from '@manzil/shared';
import { shellMessages } from '../intl';
import { shellPageMessages } from '../pages/page-intl';
import { messages } from '../messages';
import { messagesAr } from '../messages.ar';
import { renderShell } from '../test-utils';
import { CountBadge, countButtonName } from './count-badge';
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

describe('the count badge (SPEC §9: badge maximum 99)', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
  ])('shows %i as %s', (count, text) => {
    render(<CountBadge count={count} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(text);
  });

  it('shows nothing for an empty cart', () => {
    render(<CountBadge count={0} />);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it("caps the header's cart badge at 99+ for 150 units in the cart", async () => {
    renderShell(<Header />);
    await screen.findByText('No Categories Available');
    const cart = screen.getByRole('button', { name: /^Cart/ });
    expect(within(cart).queryByTestId('count-badge')).not.toBeInTheDocument();
    act(() => {
      bus.emit('cart:add', { id: 'sofa-1', name: 'Sofa', image: 'p.svg', price: 12500 });
      bus.emit('cart:set-quantity', { id: 'sofa-1', quantity: 150 });
    });
    expect(cartStore.items[0]?.quantity).toBe(150);
    expect(within(cart).getByTestId('count-badge')).toHaveTextContent('99+');
    act(() => bus.emit('cart:set-quantity', { id: 'sofa-1', quantity: 99 }));
    expect(within(cart).getByTestId('count-badge')).toHaveTextContent('99');
    act(() => bus.emit('cart:reset'));
  });
});

/** The badge's visible text, which WCAG 2.5.3 (axe's label-content-name-mismatch) wants in the name. */
const badgeText = (button: HTMLElement) => within(button).getByTestId('count-badge').textContent ?? '';

describe("the cart and favorites buttons' names hold the badge's count (WCAG 2.5.3, label in name)", () => {
  // Loaded before rendering, so the header starts in Arabic rather than switching mid-test.
  beforeAll(() => shellMessages.load('ar'));
  afterEach(() => {
    cleanup(); // before the language changes back, so no header re-renders after the test
    act(() => bus.emit('cart:reset'));
    act(() => localeStore.set('en'));
  });

  const english = createIntl({ locale: 'en', messages });
  const arabic = createIntl({ locale: 'ar-EG-u-nu-latn', messages: { ...messages, ...messagesAr } });

  it.each([
    [0, 'Cart', 'Favorites'],
    [1, 'Cart, 1 item', 'Favorites, 1 item'],
    [3, 'Cart, 3 items', 'Favorites, 3 items'],
    [99, 'Cart, 99 items', 'Favorites, 99 items'],
    [150, 'Cart, more than 99 items', 'Favorites, more than 99 items'],
  ])('in English, %i: %s / %s', (count, cart, favorites) => {
    expect(countButtonName(english, 'cart', count)).toBe(cart);
    expect(countButtonName(english, 'favorites', count)).toBe(favorites);
  });

  it.each([
    [0, 'السلة', 'المفضلة'],
    [1, 'السلة، 1 منتج', 'المفضلة، 1 منتج'],
    [2, 'السلة، 2 منتج', 'المفضلة، 2 منتج'],
    [3, 'السلة، 3 منتجات', 'المفضلة، 3 منتجات'],
    [10, 'السلة، 10 منتجات', 'المفضلة، 10 منتجات'],
    [11, 'السلة، 11 منتجًا', 'المفضلة، 11 منتجًا'],
    [99, 'السلة، 99 منتجًا', 'المفضلة، 99 منتجًا'],
    [150, 'السلة، أكثر من 99 منتجًا', 'المفضلة، أكثر من 99 منتجًا'],
  ])('in Arabic (Western digits, as the badge), %i: %s / %s', (count, cart, favorites) => {
    expect(countButtonName(arabic, 'cart', count)).toBe(cart);
    expect(countButtonName(arabic, 'favorites', count)).toBe(favorites);
  });

  it.each([
    ['en', 'Cart', 'Cart, 3 items', 'Cart, more than 99 items'],
    ['ar', 'السلة', 'السلة، 3 منتجات', 'السلة، أكثر من 99 منتجًا'],
  ] as const)("the header's cart button in %s is named with the count it shows", async (locale, empty, three, over) => {
    act(() => localeStore.set(locale));
    // renderShell's providers show Arabic once their texts are there (useIntlSetup suspends until then).
    await Promise.all([shellMessages.load(locale), shellPageMessages.load(locale)]);
    renderShell(<Header />);
    const cart = await screen.findByRole('button', { name: empty });
    act(() => {
      bus.emit('cart:add', { id: 'sofa-1', name: 'Sofa', image: 'p.svg', price: 12500 });
      bus.emit('cart:set-quantity', { id: 'sofa-1', quantity: 3 });
    });
    expect(cart).toHaveAccessibleName(three);
    expect(cart.getAttribute('aria-label')).toContain(badgeText(cart));
    act(() => bus.emit('cart:set-quantity', { id: 'sofa-1', quantity: 150 }));
    expect(cart).toHaveAccessibleName(over);
    expect(badgeText(cart)).toBe('99+');
    expect(cart.getAttribute('aria-label')).toContain(badgeText(cart).replace('+', ''));
  });
});
