import { get, useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { messageIdFor } from './field-messages';
import { useFormMessages } from './form-context';

/**
 * The sentence to show under field `name` of the enclosing `Form`, or undefined while it is
 * valid: the form's message id for the field (see FieldMessages), else the schema's message —
 * itself translated when it is a message id the page's react-intl knows, shown as is otherwise.
 */
export function useFieldError(name: string): string | undefined {
  const intl = useIntl();
  const messages = useFormMessages();
  const { control, formState } = useFormContext();
  const value: unknown = useWatch({ control, name });
  const error = get(formState.errors, name) as { message?: string } | undefined;
  if (!error) return undefined;
  const id = messageIdFor(messages, name, value, error.message) ?? error.message;
  if (!id) return undefined;
  return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : id;
}
