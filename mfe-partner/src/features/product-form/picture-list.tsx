import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { imageUrl } from '@manzil/shared';
import { FieldGroup } from '../form-fields';
import { FileUploadField } from '../uploads';
import { vendor_uiStyles as styles } from '../vendor-area';

/**
 * The product's pictures, main first: form field `images` holds upload ids (new) or the paths
 * the product already has; `previews` maps each value to a path to show.
 */
export function PictureList({ initialPreviews }: { initialPreviews: Record<string, string> }) {
  const intl = useIntl();
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'images' });
  const [previews, setPreviews] = useState(initialPreviews);
  const images = (field.value as string[] | undefined) ?? [];
  const add = (value: string, path: string, main: boolean) => {
    setPreviews((p) => ({ ...p, [value]: path }));
    field.onChange(main ? [value, ...images.slice(1)] : [...images, value]);
  };
  return (
    <FieldGroup name="images" legend={intl.formatMessage({ id: 'product.pictures' })}>
      <div className={styles.thumbs}>
        {images.map((value, index) => (
          <figure key={value} className={styles.figure}>
            <img
              className={styles.thumb}
              src={imageUrl(previews[value] ?? value)}
              alt={intl.formatMessage({ id: index === 0 ? 'product.mainPicture' : 'product.galleryPicture' }, { n: index })}
            />
            <figcaption>
              <button type="button" className={styles.secondary} onClick={() => field.onChange(images.filter((v) => v !== value))}>
                {intl.formatMessage({ id: 'product.removePicture' })}
              </button>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.grid}>
        <FileUploadField
          kind="image"
          label={intl.formatMessage({ id: 'product.mainPictureUpload' })}
          hint={intl.formatMessage({ id: 'upload.imageHint' })}
          accept="image/jpeg,image/png,image/webp"
          onUploaded={(u) => add(u._id, u.path, true)}
        />
        <FileUploadField
          kind="image"
          label={intl.formatMessage({ id: 'product.galleryUpload' })}
          hint={intl.formatMessage({ id: 'upload.imageHint' })}
          accept="image/jpeg,image/png,image/webp"
          onUploaded={(u) => add(u._id, u.path, false)}
        />
      </div>
    </FieldGroup>
  );
}
