import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@manzil/shared';
import type { VendorProductInput } from '@manzil/shared/contract';
import styles from '../vendor-area/vendor-ui.module.css';

/** A number input of the product form (EGP amounts, stock); an empty optional field is null. */
export function NumberField({
  name,
  label,
  optional = false,
  step = '0.01',
}: {
  name: keyof VendorProductInput;
  label: string;
  optional?: boolean;
  step?: string;
}) {
  const { register } = useFormContext<VendorProductInput>();
  const error = useFieldError(name);
  return (
    <label className={styles.label}>
      {label}
      <input
        className={styles.input}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        aria-invalid={error ? true : undefined}
        {...register(name, { setValueAs: (v: string) => (v === '' || v === null ? (optional ? null : undefined) : Number(v)) })}
      />
      {error ? <span className={styles.error}>{error}</span> : null}
    </label>
  );
}
