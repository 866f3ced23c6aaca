import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, subscribeNewsletter } from '@manzil/shared';
import { renderShell } from '../test-utils';
import { NewsletterForm } from './newsletter-form';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  subscribeNewsletter: jest.fn(),
}));

const mockedSubscribe = subscribeNewsletter as jest.MockedFunction<typeof subscribeNewsletter>;

function setup() {
  const user = userEvent.setup();
  renderShell(<NewsletterForm />);
  return {
    user,
    email: screen.getByRole('textbox', { name: 'E-mail address' }),
    consent: screen.getByRole('checkbox', { name: 'I agree to receive newsletters.' }),
    submit: () => user.click(screen.getByRole('button', { name: 'Subscribe' })),
    error: () => screen.getByRole('alert', { hidden: true }),
  };
}

beforeEach(() => mockedSubscribe.mockReset());

describe('the newsletter form (SPEC §2, §5, §8)', () => {
  it("checks the e-mail first: 'Please enter an email.' even when consent is missing too", async () => {
    const { submit, error } = setup();
    await submit();
    expect(error()).toHaveTextContent('Please enter an email.');
    expect(mockedSubscribe).not.toHaveBeenCalled();
  });

  it("then the consent: 'You must agree to receive newsletters.'", async () => {
    const { user, email, submit, error } = setup();
    await user.type(email, 'nour@example.com');
    await submit();
    expect(error()).toHaveTextContent('You must agree to receive newsletters.');
    expect(mockedSubscribe).not.toHaveBeenCalled();
  });

  it('leaves the e-mail format to the server', async () => {
    mockedSubscribe.mockResolvedValue({ message: 'ok' });
    const { user, email, consent, submit } = setup();
    await user.type(email, 'not-an-address');
    await user.click(consent);
    await submit();
    expect(mockedSubscribe).toHaveBeenCalledWith('not-an-address');
  });

  it('on success shows the thank-you modal with the address and clears the form', async () => {
    mockedSubscribe.mockResolvedValue({ message: 'Thank you for subscribing!' });
    const { user, email, consent, submit, error } = setup();
    await user.type(email, 'nour@example.com');
    await user.click(consent);
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for subscribing!' });
    expect(dialog).toHaveTextContent('We have sent you an offer to nour@example.com');
    expect(email).toHaveValue('');
    expect(consent).not.toBeChecked();
    expect(error()).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the response's error field in red when the server refuses", async () => {
    mockedSubscribe.mockRejectedValue(
      new ApiError('This e-mail is already subscribed.', 409, { error: 'This e-mail is already subscribed.', message: 'x' }),
    );
    const { user, email, consent, submit, error } = setup();
    await user.type(email, 'nour@example.com');
    await user.click(consent);
    await submit();
    await waitFor(() => expect(error()).toHaveTextContent('This e-mail is already subscribed.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(email).toHaveValue('nour@example.com');
  });

  it("falls back to 'Subscription failed' when the response has no error field", async () => {
    mockedSubscribe.mockRejectedValue(new ApiError('Internal Server Error', 500, { message: 'boom' }));
    const { user, email, consent, submit, error } = setup();
    await user.type(email, 'nour@example.com');
    await user.click(consent);
    await submit();
    await waitFor(() => expect(error()).toHaveTextContent(/^Subscription failed$/));
  });

  it('shows a network error with its own message', async () => {
    mockedSubscribe.mockRejectedValue(new ApiError('Failed to fetch', 0));
    const { user, email, consent, submit, error } = setup();
    await user.type(email, 'nour@example.com');
    await user.click(consent);
    await submit();
    await waitFor(() => expect(error()).toHaveTextContent('Failed to fetch'));
  });
});
