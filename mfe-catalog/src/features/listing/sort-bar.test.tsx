import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../../test-utils';
import { SortBar } from './sort-bar';

function setup(overrides: Partial<Parameters<typeof SortBar>[0]> = {}) {
  const props = {
    sort: 'newest' as const,
    onSortChange: jest.fn(),
    hasSalePrice: false,
    onSaleChange: jest.fn(),
    hasCAD: false,
    onCadChange: jest.fn(),
    ...overrides,
  };
  renderWithIntl(<SortBar {...props} />);
  return props;
}

describe('SortBar', () => {
  it("offers the five SPEC sort options with 'Newest' as the default", () => {
    setup();
    const select = screen.getByRole('combobox', { name: 'Sort By' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Newest', 'Price: Low to High', 'Price: High to Low', 'Alphabetical: A-Z', 'Alphabetical: Z-A']);
    expect(select).toHaveValue('newest');
  });

  it('reports the chosen sort', async () => {
    const props = setup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Price: High to Low');
    expect(props.onSortChange).toHaveBeenCalledWith('price-desc');
  });

  it("'For Sale' and 'BIM/CAD' flip on click and report the new value", async () => {
    const props = setup({ hasCAD: true });
    const sale = screen.getByRole('button', { name: 'For Sale' });
    const cad = screen.getByRole('button', { name: 'BIM/CAD' });
    expect(sale).toHaveAttribute('aria-pressed', 'false');
    expect(cad).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(sale);
    expect(props.onSaleChange).toHaveBeenCalledWith(true);
    await userEvent.click(cad);
    expect(props.onCadChange).toHaveBeenCalledWith(false);
  });

  it('on the On Sale page the sale toggle is on and locked', () => {
    setup({ saleLocked: true });
    const sale = screen.getByRole('button', { name: 'For Sale' });
    expect(sale).toHaveAttribute('aria-pressed', 'true');
    expect(sale).toBeDisabled();
  });
});
