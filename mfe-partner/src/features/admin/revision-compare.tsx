import { FormattedMessage } from 'react-intl';
import { imageUrl } from '@manzil/shared';
import type { RevisionFields } from '@manzil/shared/contract';
import styles from './admin.module.css';

/** The text fields compared; each names its label `products.field.<field>` (the pictures: `products.field.images`). */
export const FIELDS = ['name', 'title', 'description'] as const;

function Pictures({ images }: { images: string[] }) {
  return (
    <div className={styles.pictures}>
      {images.map((path) => (
        <img key={path} src={imageUrl(path)} alt="" width={72} height={72} loading="lazy" />
      ))}
    </div>
  );
}

/**
 * An edit of a listed product, side by side: what shoppers see now and what the vendor proposes,
 * field by field, changed fields marked. Text is rendered as text (never as HTML).
 */
export function RevisionCompare({ previous, proposed }: { previous: RevisionFields; proposed: RevisionFields }) {
  const picturesChanged = previous.images.join('\n') !== proposed.images.join('\n');
  return (
    <table className={styles.compare}>
      <thead>
        <tr>
          <td />
          <th scope="col">
            <FormattedMessage id="products.before" />
          </th>
          <th scope="col">
            <FormattedMessage id="products.after" />
          </th>
        </tr>
      </thead>
      <tbody>
        {FIELDS.map((field) => {
          const changed = previous[field] !== proposed[field];
          return (
            <tr key={field} className={changed ? styles.changed : undefined}>
              <th scope="row">
                <FormattedMessage id={`products.field.${field}`} />
                {changed ? (
                  <span className={styles.changedMark}>
                    <FormattedMessage id="products.changed" />
                  </span>
                ) : null}
              </th>
              <td>{previous[field]}</td>
              <td>{proposed[field]}</td>
            </tr>
          );
        })}
        <tr className={picturesChanged ? styles.changed : undefined}>
          <th scope="row">
            <FormattedMessage id="products.field.images" />
            {picturesChanged ? (
              <span className={styles.changedMark}>
                <FormattedMessage id="products.changed" />
              </span>
            ) : null}
          </th>
          <td>
            <Pictures images={previous.images} />
          </td>
          <td>
            <Pictures images={proposed.images} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
