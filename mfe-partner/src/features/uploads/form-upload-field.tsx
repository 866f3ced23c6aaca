import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '@manzil/shared';
import { FileUploadField, type FileUploadFieldProps } from './file-upload-field';

/** A FileUploadField bound to form field `name`, which holds the upload's id. */
export function FormUploadField({
  name,
  currentName,
  ...props
}: Omit<FileUploadFieldProps, 'error' | 'current' | 'onUploaded'> & { name: string; currentName?: string | null }) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  return (
    <FileUploadField
      {...props}
      error={error}
      current={uploadedName ?? currentName ?? null}
      onUploaded={(upload) => {
        setUploadedName(upload.name || upload._id);
        field.onChange(upload._id);
      }}
    />
  );
}
