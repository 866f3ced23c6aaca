import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { IntlProvider } from 'react-intl';
import { z } from 'zod';
import { contactBody, CONTACT_MESSAGE_MIN } from '../contract/index.ts';
import { Form } from './form';
import { FormField } from './form-field';
import { FormTextField } from './form-text-field';

const messages = {
  'form.email.required': 'Please enter your email.',
  'form.email.invalid': 'Please enter a valid email address.',
  'form.message.short': 'Please write at least 10 characters.',
};

function renderForm(onSubmit: (values: unknown) => void) {
  const schema = contactBody.pick({ email: true, message: true });
  return render(
    <IntlProvider locale="en" messages={messages}>
      <Form
        schema={schema}
        defaultValues={{ email: '', message: '' }}
        onSubmit={onSubmit}
        messages={{ email: { required: 'form.email.required', invalid: 'form.email.invalid' }, message: 'form.message.short' }}
      >
        <FormTextField name="email" type="email" label="Email" required />
        <FormTextField name="message" label="Message" />
        <button type="submit">Send</button>
      </Form>
    </IntlProvider>,
  );
}

describe('Form', () => {
  it('shows the message id of each failed field, tied to its input, and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    expect(email).toHaveFocus();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells an empty field from an invalid one, and clears the error once the value is right', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'hana@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(email, 'example.com');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("submits the schema's parsed output (trimmed, lower-cased)", async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '  Hana@Example.COM ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'm'.repeat(CONTACT_MESSAGE_MIN));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'hana@example.com', message: 'm'.repeat(CONTACT_MESSAGE_MIN) });
  });

  it('shows a message id given by the schema itself, translated', async () => {
    render(
      <IntlProvider locale="en" messages={{ 'form.consent': 'You must agree to receive newsletters.' }}>
        <Form schema={z.object({ name: z.string().min(1, { error: 'form.consent' }) })} defaultValues={{ name: '' }} onSubmit={jest.fn()}>
          <FormTextField name="name" label="Name" />
          <button type="submit">Go</button>
        </Form>
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('You must agree to receive newsletters.')).toBeInTheDocument();
  });

  it("hands the form a FormField's parsed value (a number, null when empty) and shows it back as text", async () => {
    const onSubmit = jest.fn();
    render(
      <IntlProvider locale="en" messages={{}}>
        <Form schema={z.object({ stock: z.number().nullable() })} defaultValues={{ stock: 4 }} onSubmit={onSubmit}>
          <FormField name="stock" label="Stock" parse={(text) => (text === '' ? null : Number(text))}>
            {(control) => <input type="number" {...control} />}
          </FormField>
          <button type="submit">Go</button>
        </Form>
      </IntlProvider>,
    );
    const stock = screen.getByRole('spinbutton', { name: 'Stock' });
    expect(stock).toHaveValue(4);
    await userEvent.clear(stock);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ stock: null });
    await userEvent.type(stock, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit.mock.calls[1][0]).toEqual({ stock: 12 });
  });
});

describe('Form in a portal', () => {
  it('does not submit the form it was opened from (React bubbles submit through portals)', async () => {
    const outer = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const inner = jest.fn();
    render(
      <IntlProvider locale="en" messages={{}}>
        <form onSubmit={outer} aria-label="outer">
          {createPortal(
            <Form schema={z.object({ name: z.string() })} defaultValues={{ name: 'x' }} onSubmit={inner}>
              <button type="submit">Inner</button>
            </Form>,
            document.body,
          )}
        </form>
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inner' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
