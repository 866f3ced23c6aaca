import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages } from '../../messages';
import { StatusTimeline } from './status-timeline';

it('shows when each step was reached, by which shop, and the tracking number once shipped', () => {
  render(
    <IntlProvider locale="en" messages={messages}>
      <StatusTimeline
        status="shipped"
        history={[
          { status: 'placed', at: '2026-01-02T10:00:00.000Z', trackingNumber: null, shopName: null },
          { status: 'confirmed', at: '2026-01-02T12:00:00.000Z', trackingNumber: null, shopName: 'Aswan Clay' },
          { status: 'shipped', at: '2026-01-03T09:00:00.000Z', trackingNumber: 'BOSTA-123456', shopName: 'Aswan Clay' },
        ]}
      />
    </IntlProvider>,
  );
  const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')!;
  expect(within(current).getByText('Tracking number: BOSTA-123456')).toBeInTheDocument();
  expect(within(current).getByText(/Aswan Clay/)).toBeInTheDocument();
});
