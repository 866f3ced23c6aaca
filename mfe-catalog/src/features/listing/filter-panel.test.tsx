import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePage, renderWithIntl, Intl } from '../../test-utils';
import { FilterPanel } from './filter-panel';
import { EMPTY_FILTERS, type FilterState } from './listing-state';
import { render } from '@testing-library/react';

const facets = makePage([]).facets;

function setup(value: Partial<FilterState> = {}) {
  const onChange = jest.fn();
  const filters = { ...EMPTY_FILTERS, ...value };
  const utils = renderWithIntl(<FilterPanel value={filters} facets={facets} onChange={onChange} />);
  return { onChange, filters, ...utils };
}

describe('FilterPanel', () => {
  it("has the 'Filters' heading and the Brands, Price, Colors and Tags sections", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    for (const name of ['Brands', 'Price', 'Colors', 'Tags']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('lists the facet values from the server with their counts', () => {
    setup();
    expect(screen.getByRole('checkbox', { name: /Cairo Loft/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Walnut/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Handmade/ })).toBeInTheDocument();
  });

  it('ticking a value reports it added; unticking reports it removed', async () => {
    const { onChange } = setup({ colors: ['Beige'] });
    await userEvent.click(screen.getByRole('checkbox', { name: /Nubia Textiles/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brands: ['Nubia Textiles'] }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Beige/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ colors: [] }));
  });

  it('shows the count in brackets in a section title when more than 0 are chosen', () => {
    setup({ brands: ['Cairo Loft', 'Nubia Textiles'], tags: ['Handmade'] });
    expect(screen.getByRole('button', { name: 'Brands (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tags (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colors' })).toBeInTheDocument();
  });

  it('shows a removable chip for each chosen brand, color and tag', async () => {
    const { onChange } = setup({ brands: ['Cairo Loft'], colors: ['Walnut'], tags: ['Handmade'] });
    const chips = within(screen.getByRole('list', { name: 'Chosen filters' }));
    expect(chips.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove Cairo Loft',
      'Remove Walnut',
      'Remove Handmade',
    ]);
    await userEvent.click(chips.getByRole('button', { name: 'Remove Walnut' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brands: ['Cairo Loft'], colors: [], tags: ['Handmade'] }));
  });

  it('keeps a chosen value listed even when the current result has none of it', () => {
    setup({ brands: ['Gone Brand'] });
    expect(screen.getByRole('checkbox', { name: /Gone Brand/ })).toBeChecked();
  });

  it("'Clear All' resets to empty lists and a range of 0 to 600000", async () => {
    const { onChange } = setup({ brands: ['Cairo Loft'], colors: ['Beige'], tags: ['Handmade'], priceRange: [1000, 5000], hasCAD: true });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onChange).toHaveBeenCalledWith({
      brands: [],
      colors: [],
      tags: [],
      priceRange: [0, 600_000],
      hasCAD: true,
      hasSalePrice: false,
    });
  });

  it("shows the price range as 'Range: x E£ - y E£' with thousands separators", () => {
    setup({ priceRange: [2500, 125000] });
    expect(screen.getByText('Range: 2,500 E£ - 125,000 E£')).toBeInTheDocument();
  });

  it('moving a slider thumb replaces the price range', () => {
    const { onChange } = setup();
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => max.focus());
    fireEvent.keyDown(max, { key: 'PageDown' });
    expect(screen.getByText(/^Range: 0 E£ - /)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ priceRange: [0, expect.any(Number)] }));
    const [, upper] = onChange.mock.calls.at(-1)[0].priceRange;
    expect(upper).toBeLessThan(600_000);
  });

  it("re-syncs when the parent's filters change", () => {
    const { rerender } = render(
      <Intl>
        <FilterPanel value={{ ...EMPTY_FILTERS, priceRange: [1000, 2000] }} facets={facets} onChange={() => {}} />
      </Intl>,
    );
    expect(screen.getByText('Range: 1,000 E£ - 2,000 E£')).toBeInTheDocument();
    rerender(
      <Intl>
        <FilterPanel value={EMPTY_FILTERS} facets={facets} onChange={() => {}} />
      </Intl>,
    );
    expect(screen.getByText('Range: 0 E£ - 600,000 E£')).toBeInTheDocument();
  });

  it('sections collapse and open again', async () => {
    setup();
    const colors = screen.getByRole('button', { name: 'Colors' });
    await userEvent.click(colors);
    expect(colors).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /Walnut/ })).not.toBeInTheDocument();
    await userEvent.click(colors);
    expect(screen.getByRole('checkbox', { name: /Walnut/ })).toBeInTheDocument();
  });

  it('shows the sections only once the first facets are here, all at once, so none is pushed down', () => {
    function Listing() {
      const [answer, setAnswer] = useState<typeof facets | null>(null);
      return (
        <>
          <button type="button" onClick={() => setAnswer(facets)}>
            answer
          </button>
          <FilterPanel value={EMPTY_FILTERS} facets={answer} onChange={() => {}} />
        </>
      );
    }
    renderWithIntl(<Listing />);
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    for (const name of ['Brands', 'Price', 'Colors', 'Tags']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    for (const name of ['Brands', 'Price', 'Colors', 'Tags']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Cairo Loft/ })).toBeInTheDocument();
  });

  it('hides the Brands section on a brand page', () => {
    renderWithIntl(<FilterPanel value={EMPTY_FILTERS} facets={facets} onChange={() => {}} hideBrands />);
    expect(screen.queryByRole('button', { name: 'Brands' })).not.toBeInTheDocument();
  });
});
