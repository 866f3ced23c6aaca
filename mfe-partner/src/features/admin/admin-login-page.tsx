import { useRef } from 'react';
import { Navigate, useNavigate } from '@manzil/shared/router';
import { adminSessionStore } from '@manzil/shared';
import { CredentialsForm } from '@manzil/shared/form';
import { RemoteIntl } from '../../intl';
import { credentialsText } from '../../lib/credentials-text';
import { useAdminSession } from '../../lib/use-store-value';
import { adminLogin } from './admin-api';

const TEXT = credentialsText('adminLogin');

function AdminSignIn() {
  const navigate = useNavigate();
  const admin = useAdminSession();
  const signedInHere = useRef(false);
  if (admin && !signedInHere.current) return <Navigate to="/adminpanel" replace />;
  return (
    <CredentialsForm
      text={TEXT}
      emailAutoComplete="username"
      onSubmit={async (credentials) => {
        const signedIn = await adminLogin(credentials);
        signedInHere.current = true;
        adminSessionStore.set(signedIn);
        void navigate('/adminpanel', { replace: true });
      }}
    />
  );
}

/** /admin-login: staff sign in (POST /api/admin/login); the admin is stored and the panel opens. */
export default function AdminLoginPage() {
  return (
    <RemoteIntl>
      <AdminSignIn />
    </RemoteIntl>
  );
}
