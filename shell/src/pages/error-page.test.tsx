import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { useNavigate } from '@manzil/shared/router';
import { MemoryRouter, Route, Routes } from '@manzil/shared/router/testing';
import { AppBoundary } from '../app/app-boundary';
import { messages } from '../messages';

const Boom = () => {
  throw new Error('kaput');
};

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/home')}>
      elsewhere
    </button>
  );
}

function renderAt(route: string) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={[route]}>
        <Back />
        <AppBoundary>
          <Routes>
            <Route path="/" element={<Boom />} />
            <Route path="/home" element={<p>home page</p>} />
          </Routes>
        </AppBoundary>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the store error page (SPEC §2)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("reads 'Unexpected Application Error!' with what was thrown, in place of the page", () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaput')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/home');
  });

  it('gives way to the page of the next address', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it('is not shown while the page renders', () => {
    renderAt('/home');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
