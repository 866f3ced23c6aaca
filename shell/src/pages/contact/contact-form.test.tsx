import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sendContactMessage } from '@manzil/shared';
import { renderShell } from '../../test-utils';
import { ContactPage } from './contact-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  sendContactMessage: jest.fn(),
}));

const mockedSend = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;

beforeEach(() => mockedSend.mockReset());

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { email = 'karim@example.com', message = 'My sofa arrived with a torn cushion.' } = {},
) {
  await user.type(screen.getByLabelText('Your name *'), 'Karim Hassan');
  await user.type(screen.getByLabelText('E-mail address *'), email);
  await user.type(screen.getByLabelText('Order number (optional)'), 'MZ-10442');
  await user.selectOptions(screen.getByLabelText('Subject *'), screen.getByRole('option', { name: 'Returns & exchanges' }));
  await user.type(screen.getByLabelText('Your message *'), message);
}

describe('the contact form (/contactus)', () => {
  it('names every missing field and focuses the first', async () => {
    const user = userEvent.setup();
    renderShell(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name *')).toHaveFocus();
    expect(screen.getByLabelText('Your name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name *')).toHaveAccessibleDescription('Please enter your name.');
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('checks the e-mail shape and the message length', async () => {
    const user = userEvent.setup();
    renderShell(<ContactPage />);
    await fill(user, { email: 'karim.example.com', message: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter a valid e-mail address, such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us a little more: at least 10 characters.')).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('sends the message and thanks the shopper by name', async () => {
    mockedSend.mockResolvedValue({ message: 'Thank you' });
    const user = userEvent.setup();
    renderShell(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Karim Hassan!' })).toBeInTheDocument();
    expect(screen.getByText(/We will reply to karim@example.com within one working day/)).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledWith({
      name: 'Karim Hassan',
      email: 'karim@example.com',
      orderNumber: 'MZ-10442',
      subject: 'Returns & exchanges',
      message: 'My sofa arrived with a torn cushion.',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name *')).toHaveValue('');
  });

  it("shows the server's sentence for a refused field, and a way out for any other failure", async () => {
    mockedSend.mockRejectedValueOnce(
      new ApiError('Please enter a valid e-mail address.', 400, { message: 'Please enter a valid e-mail address.' }),
    );
    const user = userEvent.setup();
    renderShell(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.'));

    mockedSend.mockRejectedValueOnce(new ApiError('Failed to fetch', 0));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your message could not be sent. Please try again, or write to us at hello@manzil.eg.',
      ),
    );
    expect(screen.getByLabelText('Your name *')).toHaveValue('Karim Hassan');
  });
});
