import { useMutation, useQueryClient } from '@manzil/shared/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addCard, ApiError, Button, type AddCardInput, detectCardType, queryKeys } from '@manzil/shared';
import { CardFields, Form, useZodForm } from '@manzil/shared/form';
import { addCardFormSchema, liveExpiryMessageId } from './add-card-schema';
import styles from './billing.module.css';

type Status = { kind: 'success' } | { kind: 'error'; text: string } | { kind: 'id'; id: string } | null;

/**
 * The add-card form (SPEC §2 Billing Information, §5, §8): number grouped by 4 as typed with its
 * type shown, expiry MM/YY, CVV; POST /api/cards/add with the digits only. Messages as SPEC words
 * them; the saved list refreshes on success.
 */
export function AddCardForm({ userId }: { userId: string | null }) {
  const intl = useIntl();
  const client = useQueryClient();
  const form = useZodForm(addCardFormSchema, { cardNumber: '', expiryDate: '', cvv: '' });
  const [status, setStatus] = useState<Status>(null);
  const save = useMutation({
    mutationFn: (input: AddCardInput) => addCard(input),
    onSuccess: () => {
      setStatus({ kind: 'success' });
      form.reset({ cardNumber: '', expiryDate: '', cvv: '' });
      if (userId) void client.invalidateQueries({ queryKey: queryKeys.cards(userId) });
    },
    onError: (error) => {
      const message = error instanceof ApiError && typeof error.body?.message === 'string' ? error.body.message : null;
      setStatus(
        message
          ? { kind: 'error', text: intl.formatMessage({ id: 'billing.error.server' }, { message }) }
          : { kind: 'id', id: 'billing.error.failed' },
      );
    },
  });

  const submit = (values: { cardNumber: string; expiryDate: string; cvv: string }) => {
    if (!userId) return setStatus({ kind: 'id', id: 'billing.error.noUser' });
    setStatus(null);
    const digits = values.cardNumber.replace(/\D/g, '');
    save.mutate({ userId, cardNumber: digits, cardType: detectCardType(digits), expiryDate: values.expiryDate, cvv: values.cvv });
  };

  return (
    <section className={styles.section} aria-labelledby="add-card-title">
      <h3 id="add-card-title" className={styles.subtitle}>
        <FormattedMessage id="billing.add" />
      </h3>
      <Form schema={addCardFormSchema} form={form} onSubmit={submit} className={styles.form} aria-labelledby="add-card-title">
        <CardFields liveExpiry={liveExpiryMessageId} typeClassName={styles.type} />
        <p className={styles.note}>
          <FormattedMessage id="billing.secure" />
        </p>
        {form.formState.submitCount > 0 && form.formState.errors.expiryDate ? (
          <p role="alert" className={styles.error}>
            <FormattedMessage id="billing.error.expiryInvalid" />
          </p>
        ) : null}
        {status?.kind === 'success' ? (
          <p role="status" className={styles.success}>
            <FormattedMessage id="billing.success" />
          </p>
        ) : status ? (
          <p role="alert" className={styles.error}>
            {status.kind === 'error' ? status.text : intl.formatMessage({ id: status.id })}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending} className={styles.save}>
          <FormattedMessage id={save.isPending ? 'billing.saving' : 'billing.save'} />
        </Button>
      </Form>
    </section>
  );
}
