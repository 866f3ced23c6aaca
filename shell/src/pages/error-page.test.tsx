import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from '@manzil/shared/router';
import { createMemoryRouter } from '@manzil/shared/router/testing';
import { messages } from '../messages';
import { ErrorPage } from './error-page';

describe('the router error page (SPEC §2)', () => {
  it("reads 'Unexpected Application Error!'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('kaput');
    };
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }]);
    render(
      <IntlProvider locale="en" messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaput')).toBeInTheDocument();
  });
});
