import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '@manzil/shared/form';
import { FileUploadField, type FileUploadFieldProps } from './file-upload-field';

/**
 * A FileUploadField bound to form field `name`, which holds the upload's id. When the form is
 * reset (a brand saved, the form emptied) the file input and its "Attached" line clear too.
 */
export function FormUploadField({
  name,
  currentName,
  ...props
}: Omit<FileUploadFieldProps, 'error' | 'current' | 'onUploaded'> & { name: string; currentName?: string | null }) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const [uploaded, setUploaded] = useState<{ id: string; name: string } | null>(null);
  const [generation, setGeneration] = useState(0);
  const cleared = uploaded !== null && field.value !== uploaded.id;
  useEffect(() => {
    if (!cleared) return;
    setUploaded(null);
    setGeneration((g) => g + 1);
  }, [cleared]);
  return (
    <FileUploadField
      key={generation}
      {...props}
      error={error}
      current={(cleared ? null : uploaded?.name) ?? currentName ?? null}
      onUploaded={(upload) => {
        setUploaded({ id: upload._id, name: upload.name || upload._id });
        field.onChange(upload._id);
      }}
    />
  );
}
