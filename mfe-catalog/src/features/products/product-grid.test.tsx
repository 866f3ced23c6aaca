import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, renderWithIntl } from '../../test-utils';
import { pageItems } from './pagination';
import { ProductGrid } from './product-grid';

const twelve = Array.from({ length: 12 }, (_, i) => makeProduct({ _id: `p${i}` }));

describe('ProductGrid', () => {
  it("shows 'No products found in this category.' when empty", () => {
    renderWithIntl(<ProductGrid products={[]} emptyMessage="No products found in this category." onPageChange={() => {}} />);
    expect(screen.getByText('No products found in this category.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows every card of the page and no pagination when there is one page', () => {
    renderWithIntl(<ProductGrid products={twelve} page={1} pageCount={1} onPageChange={() => {}} emptyMessage="none" />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows pagination when there is more than one page and reports the chosen page', async () => {
    const onPageChange = jest.fn();
    renderWithIntl(<ProductGrid products={twelve} page={1} pageCount={3} onPageChange={onPageChange} emptyMessage="none" />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});

describe('pageItems', () => {
  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
