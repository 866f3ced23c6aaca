import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Form, FormTextField, errorText, imageUrl } from '@manzil/shared';
import { vendorBrandInputSchema, type Brand } from '@manzil/shared/contract';
import { FormUploadField } from '../uploads/form-upload-field';
import { saveVendorBrand } from '../vendor-api/vendor-api';
import { vendorKeys } from '../vendor-api/vendor-queries';
import styles from '../vendor-area/vendor-ui.module.css';

/** Creates a brand (no `brand`) or edits it: name, description and logo (SPEC §3 Brand). */
export function BrandForm({ brand, onSaved }: { brand: Brand | null; onSaved: (brand: Brand) => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form
      key={brand?._id ?? 'new'}
      schema={vendorBrandInputSchema}
      defaultValues={{ brandName: brand?.brandName ?? '', brandDescription: brand?.brandDescription ?? '' }}
      onSubmit={async (values, form) => {
        setFailure(null);
        try {
          const saved = await saveVendorBrand(values, brand?._id);
          await client.invalidateQueries({ queryKey: vendorKeys.brands() });
          if (!brand) form.reset({ brandName: '', brandDescription: '' });
          onSaved(saved);
        } catch (error) {
          const text = errorText(error, { network: 'error.network', fallback: 'brand.failed' });
          setFailure('text' in text ? text.text : intl.formatMessage({ id: text.id }));
        }
      }}
      aria-label={intl.formatMessage({ id: brand ? 'brand.editTitle' : 'brand.newTitle' })}
    >
      {(form) => (
        <div className={styles.panel}>
          <h2 className={styles.subtitle}>
            <FormattedMessage id={brand ? 'brand.editTitle' : 'brand.newTitle'} values={{ name: brand?.brandName ?? '' }} />
          </h2>
          <FormTextField name="brandName" label={intl.formatMessage({ id: 'brand.name' })} required />
          <label className={styles.label}>
            {intl.formatMessage({ id: 'brand.description' })}
            <textarea className={styles.textarea} {...form.register('brandDescription')} />
          </label>
          {brand ? (
            <img
              className={styles.thumb}
              src={imageUrl(brand.brandlogo)}
              alt={intl.formatMessage({ id: 'brand.logoAlt' }, { name: brand.brandName })}
            />
          ) : null}
          <FormUploadField
            name="brandlogo"
            kind="image"
            label={intl.formatMessage({ id: 'brand.logo' })}
            hint={intl.formatMessage({ id: 'upload.imageHint' })}
            accept="image/jpeg,image/png,image/webp"
          />
          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
              <FormattedMessage id={brand ? 'brand.save' : 'brand.create'} />
            </button>
          </div>
        </div>
      )}
    </Form>
  );
}
