import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@manzil/shared/router';
import { ErrorPage } from '../pages/error-page';
import { INTERACTIVE_PARTS, useInteractiveMark } from './interactive-mark';

/**
 * The store's last error boundary: an error thrown while rendering the frame or a shell page (a
 * remote's page has its own region boundary) replaces header, page and footer with the error page,
 * as the data router's errorElement on the layout route did. Going to another address (the back
 * button included) renders the store again.
 */
export function AppBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary fallbackRender={({ error }) => <AppError error={error} />} resetKeys={[location.key]}>
      {children}
    </ErrorBoundary>
  );
}

function AppError({ error }: { error: unknown }) {
  // The error page replaces the header and footer too: the store answers once it is shown.
  useInteractiveMark(INTERACTIVE_PARTS);
  return <ErrorPage error={error} />;
}
