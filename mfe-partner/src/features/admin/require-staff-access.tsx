import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { staffCan, type AdminPermission, type AdminSession } from '@manzil/shared/contract';
import { ChoosePasswordForm } from './choose-password-form';
import styles from './admin.module.css';

/**
 * What a staff member may open: first their own password (after a one-time one), then only what
 * their role allows (the API refuses the rest with 403 anyway; this says so in words).
 */
export function RequireStaffAccess({
  admin,
  permission,
  children,
}: {
  admin: AdminSession;
  permission: AdminPermission | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  if (admin.mustChangePassword) return <ChoosePasswordForm />;
  if (permission && !staffCan(admin.staffRole ?? 'admin', permission)) {
    return (
      <p role="alert" className={`${styles.section} ${styles.error}`}>
        <FormattedMessage id="admin.forbidden" values={{ role: intl.formatMessage({ id: `admin.role.${admin.staffRole}` }) }} />
      </p>
    );
  }
  return <>{children}</>;
}
