import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from '@manzil/shared/router';
import { ApiError, Spinner, vendorSessionStore, type VendorSession } from '@manzil/shared';
import type { ApplicationState } from '@manzil/shared/contract';
import { RemoteIntl } from '../../intl';
import { useApplication } from '../vendor-api';
import { RequireVendor } from './require-vendor';
import { VendorLayout } from './vendor-layout';

interface GateProps {
  vendor: VendorSession;
  allowUnapproved: boolean;
  children: (vendor: VendorSession, state: ApplicationState) => ReactNode;
}

function ApprovalGate({ vendor, allowUnapproved, children }: GateProps) {
  const intl = useIntl();
  const application = useApplication();
  if (application.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (application.isError) {
    if (application.error instanceof ApiError && application.error.status === 401) {
      // The stored vendor outlived the server session.
      vendorSessionStore.set(null);
      return <Navigate to="/signin-vendor" replace />;
    }
    return <p role="alert">{intl.formatMessage({ id: 'vendor.loadFailed' })}</p>;
  }
  if (!application.data.approved && !allowUnapproved) return <Navigate to="/verify-partner" replace />;
  return (
    <VendorLayout vendor={vendor} approved={application.data.approved}>
      {children(vendor, application.data)}
    </VendorLayout>
  );
}

/**
 * A page of the vendor area: signed-out visitors go to /signin-vendor; a shop whose application
 * is not approved sees only /verify-partner (and its notifications); the rest get the portal's
 * frame around `children`.
 */
export function VendorPage({ allowUnapproved = false, children }: { allowUnapproved?: boolean; children: GateProps['children'] }) {
  return (
    <RemoteIntl>
      <RequireVendor>
        {(vendor) => (
          <ApprovalGate vendor={vendor} allowUnapproved={allowUnapproved}>
            {children}
          </ApprovalGate>
        )}
      </RequireVendor>
    </RemoteIntl>
  );
}
