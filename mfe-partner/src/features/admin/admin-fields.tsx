import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { staffRoleSchema } from '@manzil/shared/contract';
import styles from './admin.module.css';

/** A select of fixed choices bound to form field `name`: `label` and each choice's text are message ids. */
export function ChoiceSelect({
  name,
  label,
  choices,
}: {
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
}) {
  const intl = useIntl();
  const id = useId();
  const { register } = useFormContext();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select id={id} {...register(name)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {intl.formatMessage({ id: choice.label })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox bound to form field `name`, with the text of message id `label`. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...register(name)} />
      <FormattedMessage id={label} />
    </label>
  );
}

const ROLE_CHOICES = staffRoleSchema.options.map((role) => ({ value: role, label: `admin.role.${role}` }));

/** The staff role field of a staff form (admin, catalog moderator, support), bound to `role`. */
export function RoleSelect() {
  return <ChoiceSelect name="role" label="staff.role" choices={ROLE_CHOICES} />;
}
