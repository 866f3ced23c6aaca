import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCategories } from '@manzil/shared';
import type { Brand } from '@manzil/shared/contract';
import { SelectField } from '../form-fields';
import { vendor_uiStyles as styles } from '../vendor-area';

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
      <SelectField
        name="categoryId"
        label={intl.formatMessage({ id: 'product.category' })}
        options={categories}
        onPick={() => {
          setValue('subcategoryId', '');
          setValue('typeId', '');
        }}
      />
      <SelectField
        name="subcategoryId"
        label={intl.formatMessage({ id: 'product.subcategory' })}
        options={category?.subCategories ?? []}
        onPick={() => setValue('typeId', '')}
      />
      <SelectField name="typeId" label={intl.formatMessage({ id: 'product.type' })} options={subcategory?.types ?? []} />
      <SelectField
        name="brandId"
        label={intl.formatMessage({ id: 'product.brand' })}
        options={brands.map((b) => ({ _id: b._id, name: b.brandName }))}
      />
    </div>
  );
}
