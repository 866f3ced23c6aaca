import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { z } from 'zod';
import { CardFields } from './card-fields';
import { Form } from './form';

const messages: Record<string, string> = {
  'card.number': 'Card number',
  'card.type': 'Card type: {cardType}',
  'card.expiry': 'Expiry date (MM/YY)',
  'card.cvv': 'CVV',
  'card.expired': 'Card is expired',
  'card.cvvError': 'CVV must be 3 or 4 digits.',
};

const schema = z.object({
  payment: z.object({
    newCard: z.object({ cardNumber: z.string(), expiryDate: z.string(), cvv: z.string().regex(/^\d{3,4}$/, 'bad') }),
  }),
});

function renderFields(onSubmit = jest.fn()) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <Form
        schema={schema}
        defaultValues={{ payment: { newCard: { cardNumber: '', expiryDate: '', cvv: '' } } }}
        messages={{ 'payment.newCard.cvv': 'card.cvvError' }}
        onSubmit={onSubmit}
      >
        <CardFields name="payment.newCard" liveExpiry={(value) => (value === '01/20' ? 'card.expired' : undefined)} />
        <button type="submit">Pay</button>
      </Form>
    </IntlProvider>,
  );
  return onSubmit;
}

describe('CardFields', () => {
  it('groups the number by four as typed and shows its type', async () => {
    renderFields();
    const number = screen.getByLabelText('Card number');
    await userEvent.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAccessibleDescription(/Card type: Visa/);
  });

  it('shows the live expiry message while typing, and the form’s errors under their fields', async () => {
    const onSubmit = renderFields();
    const expiry = screen.getByLabelText('Expiry date (MM/YY)');
    await userEvent.type(expiry, '0120');
    expect(expiry).toHaveValue('01/20');
    expect(expiry).toHaveAccessibleDescription('Card is expired');
    await userEvent.type(screen.getByLabelText('CVV'), '12a');
    expect(screen.getByLabelText('CVV')).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('CVV must be 3 or 4 digits.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
