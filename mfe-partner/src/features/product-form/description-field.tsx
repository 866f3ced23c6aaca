import { useIntl } from 'react-intl';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@manzil/shared';
import type { VendorProductInput } from '@manzil/shared/contract';
import styles from '../vendor-area/vendor-ui.module.css';

/** The product's description, stored and shown as plain text. */
export function DescriptionField() {
  const intl = useIntl();
  const { register } = useFormContext<VendorProductInput>();
  const error = useFieldError('description');
  return (
    <label className={styles.label}>
      {intl.formatMessage({ id: 'product.description' })}
      <textarea className={styles.textarea} aria-invalid={error ? true : undefined} {...register('description')} />
      {error ? <span className={styles.error}>{error}</span> : null}
    </label>
  );
}
