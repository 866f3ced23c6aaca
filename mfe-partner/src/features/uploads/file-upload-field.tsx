import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '@manzil/shared';
import type { Upload, UploadKind } from '@manzil/shared/contract';
import { uploadFile } from '../vendor-api/vendor-api';
import styles from '../vendor-area/vendor-ui.module.css';

export interface FileUploadFieldProps {
  kind: UploadKind;
  label: string;
  hint?: string;
  accept: string;
  /** The error sentence of the form for this field, if any. */
  error?: string;
  /** What is attached now (a file name or a picture path), shown beside the input. */
  current?: string | null;
  onUploaded: (upload: Upload) => void;
}

/**
 * A file input that sends the chosen file to POST /api/uploads at once (checked there by its
 * content) and hands the stored upload to the form; failures are shown under it.
 */
export function FileUploadField({ kind, label, hint, accept, error, current, onUploaded }: FileUploadFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? error;
  return (
    <div className={styles.label}>
      <label htmlFor={id}>{label}</label>
      {hint ? <span className={styles.muted}>{hint}</span> : null}
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          setFailure(null);
          try {
            onUploaded(await uploadFile(kind, file));
          } catch (err) {
            const text = errorText(err, { network: 'error.network', fallback: 'upload.failed' });
            setFailure('text' in text ? text.text : intl.formatMessage({ id: text.id }));
          } finally {
            setBusy(false);
          }
        }}
      />
      {busy ? <span className={styles.muted}>{intl.formatMessage({ id: 'upload.busy' })}</span> : null}
      {current && !busy ? <span className={styles.muted}>{intl.formatMessage({ id: 'upload.attached' }, { name: current })}</span> : null}
      {shown ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
