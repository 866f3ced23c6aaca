import { FormattedMessage, useIntl } from 'react-intl';
import { Form, FormFailure, FormTextField } from '@manzil/shared/form';
import { staffCreateInputSchema, type StaffMember } from '@manzil/shared/contract';
import { useCreateStaff } from './api/use-staff';
import { RoleSelect } from './admin-fields';
import styles from './admin.module.css';

const MESSAGES = {
  firstName: 'staff.required.firstName',
  lastName: 'staff.required.lastName',
  email: { required: 'staff.required.email', invalid: 'staff.invalid.email' },
};

/**
 * Adds a staff member (POST /api/admin/staff). The API e-mails them a one-time password, which
 * they replace at first sign-in: nobody but the member ever knows their password.
 */
export function StaffCreateForm() {
  const intl = useIntl();
  const create = useCreateStaff();
  const created: StaffMember | undefined = create.data;
  return (
    <Form
      schema={staffCreateInputSchema}
      defaultValues={{ firstName: '', lastName: '', email: '', role: 'support' }}
      messages={MESSAGES}
      aria-labelledby="admin-add-staff"
      onSubmit={(values, form) =>
        create.mutateAsync(values).then(
          () => form.reset(),
          () => undefined,
        )
      }
    >
      {(form) => (
        <div className={styles.formStack}>
          <h3 id="admin-add-staff" className={styles.subheading}>
            <FormattedMessage id="staff.add" />
          </h3>
          <div className={styles.formGrid}>
            <FormTextField name="firstName" label={intl.formatMessage({ id: 'staff.firstName' })} autoComplete="off" required />
            <FormTextField name="lastName" label={intl.formatMessage({ id: 'staff.lastName' })} autoComplete="off" required />
            <FormTextField name="email" type="email" label={intl.formatMessage({ id: 'staff.email' })} autoComplete="off" required />
            <RoleSelect />
          </div>
          <FormFailure error={create.error} fallback="staff.createFailed" network="error.network" className={styles.error} />
          {created && !form.formState.isDirty ? (
            <p role="status" className={styles.success}>
              <FormattedMessage id="staff.created" values={{ email: created.email }} />
            </p>
          ) : null}
          <div>
            <button type="submit" className={styles.primaryButton} disabled={form.formState.isSubmitting}>
              <FormattedMessage id={form.formState.isSubmitting ? 'staff.creating' : 'staff.create'} />
            </button>
          </div>
        </div>
      )}
    </Form>
  );
}
