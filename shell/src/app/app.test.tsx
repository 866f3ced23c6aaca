import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from './app';

jest.mock('../federation/remote-outlet', () => ({ RemoteOutlet: () => <p>remote page</p> }));
jest.mock('../federation/remote-component', () => ({ RemoteComponent: () => null }));
jest.mock('@manzil/shared', () =>
  jest.requireActual<typeof import('../test-categories')>('../test-categories').withCategories(
    jest.requireActual('@manzil/shared'),
    jest.fn(() => new Promise(() => undefined)),
  ),
);

const config = { apiBaseUrl: 'http://localhost:4000', remotes: [] };

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the splash over the store', () => {
  it('covers the store at the first visit of a session while the store renders behind it', () => {
    jest.useFakeTimers();
    render(<App config={config} />);
    expect(screen.getByRole('dialog', { name: 'Welcome to Manzil' })).toBeInTheDocument();
    // The store is already there behind the splash (its data and remotes load meanwhile).
    expect(screen.getByText('remote page')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Manzil' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("is not shown again in the same session, nor when 'manzil:splash-seen' is set", () => {
    sessionStorage.setItem('manzil:splash-seen', '1');
    render(<App config={config} />);
    expect(screen.queryByRole('dialog', { name: 'Welcome to Manzil' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('Escape removes it', () => {
    render(<App config={config} />);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to Manzil' })).not.toBeInTheDocument();
  });
});
