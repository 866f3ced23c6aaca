import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '@manzil/shared';
import type { UploadKind } from '@manzil/shared/contract';
import { FileUploadField } from './file-upload-field';

/** A FileUploadField bound to form field `name`, which holds the upload's id. */
export function FormUploadField({
  name,
  kind,
  label,
  hint,
  accept,
  currentName,
}: {
  name: string;
  kind: UploadKind;
  label: string;
  hint?: string;
  accept: string;
  currentName?: string | null;
}) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  return (
    <FileUploadField
      kind={kind}
      label={label}
      hint={hint}
      accept={accept}
      error={error}
      current={uploadedName ?? currentName ?? null}
      onUploaded={(upload) => {
        setUploadedName(upload.name || upload._id);
        field.onChange(upload._id);
      }}
    />
  );
}
