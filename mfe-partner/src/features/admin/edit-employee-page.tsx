import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@manzil/shared/router';
import { ApiError } from '@manzil/shared';
import { FormFailure } from '@manzil/shared/form';
import { RemoteIntl } from '../../intl';
import { AdminLayout } from './admin-layout';
import { useResendPassword, useStaffMember } from './api/use-staff';
import { DecisionHistory } from './decision-history';
import { EmployeeForm } from './employee-form';
import { LoadState } from './load-state';
import { RequireAdmin } from './require-admin';
import { RequireStaffAccess } from './require-staff-access';
import styles from './admin.module.css';

function Employee({ id }: { id: string }) {
  const member = useStaffMember(id);
  const resend = useResendPassword(id);
  if (member.error instanceof ApiError && member.error.status === 404) {
    return (
      <p role="alert" className={styles.error}>
        <FormattedMessage id="employee.notFound" />
      </p>
    );
  }
  return (
    <LoadState query={member}>
      {(m) => (
        <div className={styles.stack}>
          {/* Keyed by the member only: a save resets the form to what was saved itself, and a remount
              would drop the mutation's 'Changes saved.' */}
          <EmployeeForm key={m._id} member={m} />
          <div className={styles.actionsRow}>
            <button type="button" className={styles.secondary} disabled={resend.isPending} onClick={() => resend.mutate()}>
              <FormattedMessage id={resend.isPending ? 'employee.resending' : 'employee.resend'} />
            </button>
            {resend.data ? (
              <span role="status" className={styles.success}>
                {resend.data.message}
              </span>
            ) : null}
            <FormFailure error={resend.error} fallback="employee.resendFailed" network="error.network" className={styles.error} />
          </div>
          <DecisionHistory objectType="staff" objectId={m._id} />
        </div>
      )}
    </LoadState>
  );
}

function EmployeeSection() {
  const { id = '' } = useParams();
  return (
    <section className={styles.section} aria-labelledby="edit-employee-title">
      <Link to="/adminpanel" className={styles.linkButton}>
        <FormattedMessage id="employee.back" />
      </Link>
      <h1 id="edit-employee-title" className={styles.heading}>
        <FormattedMessage id="employee.title" />
      </h1>
      <Employee id={id} />
    </section>
  );
}

/** /edit-employee/{id}: a staff member's name, e-mail, role and active flag (admins only; SPEC §2). */
export default function EditEmployeePage() {
  return (
    <RemoteIntl>
      <RequireAdmin>
        {(admin) => (
          <AdminLayout admin={admin}>
            <RequireStaffAccess admin={admin} permission="staff">
              <EmployeeSection />
            </RequireStaffAccess>
          </AdminLayout>
        )}
      </RequireAdmin>
    </RemoteIntl>
  );
}
