import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatDate, useDisplayLocale } from '@manzil/shared';
import { Form, FormPasswordField, FormTextField } from '@manzil/shared/form';
import { PAYOUT_METHOD_HOLD_HOURS, payoutMethodInputSchema, type PayoutMethod } from '@manzil/shared/contract';
import { checkedBy } from '../finance';
import { FormFooter, useSubmitFailure } from '../form-fields';
import { vendor_uiStyles as styles } from '../vendor-area';
import money from './earnings.module.css';
import { useSetPayoutMethod } from './earnings-queries';

/**
 * The form holds both kinds' fields at once; what it sends is the contract's input of the chosen
 * kind only (the contract refuses unknown fields), checked by the contract's own schema.
 */
const payoutMethodFormSchema = z
  .object({
    kind: z.enum(['bank', 'wallet']),
    accountName: z.string(),
    iban: z.string(),
    walletNumber: z.string(),
    currentPassword: z.string(),
  })
  .transform(({ kind, accountName, iban, walletNumber, currentPassword }, ctx) =>
    checkedBy(
      payoutMethodInputSchema,
      kind === 'bank' ? { kind, accountName, iban, currentPassword } : { kind, accountName, walletNumber, currentPassword },
      ctx,
    ),
  );

const EMPTY = { kind: 'bank' as const, accountName: '', iban: '', walletNumber: '', currentPassword: '' };

const MESSAGES = {
  accountName: 'payoutMethod.required.accountName',
  iban: 'payoutMethod.invalid.iban',
  walletNumber: 'payoutMethod.invalid.wallet',
  currentPassword: 'payoutMethod.required.password',
};

function KindFields() {
  const intl = useIntl();
  const kind = useWatch({ name: 'kind' }) as 'bank' | 'wallet';
  return kind === 'bank' ? (
    <FormTextField
      name="iban"
      label={intl.formatMessage({ id: 'payoutMethod.iban' })}
      hint="EG38 0019 0005 …"
      dir="ltr"
      autoComplete="off"
      required
    />
  ) : (
    <FormTextField
      name="walletNumber"
      label={intl.formatMessage({ id: 'payoutMethod.wallet' })}
      hint="010 1234 5678"
      dir="ltr"
      inputMode="tel"
      autoComplete="off"
      required
    />
  );
}

function KindChoice() {
  const intl = useIntl();
  const { register } = useFormContext();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="payoutMethod.kind" />
      </legend>
      <div className={styles.choices}>
        {(['bank', 'wallet'] as const).map((kind) => (
          <label key={kind} className={styles.choice}>
            <input type="radio" value={kind} {...register('kind')} />
            {intl.formatMessage({ id: `payoutMethod.kind.${kind}` })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The payout method: what is set now (masked) and until when payouts to it are held, and the form
 * to set a bank account (Egyptian IBAN) or a mobile wallet, confirmed by the password (SPEC:
 * payout method; the API e-mails the shop and holds payouts for 72 hours).
 */
export function PayoutMethodSection({ method }: { method: PayoutMethod | null }) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const save = useSetPayoutMethod();
  const { failure, guard } = useSubmitFailure();
  const [saved, setSaved] = useState(false);
  const held = method ? Date.parse(method.heldUntil) > Date.now() : false;
  return (
    <section className={styles.panel} aria-labelledby="payout-method-title">
      <h2 id="payout-method-title" className={money.sectionTitle}>
        <FormattedMessage id="payoutMethod.title" />
      </h2>
      {method ? (
        <p className={styles.lead} data-testid="payout-method-current">
          <FormattedMessage
            id={`payoutMethod.current.${method.kind}`}
            values={{
              // The masked destination names its kind ("wallet …5678"); the sentence says the kind in the page's language.
              destination: <bdi dir="ltr">{method.destination.replace(/^(IBAN|wallet)\s+/, '')}</bdi>,
              name: method.accountName,
            }}
          />
          {held ? (
            <>
              {' '}
              <FormattedMessage id="payoutMethod.heldUntil" values={{ date: formatDate(method.heldUntil, locale) }} />
            </>
          ) : null}
        </p>
      ) : (
        <p className={styles.lead}>
          <FormattedMessage id="payoutMethod.none" />
        </p>
      )}
      <p className={styles.notice}>
        <FormattedMessage id="payoutMethod.holdNotice" values={{ hours: PAYOUT_METHOD_HOLD_HOURS }} />
      </p>
      {saved ? (
        <p className={styles.success} role="status">
          <FormattedMessage id="payoutMethod.saved" values={{ hours: PAYOUT_METHOD_HOLD_HOURS }} />
        </p>
      ) : null}
      <Form
        schema={payoutMethodFormSchema}
        defaultValues={EMPTY}
        messages={MESSAGES}
        aria-label={intl.formatMessage({ id: 'payoutMethod.title' })}
        onSubmit={guard(async (values, form) => {
          setSaved(false);
          await save.mutateAsync(values);
          form.reset({ ...EMPTY, kind: values.kind });
          setSaved(true);
        })}
      >
        {(form) => (
          <div className={styles.grid}>
            <KindChoice />
            <FormTextField name="accountName" label={intl.formatMessage({ id: 'payoutMethod.accountName' })} required />
            <KindFields />
            <FormPasswordField
              name="currentPassword"
              label={intl.formatMessage({ id: 'payoutMethod.password' })}
              autoComplete="current-password"
              required
            />
            <div>
              <FormFooter
                failure={failure}
                fallback="payoutMethod.failed"
                busy={form.formState.isSubmitting}
                submit={<FormattedMessage id="payoutMethod.save" />}
              />
            </div>
          </div>
        )}
      </Form>
    </section>
  );
}
