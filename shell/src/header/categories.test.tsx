import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCategories, type Category } from '@manzil/shared';
import { renderShell } from '../test-utils';
import { Header } from './header';

jest.mock('../federation/remote-component', () => ({
  RemoteComponent: ({ id }: { id: string }) => <div data-testid={`remote-${id}`} />,
}));
jest.mock('@manzil/shared', () =>
  jest
    .requireActual<typeof import('../test-categories')>('../test-categories')
    .withCategories(jest.requireActual('@manzil/shared'), jest.fn()),
);

const mockedGetCategories = getCategories as jest.MockedFunction<typeof getCategories>;

const category = (id: number, name: string, subCategories: Category['subCategories'] = []): Category => ({
  _id: String(id),
  name,
  slug: name.toLowerCase(),
  image: `categories/${id}.svg`,
  subCategories,
});

const FURNITURE = category(1, 'Furniture', [
  {
    _id: '11',
    name: 'Living Room',
    types: [
      { _id: '101', name: 'Sofas' },
      { _id: '102', name: 'Armchairs' },
    ],
  },
  {
    _id: '12',
    name: 'Bedroom',
    types: [
      { _id: '103', name: 'Beds' },
      { _id: '104', name: 'Wardrobes' },
    ],
  },
]);

const bar = () => screen.getByRole('navigation', { name: 'Categories' });

/** The bar shows the static defaults until the call answers; this waits for the loaded link. */
async function loadedLink(name: string, href: string): Promise<HTMLElement> {
  await waitFor(() => expect(within(bar()).getByRole('link', { name })).toHaveAttribute('href', href));
  return within(bar()).getByRole('link', { name });
}

beforeEach(() => {
  mockedGetCategories.mockReset();
});

describe('the category bar (SPEC §2 "Header", §8)', () => {
  it('keeps the six static defaults when the category call fails, and logs why', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedGetCategories.mockRejectedValue(new Error('API down'));
    renderShell(<Header />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load categories', expect.any(Error)));
    const names = ['Furniture', 'Kitchen & Dining', 'Bath', 'Lighting', 'Home Decor', 'Outdoor'];
    for (const name of names) expect(within(bar()).getByRole('link', { name })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Kitchen & Dining' })).toHaveAttribute('href', '/shop/kitchen-and-dining');
    expect(
      within(bar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All Brands', ...names, 'Ready To Ship', 'On Sale']);
    log.mockRestore();
  });

  it("shows 'No Categories Available' when the list is empty", async () => {
    mockedGetCategories.mockResolvedValue([]);
    renderShell(<Header />);
    expect(await within(bar()).findByText('No Categories Available')).toBeInTheDocument();
    expect(within(bar()).queryByRole('link', { name: 'Furniture' })).not.toBeInTheDocument();
  });

  it('shows only the first 6 categories, each linking to its subcategories page', async () => {
    mockedGetCategories.mockResolvedValue(Array.from({ length: 8 }, (_, i) => category(i + 1, `Category ${i + 1}`)));
    renderShell(<Header />);
    expect(await within(bar()).findByRole('link', { name: 'Category 6' })).toHaveAttribute('href', '/category/6/subcategories');
    expect(within(bar()).queryByRole('link', { name: 'Category 7' })).not.toBeInTheDocument();
  });

  it('opens a mega-menu on hover: Shop all, subcategories, the hovered subcategory’s types, the picture', async () => {
    mockedGetCategories.mockResolvedValue([FURNITURE]);
    const user = userEvent.setup();
    renderShell(<Header />);
    await user.hover(await loadedLink('Furniture', '/category/1/subcategories'));
    const shopAll = await within(bar()).findByRole('link', { name: 'Shop all Furniture' });
    expect(shopAll).toHaveAttribute('href', '/category/1/subcategories');
    expect(within(bar()).getByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/types/11');
    expect(within(bar()).getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/products/101/Sofas');
    expect(within(bar()).queryByRole('link', { name: 'Beds' })).not.toBeInTheDocument();
    expect(bar().querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/media/categories/1.svg');

    await user.hover(within(bar()).getByRole('link', { name: 'Bedroom' }));
    expect(within(bar()).getByRole('link', { name: 'Beds' })).toHaveAttribute('href', '/products/103/Beds');
    expect(within(bar()).queryByRole('link', { name: 'Sofas' })).not.toBeInTheDocument();
  });

  it('is reachable by keyboard: ArrowDown opens the menu and moves into it, Escape closes it', async () => {
    mockedGetCategories.mockResolvedValue([FURNITURE]);
    const user = userEvent.setup();
    renderShell(<Header />);
    const trigger = await loadedLink('Furniture', '/category/1/subcategories');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const shopAll = await within(bar()).findByRole('link', { name: 'Shop all Furniture' });
    await waitFor(() => expect(shopAll).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(bar()).queryByRole('link', { name: 'Shop all Furniture' })).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('logs an error and keeps a plain link when a category carries invalid data', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...FURNITURE, subCategories: [{ _id: '9', name: 'Broken', types: null }] } as unknown as Category;
    mockedGetCategories.mockResolvedValue([broken]);
    renderShell(<Header />);
    const link = await loadedLink('Furniture', '/category/1/subcategories');
    expect(link).not.toHaveAttribute('aria-expanded');
    expect(log).toHaveBeenCalledWith('The mega-menu received invalid category data', broken);
    log.mockRestore();
  });
});
