import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldMessages } from './field-messages';
import { FormMessagesContext } from './form-context';

/** Props of Form: its schema (from the contract), first values, what to do with valid values. */
export interface FormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** The zod schema that checks the whole form (react-hook-form's zod resolver). */
  schema: Schema;
  defaultValues?: DefaultValues<z.input<Schema>>;
  /** Called with the schema's parsed output once every field is valid; may be async (isSubmitting). */
  onSubmit: (values: z.output<Schema>, form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => unknown;
  /** Called instead of `onSubmit` when a submit finds invalid fields (e.g. to hide the last failure). */
  onInvalid?: () => void;
  /** Message ids per field for what the person sees (SPEC's sentences via react-intl). */
  messages?: FieldMessages;
  /** The fields, or a function of the form's state (e.g. a busy submit button). */
  children: ReactNode | ((form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => ReactNode);
  /** The form when the caller needs it outside (reset after success, setError from the server). */
  form?: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The react-hook-form instance of a schema, for a caller that needs the form outside `Form`
 * (pass it as `form`): checked on submit, then again as fields change. `options` are
 * useForm's others (e.g. `values` from a query with `resetOptions: { keepDirtyValues: true }`).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues?: DefaultValues<z.input<Schema>>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's overloads cannot follow a generic schema; the types are restated above.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
}

/**
 * A form declared by its schema (bulletproof-react's `<Form schema={…}>`): react-hook-form with
 * the zod resolver, fields checked on submit and again as they change after a failed submit,
 * rendered as `<form noValidate>` so the messages are ours, not the browser's. Its submit event
 * stops at it (a form in a portaled dialog leaves the form behind the dialog alone).
 */
export function Form<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  onInvalid,
  messages,
  children,
  form: given,
  ...props
}: FormProps<Schema>) {
  const own = useZodForm(schema, defaultValues);
  const form = given ?? own;
  return (
    <FormProvider {...form}>
      <FormMessagesContext.Provider value={messages}>
        <form
          noValidate
          onSubmit={(event) => {
            // React bubbles events through portals: a form in a dialog must not submit the form
            // the dialog was opened from (e.g. the forgot-password dialog inside the login form).
            event.stopPropagation();
            void form.handleSubmit((values) => onSubmit(values, form), onInvalid)(event);
          }}
          {...props}
        >
          {typeof children === 'function' ? children(form) : children}
        </form>
      </FormMessagesContext.Provider>
    </FormProvider>
  );
}
