import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCategories } from '@manzil/shared';
import { FieldGroup } from '../form-fields';
import { vendor_uiStyles as styles } from '../vendor-area';

/** Checkboxes of the store's categories, bound to form field `name` (a list of category ids). */
export function CategoryChoices({ name }: { name: string }) {
  const intl = useIntl();
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const categories = useCategories().data ?? [];
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <FieldGroup name={name} legend={intl.formatMessage({ id: 'application.categories' })}>
      <div className={styles.choices}>
        {categories.map((category) => (
          <label key={category._id} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(category._id)}
              onChange={(event) =>
                field.onChange(event.target.checked ? [...chosen, category._id] : chosen.filter((id) => id !== category._id))
              }
            />
            {category.name}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
