import { useController, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useId } from 'react';
import type { ProfileFormValues } from './profile-form-schema';
import { formsStyles as styles } from '../account';

/** Gender ('male' or 'female', SPEC §3) and date of birth of the Edit Profile form. */
export function ProfileChoices({ control }: { control: Control<ProfileFormValues> }) {
  const intl = useIntl();
  const id = useId();
  const gender = useController({ control, name: 'gender' });
  const birth = useController({ control, name: 'dateOfBirth' });
  const birthError = birth.fieldState.error?.message;
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-gender`}>
          <FormattedMessage id="profile.gender" />
        </label>
        <select
          id={`${id}-gender`}
          className={styles.select}
          value={gender.field.value}
          onChange={(e) => gender.field.onChange(e.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'profile.gender.none' })}</option>
          <option value="male">{intl.formatMessage({ id: 'profile.male' })}</option>
          <option value="female">{intl.formatMessage({ id: 'profile.female' })}</option>
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-birth`}>
          <FormattedMessage id="profile.dateOfBirth" />
        </label>
        <input
          id={`${id}-birth`}
          type="date"
          className={styles.select}
          value={birth.field.value}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => birth.field.onChange(e.target.value)}
          aria-invalid={birthError ? true : undefined}
          aria-describedby={birthError ? `${id}-birth-error` : undefined}
        />
        {birthError ? (
          <p id={`${id}-birth-error`} className={styles.error}>
            <FormattedMessage id={birthError} />
          </p>
        ) : null}
      </div>
    </>
  );
}
