import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSearchSuggestions, type SearchSuggestion } from '@manzil/shared';
import ExposedSearchBox from '../../exposed/search-box';
import { renderRoute, renderWithIntl } from '../../test-utils';
import { highlightParts } from './highlight';
import { SearchBox } from './search-box';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), getSearchSuggestions: jest.fn() }));
const suggest = getSearchSuggestions as jest.MockedFunction<typeof getSearchSuggestions>;

const SOFA: SearchSuggestion = {
  resultType: 'product',
  _id: 'p1',
  name: 'Nile Linen Sofa',
  mainImage: 'products/p1.svg',
  categoryName: 'Furniture',
  brandName: 'Cairo Loft',
  price: 15_000,
  salePrice: 12_000,
};
const BRAND: SearchSuggestion = {
  resultType: 'brand',
  _id: 'b9',
  brandName: 'Sofa Studio',
  brandlogo: 'brands/b9.svg',
  brandDescription: 'We design sofas in Cairo and build them by hand in Damietta, the city of furniture.',
};

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  suggest.mockReset();
  suggest.mockResolvedValue([SOFA, BRAND]);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const input = () => screen.getByRole('combobox', { name: 'Search products and brands' });

async function typeAndSettle(text: string) {
  await user.type(input(), text);
  await act(async () => {
    jest.advanceTimersByTime(150);
  });
}

describe('SearchBox', () => {
  it('waits 150 ms after the last keystroke, then asks once with the trimmed text', async () => {
    renderWithIntl(<SearchBox />);
    await user.type(input(), '  sofa ');
    expect(suggest).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(149);
    });
    expect(suggest).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('sofa', expect.any(AbortSignal));
  });

  it('aborts a request that a newer query replaced', async () => {
    const signals: AbortSignal[] = [];
    suggest.mockImplementation((_query, signal) => {
      signals.push(signal!);
      return new Promise(() => {});
    });
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sof');
    await typeAndSettle('a');
    expect(suggest.mock.calls.map((c) => c[0])).toEqual(['sof', 'sofa']);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('shows product suggestions (picture, name, category, brand, sale price) and brand suggestions (logo, name, 60-character description)', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const [product, brand] = within(listbox).getAllByRole('option');
    expect(product).toHaveTextContent('Nile Linen Sofa');
    expect(product).toHaveTextContent('Furniture · Cairo Loft');
    expect(within(product!).getByText('12,000 E£')).toHaveClass('salePrice');
    expect(within(product!).getByText('15,000 E£').tagName).toBe('S');
    expect(product!.querySelector('img')?.getAttribute('src')).toMatch(/products\/p1\.svg$/);
    expect(brand).toHaveTextContent('Sofa Studio');
    expect(brand).toHaveTextContent(`${BRAND.brandDescription.slice(0, 60)}...`);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('highlights the part of a name that matches', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    const marks = screen.getAllByText((_, el) => el?.tagName === 'MARK');
    expect(marks.map((m) => m.textContent)).toEqual(['Sofa', 'Sofa']);
  });

  it('arrows move through the suggestions and Enter opens a product at /product/{id}', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    await user.keyboard('{ArrowDown}');
    const [product] = screen.getAllByRole('option');
    expect(product).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', product!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/p1');
    expect(input()).toHaveValue('');
  });

  it('ArrowUp wraps to the last suggestion; a brand opens /vendor/{id}', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor/b9');
  });

  it('a click opens the suggestion', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    await user.click(screen.getByRole('option', { name: /Sofa Studio/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor/b9');
  });

  it('Enter without a chosen suggestion shows every result for the text', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('oak table');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/ProductsPage?q=oak%20table');
  });

  it('Escape closes the suggestions, and a second Escape empties the box', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('sofa');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('clears the suggestions at once when the text becomes empty', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.clear(input());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(suggest).toHaveBeenCalledTimes(1);
  });

  it('whitespace alone asks nothing', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('   ');
    expect(suggest).not.toHaveBeenCalled();
  });

  it('clears the suggestions 200 ms after the box loses focus', async () => {
    renderWithIntl(<SearchBox />);
    await typeAndSettle('sofa');
    act(() => input().blur());
    await act(async () => {
      jest.advanceTimersByTime(199);
    });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and logs a failed call without showing it', async () => {
    suggest.mockResolvedValueOnce([]);
    renderWithIntl(<SearchBox />);
    await typeAndSettle('zzz');
    expect(screen.getByText('No matches for “zzz”')).toBeInTheDocument();

    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    suggest.mockRejectedValueOnce(new Error('down'));
    await typeAndSettle('z');
    expect(error).toHaveBeenCalledWith('Failed to load search suggestions', expect.any(Error));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

describe('the exposed search box (./SearchBox)', () => {
  it('finds every text it shows in its own small catalog (messages-search.ts), not the whole remote one', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<ExposedSearchBox />, { path: '*' });
    expect(input()).toHaveAttribute('placeholder', 'Search sofas, lamps, brands…');
    await typeAndSettle('sofa');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    for (const text of ['Products', 'Brands', 'Sale price', 'Original price', 'See all results for “sofa”'])
      expect(within(listbox.parentElement!).getByText(text)).toBeInTheDocument();
    suggest.mockResolvedValueOnce([]);
    await typeAndSettle('zzz');
    expect(screen.getByText('No matches for “sofazzz”')).toBeInTheDocument();
    // react-intl reports an id missing from the provider's catalog (and shows the id instead).
    expect(error.mock.calls.filter((call) => String(call[0]).includes('MISSING_TRANSLATION'))).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('marks every case-insensitive match of each query word', () => {
    expect(highlightParts('Oak Dining Table', 'table oak')).toEqual([
      { text: 'Oak', match: true },
      { text: ' Dining ', match: false },
      { text: 'Table', match: true },
    ]);
  });
  it('treats regex characters literally', () => {
    expect(highlightParts('Sofa (3-seater)', '(3')).toEqual([
      { text: 'Sofa ', match: false },
      { text: '(3', match: true },
      { text: '-seater)', match: false },
    ]);
  });
  it('marks what a typo-tolerant result shares with the query, and nothing below 3 letters', () => {
    expect(highlightParts('Corner Sofa', 'sofaa')).toEqual([
      { text: 'Corner ', match: false },
      { text: 'Sofa', match: true },
    ]);
    expect(highlightParts('Sofa', 'sxyz')).toEqual([{ text: 'Sofa', match: false }]);
  });
});
