import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@manzil/shared/query';
import { Form, FormField, FormFailure, useZodForm } from '@manzil/shared/form';
import { vendorProductQuickEditSchema, type VendorProductQuickEdit } from '@manzil/shared/contract';
import { useSubmitFailure } from '../form-fields';
import { quickEditProduct } from '../vendor-api';
import { vendorKeys } from '../vendor-api';
import styles from './dashboard.module.css';

/** A number input's text as the form's value: a number, or null when empty (which the schema refuses). */
const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The dashboard's inline price and stock edit of one product (PATCH; applies at once, so the
 * catalog shows it on its next request): the shared Form on the contract's quick-edit schema,
 * sending only what changed.
 */
export function InlineEdit({ productId, name, price, stock }: { productId: string; name: string; price: number; stock: number }) {
  const intl = useIntl();
  const client = useQueryClient();
  const form = useZodForm(vendorProductQuickEditSchema, { price, stock });
  const { failure, guard } = useSubmitFailure();
  const [saved, setSaved] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form
      schema={vendorProductQuickEditSchema}
      form={form}
      className={styles.inlineEdit}
      aria-label={intl.formatMessage({ id: 'dashboard.editNamed' }, { name })}
      messages={{ price: 'dashboard.editPrice', stock: 'dashboard.editStock' }}
      onInvalid={() => setSaved(false)}
      onSubmit={guard(async (values: VendorProductQuickEdit) => {
        setSaved(false);
        const { dirtyFields } = form.formState;
        const changes = {
          ...(dirtyFields.price && values.price !== price ? { price: values.price } : {}),
          ...(dirtyFields.stock && values.stock !== stock ? { stock: values.stock } : {}),
        };
        await quickEditProduct(productId, changes);
        form.reset(values);
        setSaved(true);
        await client.invalidateQueries({ queryKey: vendorKeys.products() });
      })}
    >
      {({ formState }) => (
        <>
          <FormField name="price" label={t('dashboard.col.price')} className={styles.inlineField} parse={toNumber}>
            {(control) => <input type="number" min="1" step="0.01" inputMode="decimal" {...control} />}
          </FormField>
          <FormField name="stock" label={t('dashboard.col.stock')} className={styles.inlineField} parse={toNumber}>
            {(control) => <input type="number" min="0" step="1" inputMode="numeric" {...control} />}
          </FormField>
          <button type="submit" className={styles.saveButton} disabled={!formState.isDirty || formState.isSubmitting}>
            {t('dashboard.save')}
          </button>
          {saved && !formState.isDirty ? (
            <span role="status" className={styles.saved}>
              {t('dashboard.editSaved')}
            </span>
          ) : null}
          <FormFailure error={failure} network="error.network" fallback="dashboard.editFailed" className={styles.soldOut} />
        </>
      )}
    </Form>
  );
}
