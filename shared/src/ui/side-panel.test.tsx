import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanel } from './side-panel';

describe('SidePanel', () => {
  it('is a dialog named by its title, with a body, a footer and a close button', async () => {
    const onClose = jest.fn();
    render(
      <SidePanel open onClose={onClose} title="Shopping Cart" closeLabel="Close" footer={<button type="button">Checkout</button>}>
        <p>Your cart is empty.</p>
      </SidePanel>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(dialog).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    render(
      <SidePanel open onClose={onClose} title="Favorites" closeLabel="Close">
        <p>No favorites added yet.</p>
      </SidePanel>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
