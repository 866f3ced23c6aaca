import { FormattedMessage, useIntl } from 'react-intl';
import { Form, FormFailure, FormTextField } from '@manzil/shared/form';
import { staffUpdateInputSchema, type StaffMember } from '@manzil/shared/contract';
import { useUpdateStaff } from './api/use-staff';
import { CheckboxField, RoleSelect } from './admin-fields';
import styles from './admin.module.css';

const MESSAGES = {
  firstName: 'staff.required.firstName',
  lastName: 'staff.required.lastName',
  email: { required: 'staff.required.email', invalid: 'staff.invalid.email' },
};

/** /edit-employee/{id}'s form: name, e-mail, role and active flag (PUT /api/admin/staff/{id}). */
export function EmployeeForm({ member }: { member: StaffMember }) {
  const intl = useIntl();
  const update = useUpdateStaff(member._id);
  const { firstName, lastName, email, role, active } = member;
  return (
    <Form
      schema={staffUpdateInputSchema}
      defaultValues={{ firstName, lastName, email, role, active }}
      messages={MESSAGES}
      aria-labelledby="edit-employee-title"
      onSubmit={(values, form) =>
        update.mutateAsync(values).then(
          (saved) => form.reset({ ...values, email: saved.email }),
          () => undefined,
        )
      }
    >
      {(form) => (
        <div className={styles.formStack}>
          <div className={styles.formGrid}>
            <FormTextField name="firstName" label={intl.formatMessage({ id: 'staff.firstName' })} required />
            <FormTextField name="lastName" label={intl.formatMessage({ id: 'staff.lastName' })} required />
            <FormTextField name="email" type="email" label={intl.formatMessage({ id: 'staff.email' })} required />
            <RoleSelect />
          </div>
          <CheckboxField name="active" label="employee.activeLabel" />
          <FormFailure error={update.error} fallback="employee.saveFailed" network="error.network" className={styles.error} />
          {update.isSuccess && !form.formState.isDirty ? (
            <p role="status" className={styles.success}>
              <FormattedMessage id="employee.saved" />
            </p>
          ) : null}
          <div>
            <button type="submit" className={styles.primaryButton} disabled={form.formState.isSubmitting}>
              <FormattedMessage id={form.formState.isSubmitting ? 'employee.saving' : 'employee.save'} />
            </button>
          </div>
        </div>
      )}
    </Form>
  );
}
