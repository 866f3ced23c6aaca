import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { RemoteIntl } from '../../intl';
import { AdminLayout } from './admin-layout';
import { RequireAdmin } from './require-admin';
import styles from './admin.module.css';

const SHORTCUTS = [
  { to: '/home', id: 'home' },
  { to: '/vendors', id: 'brands' },
  { to: '/products/onsale', id: 'onSale' },
  { to: '/products/readytoship', id: 'readyToShip' },
  { to: '/signin-vendor', id: 'partners' },
];

function Shortcuts() {
  return (
    <section aria-labelledby="admin-shortcuts" className={styles.section}>
      <h1 id="admin-shortcuts" className={styles.heading}>
        <FormattedMessage id="admin.shortcuts" />
      </h1>
      <ul className={styles.cards}>
        {SHORTCUTS.map((s) => (
          <li key={s.id}>
            <Link to={s.to} className={styles.card}>
              <span className={styles.cardTitle}>
                <FormattedMessage id={`admin.shortcut.${s.id}`} />
              </span>
              <span className={styles.muted}>
                <FormattedMessage id={`admin.shortcut.${s.id}Hint`} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /adminpanel: behind the admin guard (SPEC §2); signed out → /admin-login. */
export default function AdminPanelPage() {
  return (
    <RemoteIntl>
      <RequireAdmin>
        {(admin) => (
          <AdminLayout admin={admin}>
            <Shortcuts />
          </AdminLayout>
        )}
      </RequireAdmin>
    </RemoteIntl>
  );
}

function EmployeeSection() {
  const { id = '' } = useParams();
  return (
    <section className={styles.section}>
      <h1 className={styles.heading}>
        <FormattedMessage id="section.editEmployee" values={{ id }} />
      </h1>
      <p className={styles.body}>
        <FormattedMessage id="section.adminBody" />
      </p>
      <Link to="/adminpanel" className={styles.primary}>
        <FormattedMessage id="admin.title" />
      </Link>
    </section>
  );
}

/** /edit-employee/{id}: an admin page; employee records are not enabled for admin accounts yet. */
export function EditEmployeePage() {
  return (
    <RemoteIntl>
      <RequireAdmin>
        {(admin) => (
          <AdminLayout admin={admin}>
            <EmployeeSection />
          </AdminLayout>
        )}
      </RequireAdmin>
    </RemoteIntl>
  );
}
