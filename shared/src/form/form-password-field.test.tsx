import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { z } from 'zod';
import { Form } from './form';
import { FormPasswordField } from './form-password-field';
import { PASSWORD_STRENGTH_MESSAGE_IDS } from './password-strength';

// Each app words these itself; here each id reads as its last part ('strength.Weak' → 'Weak').
const messages: Record<string, string> = {
  ...Object.fromEntries(PASSWORD_STRENGTH_MESSAGE_IDS.map((id) => [id, id.split('.').at(-1)!])),
  'form.required': 'Enter your password.',
};

function renderField(props: Partial<Parameters<typeof FormPasswordField>[0]> = {}, onSubmit = jest.fn()) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <Form
        schema={z.object({ password: z.string().min(1) })}
        defaultValues={{ password: '' }}
        messages={{ password: 'form.required' }}
        onSubmit={onSubmit}
      >
        <FormPasswordField name="password" label="Password" {...props} />
        <button type="submit">Go</button>
      </Form>
    </IntlProvider>,
  );
  return screen.getByLabelText('Password');
}

describe('FormPasswordField', () => {
  it('shows and hides the password with its toggle', async () => {
    const input = renderField({ toggleLabel: 'Show password', showText: 'Show', hideText: 'Hide' });
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Hide');
  });

  it('has no toggle without its label (e.g. the current password)', () => {
    renderField();
    expect(screen.queryByRole('button', { name: /show/i })).not.toBeInTheDocument();
  });

  it('shows the live rules and meter with `strength`, tied to the input', async () => {
    const input = renderField({ strength: true });
    expect(input).toHaveAccessibleDescription(/title: Weak/);
    await userEvent.type(input, 'abcdefgH');
    expect(screen.getByText(/title:/)).toHaveTextContent('title: Medium');
    expect(document.querySelectorAll('[data-met="true"]')).toHaveLength(3);
    await userEvent.type(input, '!');
    expect(screen.getByText(/title:/)).toHaveTextContent('title: Strong');
    expect(document.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
  });

  it('announces its error with `announceError`, and only then', async () => {
    renderField({ announceError: true });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your password.');
  });

  it('shows its error without an alert by default, and focuses the field', async () => {
    const input = renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Enter your password.');
  });
});
