import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test-utils';
import { RegionBoundary } from './region-boundary';
import { reportRemoteFailure, resetRemote } from './runtime';

jest.mock('./runtime', () => ({
  RemoteUnavailableError: class RemoteUnavailableError extends Error {},
  reloadOnceForStaleChunk: jest.fn(() => false),
  reportRemoteFailure: jest.fn(),
  resetRemote: jest.fn(),
}));

let broken = true;
function Flaky() {
  if (broken) throw new Error('remote exploded');
  return <p>remote page</p>;
}

describe('RegionBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a short message with Retry, reports the failure, and really retries', async () => {
    broken = true;
    renderShell(
      <>
        <p>header stays</p>
        <RegionBoundary remote="account">
          <Flaky />
        </RegionBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the store could not be loaded right now.');
    expect(screen.getByText('header stays')).toBeInTheDocument();
    expect(reportRemoteFailure).toHaveBeenCalledWith('account', expect.any(Error));

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(resetRemote).toHaveBeenCalledWith('account');
    expect(screen.getByText('remote page')).toBeInTheDocument();
  });
});
