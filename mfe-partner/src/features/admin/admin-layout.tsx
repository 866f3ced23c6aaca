import type { ReactNode } from 'react';
import { useQueryClient } from '@manzil/shared/query';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@manzil/shared/router';
import { adminSessionStore } from '@manzil/shared';
import { adminLogout, type AdminSession } from './admin-api';
import styles from './admin.module.css';

/** The frame of the admin pages: who is signed in (e-mail and staff role), Logout, and the page. */
export function AdminLayout({ admin, children }: { admin: AdminSession; children: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const logout = async () => {
    await adminLogout();
    adminSessionStore.set(null);
    // Nothing the member saw stays cached for whoever signs in next on this browser.
    client.removeQueries({ queryKey: ['admin'] });
    void navigate('/admin-login', { replace: true });
  };
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div>
          <p className={styles.title}>
            <FormattedMessage id="admin.title" />
          </p>
          <p className={styles.muted}>
            <FormattedMessage id="admin.signedInAs" values={{ email: admin.email }} />
            {' · '}
            <FormattedMessage id={`admin.role.${admin.staffRole ?? 'admin'}`} />
          </p>
        </div>
        <button type="button" className={styles.logout} onClick={() => void logout()}>
          <FormattedMessage id="admin.logout" />
        </button>
      </header>
      {children}
    </div>
  );
}
