import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { useStaff } from './api/use-staff';
import { LoadState } from './load-state';
import { StaffCreateForm } from './staff-create-form';
import styles from './admin.module.css';

/** Staff accounts (admins only): the list with a link to /edit-employee/{id}, and the add form. */
export function StaffTab() {
  const intl = useIntl();
  const staff = useStaff();
  return (
    <div className={styles.stack}>
      <LoadState query={staff}>
        {(members) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {['staff.name', 'staff.email', 'staff.role', 'staff.state'].map((id) => (
                    <th key={id} scope="col">
                      <FormattedMessage id={id} />
                    </th>
                  ))}
                  <td />
                </tr>
              </thead>
              <tbody>
                {members.map((m) => (
                  <tr key={m._id}>
                    <td>{`${m.firstName} ${m.lastName}`}</td>
                    <td>{m.email}</td>
                    <td>
                      <FormattedMessage id={`admin.role.${m.role}`} />
                    </td>
                    <td>
                      <FormattedMessage id={m.active ? 'staff.active' : 'staff.inactive'} />
                      {m.mustChangePassword ? (
                        <span className={styles.muted}>
                          {' · '}
                          <FormattedMessage id="staff.pendingPassword" />
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <Link
                        to={`/edit-employee/${m._id}`}
                        className={styles.linkButton}
                        aria-label={intl.formatMessage({ id: 'staff.editWho' }, { name: `${m.firstName} ${m.lastName}` })}
                      >
                        <FormattedMessage id="staff.edit" />
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
      <StaffCreateForm />
    </div>
  );
}
