import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCategories, useFieldError } from '@manzil/shared';
import type { Brand } from '@manzil/shared/contract';
import styles from '../vendor-area/vendor-ui.module.css';

function Select({
  name,
  label,
  options,
  onPick,
}: {
  name: string;
  label: string;
  options: { _id: string; name: string }[];
  onPick?: () => void;
}) {
  const intl = useIntl();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <label className={styles.label}>
      {label}
      <select className={styles.select} aria-invalid={error ? true : undefined} {...register(name, { onChange: onPick })}>
        <option value="">{intl.formatMessage({ id: 'product.choose' })}</option>
        {options.map((o) => (
          <option key={o._id} value={o._id}>
            {o.name}
          </option>
        ))}
      </select>
      {error ? <span className={styles.error}>{error}</span> : null}
    </label>
  );
}

/** Category → subcategory → type (each list follows the one before), and the vendor's brand. */
export function CategorySelects({ brands }: { brands: Brand[] }) {
  const intl = useIntl();
  const { control, setValue } = useFormContext();
  const categories = useCategories().data ?? [];
  const [categoryId, subcategoryId] = useWatch({ control, name: ['categoryId', 'subcategoryId'] }) as [string, string];
  const category = categories.find((c) => c._id === categoryId);
  const subcategory = category?.subCategories.find((s) => s._id === subcategoryId);
  return (
    <div className={styles.grid}>
      <Select
        name="categoryId"
        label={intl.formatMessage({ id: 'product.category' })}
        options={categories}
        onPick={() => {
          setValue('subcategoryId', '');
          setValue('typeId', '');
        }}
      />
      <Select
        name="subcategoryId"
        label={intl.formatMessage({ id: 'product.subcategory' })}
        options={category?.subCategories ?? []}
        onPick={() => setValue('typeId', '')}
      />
      <Select name="typeId" label={intl.formatMessage({ id: 'product.type' })} options={subcategory?.types ?? []} />
      <Select
        name="brandId"
        label={intl.formatMessage({ id: 'product.brand' })}
        options={brands.map((b) => ({ _id: b._id, name: b.brandName }))}
      />
    </div>
  );
}
