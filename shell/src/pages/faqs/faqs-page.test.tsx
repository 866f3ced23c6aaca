import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../test-utils';
import { FaqsPage } from './faqs-page';

describe('the FAQs page', () => {
  it('groups the questions by topic, each answer opening and closing in place', async () => {
    const user = userEvent.setup();
    renderShell(<FaqsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Orders',
      'Delivery',
      'Returns & exchanges',
      'Payment',
      'Your account',
      'Selling on Manzil',
    ]);
    const question = screen.getByRole('button', { name: 'Can I return something I bought?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/within 14 days of delivery, without giving a reason/)).not.toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/within 14 days of delivery, without giving a reason/)).toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });
});
