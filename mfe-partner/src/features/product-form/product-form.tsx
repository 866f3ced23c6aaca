import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@manzil/shared/query';
import { Form, FormTextField } from '@manzil/shared/form';
import { vendorProductInputSchema, type Brand, type VendorProduct, type VendorProductInput } from '@manzil/shared/contract';
import { ArabicFieldGroup, ArabicTextField, NumberField, TextareaField } from '../form-fields';
import { FormFooter, useSubmitFailure } from '../form-fields';
import { FormUploadField } from '../uploads';
import { saveVendorProduct } from '../vendor-api';
import { vendorKeys } from '../vendor-api';
import { vendor_uiStyles as styles } from '../vendor-area';
import { CategorySelects } from './category-selects';
import { PictureList } from './picture-list';
import { WordListField } from './word-list-field';

const CAD_TYPES = '.dwg,.dxf,.ifc,.zip';

const toInput = (current: VendorProduct | null): VendorProductInput => {
  const p = current?.product;
  return {
    name: p?.name ?? '',
    title: p?.title ?? '',
    description: p?.description ?? '',
    nameAr: p?.nameAr ?? '',
    titleAr: p?.titleAr ?? '',
    descriptionAr: p?.descriptionAr ?? '',
    categoryId: p?.category._id ?? '',
    subcategoryId: p?.subCategory._id ?? '',
    typeId: p?.type._id ?? '',
    brandId: p?.brandId._id ?? '',
    price: p?.price ?? (undefined as unknown as number),
    salePrice: current?.approval.promotion?.status === 'pending' ? current.approval.promotion.salePrice : (p?.salePrice ?? null),
    stock: p?.stock ?? 0,
    colors: p?.colors ?? [],
    tags: p?.tags ?? [],
    readyToShip: p?.readyToShip ?? false,
    madeToOrder: p?.madeToOrder ?? false,
    images: p?.images ?? [],
    cadFile: p?.cadFile ?? null,
  };
};

/**
 * Every field of SPEC §3 Product, for a new product (`current` null) or an edit, and the optional
 * Arabic name, title and description (an emptied one is sent as '' and cleared).
 */
export function ProductForm({
  current,
  brands,
  onSaved,
}: {
  current: VendorProduct | null;
  brands: Brand[];
  onSaved: (saved: VendorProduct) => void;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const { failure, guard } = useSubmitFailure();
  const t = (id: string) => intl.formatMessage({ id });
  const previews = Object.fromEntries((current?.product.images ?? []).map((path) => [path, path]));
  return (
    <Form
      schema={vendorProductInputSchema}
      defaultValues={toInput(current)}
      onSubmit={guard(async (values) => {
        const saved = await saveVendorProduct(values, current?.product._id);
        await client.invalidateQueries({ queryKey: vendorKeys.products() });
        onSaved(saved);
      })}
      aria-label={t(current ? 'product.editTitle' : 'product.newTitle')}
    >
      {(form) => (
        <div className={styles.panel}>
          <div className={styles.grid}>
            <FormTextField name="name" label={t('product.name')} required />
            <FormTextField name="title" label={t('product.titleField')} required />
          </div>
          <TextareaField name="description" label={t('product.description')} />
          <ArabicFieldGroup>
            <div className={styles.grid}>
              <ArabicTextField name="nameAr" label={t('product.nameAr')} />
              <ArabicTextField name="titleAr" label={t('product.titleAr')} />
            </div>
            <ArabicTextField name="descriptionAr" label={t('product.descriptionAr')} multiline />
          </ArabicFieldGroup>
          <CategorySelects brands={brands} />
          <div className={styles.grid}>
            <NumberField name="price" label={t('product.price')} />
            <NumberField name="salePrice" label={t('product.salePrice')} optional />
            <NumberField name="stock" label={t('product.stock')} step="1" />
          </div>
          <p className={styles.muted}>
            <FormattedMessage id="product.approvalHint" />
          </p>
          <div className={styles.grid}>
            <WordListField name="colors" label={t('product.colors')} hint={t('product.listHint')} />
            <WordListField name="tags" label={t('product.tags')} hint={t('product.listHint')} />
          </div>
          <label className={styles.choice}>
            <input type="checkbox" {...form.register('readyToShip')} />
            {t('product.readyToShip')}
          </label>
          <label className={styles.choice}>
            <input type="checkbox" {...form.register('madeToOrder')} />
            {t('product.madeToOrder')}
          </label>
          <PictureList initialPreviews={previews} />
          <FormUploadField
            name="cadFile"
            kind="cad"
            label={t('product.cad')}
            hint={t('product.cadHint')}
            accept={CAD_TYPES}
            currentName={current?.product.cadFile ?? null}
          />
          <FormFooter
            failure={failure}
            fallback="product.failed"
            busy={form.formState.isSubmitting}
            submit={<FormattedMessage id={current ? 'product.save' : 'product.create'} />}
          />
        </div>
      )}
    </Form>
  );
}
