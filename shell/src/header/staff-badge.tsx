import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import type { AdminSession } from '@manzil/shared/contract';
import styles from './header.module.css';

/**
 * Who is signed in to the admin area, in place of the shopper's Login button: the
 * staff member's name and role, linking to /adminpanel. Read from shared's admin session store.
 */
export function StaffBadge({ admin }: { admin: AdminSession }) {
  const name = `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
  return (
    <Link to="/adminpanel" className={styles.staff} title={admin.email}>
      <span className={styles.staffName} dir="auto">
        {name}
      </span>
      <span className={styles.staffRole}>
        <FormattedMessage id={`header.staffRole.${admin.staffRole ?? 'admin'}`} />
      </span>
    </Link>
  );
}
