import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '@manzil/shared';
import { Form, FormTextField, type FormProps, type FormTextFieldProps } from '@manzil/shared/form';
import { vendor_uiStyles as styles } from '../vendor-area';

/**
 * The failure of a vendor's action on an order: `fail(error)` keeps the API's sentence (or
 * 'order.moveFailed', or the network one), `clear()` drops it before the next try, and `alert`
 * shows it (role="alert") while there is one.
 */
export function useOrderFailure() {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const text = errorText(error, { network: 'error.network', fallback: 'order.moveFailed' });
    setFailure('text' in text ? text.text : intl.formatMessage({ id: text.id }));
  };
  const clear = () => setFailure(null);
  const alert = failure ? (
    <p className={styles.error} role="alert">
      {failure}
    </p>
  ) : null;
  return { fail, clear, alert };
}

/** Props of ActionForm: a Form's (less its children), the one field, and the action. */
export interface ActionFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> extends Omit<
  FormProps<Schema>,
  'children' | 'aria-label'
> {
  /** Message id of the action: the button's text and the form's name. */
  action: string;
  /** The one field the action needs (its name in `schema`). */
  field: FormTextFieldProps;
  /** The button's look (primary or secondary). */
  buttonClassName?: string;
  /** Disables the button while the action runs elsewhere (a mutation); else while the form submits. */
  busy?: boolean;
}

/** An action on an order that takes one field: ship (tracking number), cancel or reject (reason), approve (pickup date). */
export function ActionForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  action,
  field,
  buttonClassName,
  busy,
  ...form
}: ActionFormProps<Schema>) {
  const intl = useIntl();
  return (
    <Form {...form} aria-label={intl.formatMessage({ id: action })}>
      {(state) => (
        <div className={styles.actions}>
          <FormTextField required {...field} />
          <button type="submit" className={buttonClassName} disabled={busy ?? state.formState.isSubmitting}>
            <FormattedMessage id={action} />
          </button>
        </div>
      )}
    </Form>
  );
}
