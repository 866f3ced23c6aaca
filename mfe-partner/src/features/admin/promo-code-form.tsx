import { FormattedMessage, useIntl } from 'react-intl';
import { Form, FormFailure, FormTextField } from '@manzil/shared/form';
import { PROMO_KINDS, promoCodeFormSchema, type PromoCode, type PromoCodeFormValues } from '@manzil/shared/contract';
import { ChoiceSelect, CheckboxField } from './admin-fields';
import { useCreatePromoCode } from './api/use-promo-codes';
import styles from './admin.module.css';

const EMPTY: PromoCodeFormValues = {
  code: '',
  kind: 'percent',
  amount: '',
  minOrder: '',
  maxRedemptions: '',
  startsOn: '',
  endsOn: '',
  description: '',
  oncePerEmail: true,
};

const MESSAGES = {
  code: { required: 'promoCodes.required.code', invalid: 'promoCodes.invalid.code' },
  amount: { required: 'promoCodes.required.amount', invalid: 'promoCodes.invalid.amount' },
  minOrder: 'promoCodes.invalid.minOrder',
  maxRedemptions: 'promoCodes.invalid.maxRedemptions',
  startsOn: 'promoCodes.invalid.date',
  endsOn: 'promoCodes.invalid.endsOn',
  description: 'promoCodes.invalid.description',
};

const KIND_CHOICES = PROMO_KINDS.map((kind) => ({ value: kind, label: `promoCodes.kind.${kind}` }));

/**
 * "New promo code" (POST /api/admin/promo-codes): code, a percentage or an amount in EGP, minimum
 * order (EGP), limit of uses, first and last day, note, once per e-mail. The fields are checked by
 * the contract's `promoCodeFormSchema`, which also turns them into the API's body; a taken code
 * shows the server's sentence.
 */
export function PromoCodeForm() {
  const intl = useIntl();
  const create = useCreatePromoCode();
  const created: PromoCode | undefined = create.data;
  return (
    <Form
      schema={promoCodeFormSchema}
      defaultValues={EMPTY}
      messages={MESSAGES}
      aria-labelledby="admin-new-promo-code"
      onSubmit={(values, form) =>
        create.mutateAsync(values).then(
          () => form.reset(EMPTY),
          () => undefined,
        )
      }
    >
      {(form) => {
        const kind = form.watch('kind');
        return (
          <div className={styles.formStack}>
            <h3 id="admin-new-promo-code" className={styles.subheading}>
              <FormattedMessage id="promoCodes.new" />
            </h3>
            <div className={styles.formGrid}>
              <FormTextField
                name="code"
                label={intl.formatMessage({ id: 'promoCodes.code' })}
                hint={intl.formatMessage({ id: 'promoCodes.code.hint' })}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                required
              />
              <ChoiceSelect name="kind" label="promoCodes.kind" choices={KIND_CHOICES} />
              <FormTextField
                name="amount"
                label={intl.formatMessage({ id: kind === 'amount' ? 'promoCodes.amountEgp' : 'promoCodes.percent' })}
                inputMode="decimal"
                autoComplete="off"
                required
              />
              <FormTextField
                name="minOrder"
                label={intl.formatMessage({ id: 'promoCodes.minOrderEgp' })}
                hint={intl.formatMessage({ id: 'promoCodes.optional' })}
                inputMode="decimal"
                autoComplete="off"
              />
              <FormTextField
                name="maxRedemptions"
                label={intl.formatMessage({ id: 'promoCodes.maxRedemptions' })}
                hint={intl.formatMessage({ id: 'promoCodes.maxRedemptions.hint' })}
                inputMode="numeric"
                autoComplete="off"
              />
              <FormTextField
                name="startsOn"
                type="date"
                label={intl.formatMessage({ id: 'promoCodes.startsOn' })}
                hint={intl.formatMessage({ id: 'promoCodes.startsOn.hint' })}
              />
              <FormTextField
                name="endsOn"
                type="date"
                label={intl.formatMessage({ id: 'promoCodes.endsOn' })}
                hint={intl.formatMessage({ id: 'promoCodes.endsOn.hint' })}
              />
              <FormTextField
                name="description"
                label={intl.formatMessage({ id: 'promoCodes.description' })}
                hint={intl.formatMessage({ id: 'promoCodes.optional' })}
                maxLength={200}
                autoComplete="off"
              />
            </div>
            <CheckboxField name="oncePerEmail" label="promoCodes.oncePerEmail" />
            <FormFailure error={create.error} fallback="promoCodes.createFailed" network="error.network" className={styles.error} />
            {created && !form.formState.isDirty ? (
              <p role="status" className={styles.success}>
                <FormattedMessage id="promoCodes.created" values={{ code: created.code }} />
              </p>
            ) : null}
            <div>
              <button type="submit" className={styles.primaryButton} disabled={form.formState.isSubmitting}>
                <FormattedMessage id={form.formState.isSubmitting ? 'promoCodes.creating' : 'promoCodes.create'} />
              </button>
            </div>
          </div>
        );
      }}
    </Form>
  );
}
