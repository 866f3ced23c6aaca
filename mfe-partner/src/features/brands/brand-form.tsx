import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@manzil/shared/query';
import { Form, FormTextField } from '@manzil/shared/form';
import { vendorBrandInputSchema, type VendorBrand, type VendorBrandInput } from '@manzil/shared/contract';
import { ArabicFieldGroup, ArabicTextField, TextareaField } from '../form-fields';
import { FormFooter, useSubmitFailure } from '../form-fields';
import { FormUploadField } from '../uploads';
import { saveVendorBrand } from '../vendor-api';
import { vendorKeys } from '../vendor-api';
import { vendor_uiStyles as styles } from '../vendor-area';

/** The form's values for `brand` (empty for a new one); the Arabic texts as saved, '' for none. */
const toInput = (brand: VendorBrand | null): VendorBrandInput => ({
  brandName: brand?.brandName ?? '',
  brandDescription: brand?.brandDescription ?? '',
  brandNameAr: brand?.brandNameAr ?? '',
  brandDescriptionAr: brand?.brandDescriptionAr ?? '',
});

/**
 * Creates a brand (no `brand`) or edits it: name, description and logo (SPEC §3 Brand), and the
 * optional Arabic name and description (an emptied one is sent as '' and cleared).
 */
export function BrandForm({ brand, onSaved }: { brand: VendorBrand | null; onSaved: (brand: VendorBrand) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const client = useQueryClient();
  const { failure, guard } = useSubmitFailure();
  return (
    <Form
      key={brand?._id ?? 'new'}
      schema={vendorBrandInputSchema}
      defaultValues={toInput(brand)}
      onSubmit={guard(async (values, form) => {
        const saved = await saveVendorBrand(values, brand?._id);
        await client.invalidateQueries({ queryKey: vendorKeys.brands() });
        if (!brand) form.reset(toInput(null));
        onSaved(saved);
      })}
      aria-label={t(brand ? 'brand.editTitle' : 'brand.newTitle')}
    >
      {(form) => (
        <div className={styles.panel}>
          <h2 className={styles.subtitle}>
            <FormattedMessage id={brand ? 'brand.editTitle' : 'brand.newTitle'} values={{ name: brand?.brandName ?? '' }} />
          </h2>
          <FormTextField name="brandName" label={t('brand.name')} required />
          <TextareaField name="brandDescription" label={t('brand.description')} />
          <ArabicFieldGroup>
            <ArabicTextField name="brandNameAr" label={t('brand.nameAr')} />
            <ArabicTextField name="brandDescriptionAr" label={t('brand.descriptionAr')} multiline />
          </ArabicFieldGroup>
          <FormUploadField
            name="brandlogo"
            kind="image"
            label={t('brand.logo')}
            hint={t('upload.imageHint')}
            accept="image/jpeg,image/png,image/webp"
            preview={brand ? { path: brand.brandlogo, alt: t('brand.logoAlt', { name: brand.brandName }) } : null}
          />
          <FormFooter
            failure={failure}
            fallback="brand.failed"
            busy={form.formState.isSubmitting}
            submit={<FormattedMessage id={brand ? 'brand.save' : 'brand.create'} />}
          />
        </div>
      )}
    </Form>
  );
}
