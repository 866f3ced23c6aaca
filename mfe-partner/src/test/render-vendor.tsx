// Test helper for vendor pages: a fresh QueryClient (no retries) around renderAt.
import { QueryClient, QueryClientProvider } from '@manzil/shared/query';
import type { ReactElement } from 'react';
import { RemoteIntl } from '../intl';
import { renderAt } from './render';

export function renderVendorAt(ui: ReactElement, options: { path?: string; at?: string; state?: unknown } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false }, mutations: { retry: false } } });
  return {
    client,
    ...renderAt(
      <QueryClientProvider client={client}>
        <RemoteIntl>{ui}</RemoteIntl>
      </QueryClientProvider>,
      options,
    ),
  };
}
