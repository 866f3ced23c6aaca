import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { TextField } from '@manzil/shared/fields';
import { useFieldError } from '@manzil/shared/form';

/** A comma-separated text input bound to a list field (colours, tags). */
export function WordListField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const [text, setText] = useState(((field.value as string[] | undefined) ?? []).join(', '));
  return (
    <TextField
      label={label}
      hint={hint}
      value={text}
      error={error}
      onValueChange={(value) => {
        setText(value);
        field.onChange(
          value
            .split(',')
            .map((word) => word.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
