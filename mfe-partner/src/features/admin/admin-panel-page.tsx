import { RemoteIntl } from '../../intl';
import { AdminLayout } from './admin-layout';
import { AdminTabs } from './admin-tabs';
import { RequireAdmin } from './require-admin';
import { RequireStaffAccess } from './require-staff-access';

/**
 * /adminpanel: behind the admin guard (SPEC §2; signed out → /admin-login). Partner
 * applications, products and their edits, sale prices, orders and staff, as the role allows.
 */
export default function AdminPanelPage() {
  return (
    <RemoteIntl>
      <RequireAdmin>
        {(admin) => (
          <AdminLayout admin={admin}>
            <RequireStaffAccess admin={admin} permission={null}>
              <AdminTabs role={admin.staffRole ?? 'admin'} />
            </RequireStaffAccess>
          </AdminLayout>
        )}
      </RequireAdmin>
    </RemoteIntl>
  );
}
