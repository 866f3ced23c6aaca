import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { staffRoleSchema } from '@manzil/shared/contract';
import styles from './admin.module.css';

/** The staff role field of a staff form (admin, catalog moderator, support), bound to `role`. */
export function RoleSelect() {
  const intl = useIntl();
  const id = useId();
  const { register } = useFormContext();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>
        <FormattedMessage id="staff.role" />
      </label>
      <select id={id} {...register('role')}>
        {staffRoleSchema.options.map((role) => (
          <option key={role} value={role}>
            {intl.formatMessage({ id: `admin.role.${role}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
