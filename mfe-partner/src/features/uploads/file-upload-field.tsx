import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText, imageUrl } from '@manzil/shared';
import { Field } from '@manzil/shared/fields';
import type { Upload, UploadKind } from '@manzil/shared/contract';
import { uploadFile } from '../vendor-api';
import { useUploadToken } from './upload-token';
import { vendor_uiStyles as styles } from '../vendor-area';

export interface FileUploadFieldProps {
  kind: UploadKind;
  label: string;
  hint?: string;
  accept: string;
  /** The error sentence of the form for this field, if any. */
  error?: string;
  /** What is attached now (a file name), said beside the input. */
  current?: string | null;
  /** A picture to show above the input (the logo a brand has now), with its alternative text. */
  preview?: { path: string; alt: string } | null;
  onUploaded: (upload: Upload) => void;
}

/**
 * A file input that sends the chosen file to POST /api/uploads at once (checked there by its
 * content) and hands the stored upload to the form; failures are shown under it (shared Field:
 * label, hint, error tied to the input). In an application form (UploadTokenContext) a document
 * goes with the form's upload token.
 */
export function FileUploadField({ kind, label, hint, accept, error, current, preview, onUploaded }: FileUploadFieldProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Inside the application form: documents go with its upload token (no vendor session yet).
  const uploadToken = useUploadToken();
  return (
    <Field label={label} hint={hint} error={failure ?? error}>
      {(aria) => (
        <>
          {preview ? <img className={styles.thumb} src={imageUrl(preview.path)} alt={preview.alt} /> : null}
          <input
            {...aria}
            type="file"
            className={styles.file}
            accept={accept}
            disabled={busy}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setBusy(true);
              setFailure(null);
              try {
                const token = kind === 'document' && uploadToken ? await uploadToken() : undefined;
                onUploaded(await uploadFile(kind, file, token));
              } catch (err) {
                const text = errorText(err, { network: 'error.network', fallback: 'upload.failed' });
                setFailure('text' in text ? text.text : intl.formatMessage({ id: text.id }));
              } finally {
                setBusy(false);
              }
            }}
          />
          <span className={styles.muted} aria-live="polite">
            {busy ? intl.formatMessage({ id: 'upload.busy' }) : null}
            {current && !busy ? intl.formatMessage({ id: 'upload.attached' }, { name: current }) : null}
          </span>
        </>
      )}
    </Field>
  );
}
