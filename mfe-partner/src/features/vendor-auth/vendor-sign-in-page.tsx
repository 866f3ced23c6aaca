import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useNavigate } from '@manzil/shared/router';
import { vendorSessionStore } from '@manzil/shared';
import { vendorLogin } from '@manzil/shared/vendor';
import { CredentialsForm } from '@manzil/shared/form';
import { RemoteIntl } from '../../intl';
import { credentialsText } from '../../lib/credentials-text';
import { useVendorSession } from '../../lib/use-store-value';

const TEXT = credentialsText('vendorLogin');

function VendorSignIn() {
  const navigate = useNavigate();
  const vendor = useVendorSession();
  const signedInHere = useRef(false);
  if (vendor && !signedInHere.current) return <Navigate to={`/vendor-dashboard/${vendor.vendorId}`} replace />;

  return (
    <CredentialsForm
      text={TEXT}
      emailAutoComplete="username"
      onSubmit={async (credentials) => {
        const { vendor: signedIn } = await vendorLogin(credentials);
        signedInHere.current = true;
        vendorSessionStore.set(signedIn);
        void navigate(`/vendor-dashboard/${encodeURIComponent(signedIn.vendorId)}`, { replace: true });
      }}
      footer={
        <>
          <FormattedMessage id="vendorLogin.notPartner" />{' '}
          <Link to="/partners">
            <FormattedMessage id="vendorLogin.join" />
          </Link>
        </>
      }
    />
  );
}

/** /signin-vendor: a vendor signs in (vendorLogin) and lands on their own dashboard. */
export default function VendorSignInPage() {
  return (
    <RemoteIntl>
      <VendorSignIn />
    </RemoteIntl>
  );
}
