import { FormattedMessage } from 'react-intl';
import { Thumbnail } from '@manzil/shared';
import type { RevisionFields } from '@manzil/shared/contract';
import styles from './admin.module.css';

/** The text fields compared; each names its label `products.field.<field>` (the pictures: `products.field.images`). */
export const FIELDS = ['name', 'title', 'description'] as const;
/** The Arabic texts, shown only when the edit changes them; labels `products.field.<field>` too. */
export const ARABIC_FIELDS = ['nameAr', 'titleAr', 'descriptionAr'] as const;

type TextField = (typeof FIELDS)[number] | (typeof ARABIC_FIELDS)[number];

/** A text of the revision; an Arabic one absent (revisions recorded before Arabic texts existed) or null is none. */
const textOf = (fields: RevisionFields, field: TextField): string => fields[field] ?? '';

function TextRow({ field, previous, proposed }: { field: TextField; previous: string; proposed: string }) {
  const changed = previous !== proposed;
  const arabic = field.endsWith('Ar') ? { dir: 'rtl', lang: 'ar' } : {};
  const cell = (text: string) =>
    text ? (
      <td {...arabic}>{text}</td>
    ) : (
      <td>
        <FormattedMessage id="products.noText" />
      </td>
    );
  return (
    <tr className={changed ? styles.changed : undefined}>
      <th scope="row">
        <FormattedMessage id={`products.field.${field}`} />
        {changed ? (
          <span className={styles.changedMark}>
            <FormattedMessage id="products.changed" />
          </span>
        ) : null}
      </th>
      {cell(previous)}
      {cell(proposed)}
    </tr>
  );
}

function Pictures({ images }: { images: string[] }) {
  return (
    <div className={styles.pictures}>
      {images.map((path) => (
        <Thumbnail key={path} path={path} size={72} lazy />
      ))}
    </div>
  );
}

/**
 * An edit of a listed product, side by side: what shoppers see now and what the vendor proposes,
 * field by field, changed fields marked; the Arabic texts (right to left) when the edit changes them.
 * Text is rendered as text (never as HTML).
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
        {FIELDS.map((field) => (
          <TextRow key={field} field={field} previous={textOf(previous, field)} proposed={textOf(proposed, field)} />
        ))}
        {ARABIC_FIELDS.filter((field) => textOf(previous, field) !== textOf(proposed, field)).map((field) => (
          <TextRow key={field} field={field} previous={textOf(previous, field)} proposed={textOf(proposed, field)} />
        ))}
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
