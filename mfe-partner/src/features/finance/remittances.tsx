import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { formatDate, useDisplayLocale } from '@manzil/shared';
import { Form, FormField, FormFailure, FormTextField } from '@manzil/shared/form';
import { remittanceInputSchema } from '@manzil/shared/contract';
import { NumberField } from '../form-fields';
import { LoadState } from '../admin';
import { Money, MoneyTable } from '../earnings';
import { adminStyles as styles } from '../admin';
import { ui } from '../vendor-area';
import { checkedBy } from './contract-check';
import { useRecordRemittance, useRemittances, useUncollectedCash } from './finance-queries';

/** The order numbers are typed as one text (commas, spaces or lines between them). */
const remittanceFormSchema = z
  .object({ courier: z.string(), remittedOn: z.string(), amount: z.number().optional(), orders: z.string() })
  .transform(({ orders, ...rest }, ctx) =>
    checkedBy(remittanceInputSchema, { ...rest, orderNumbers: orders.split(/[\s,]+/).filter(Boolean) }, ctx),
  );

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY = { courier: '', remittedOn: today(), amount: undefined, orders: '' };

const MESSAGES = {
  courier: 'finance.remit.required.courier',
  remittedOn: 'finance.remit.required.date',
  amount: 'finance.remit.required.amount',
  orderNumbers: 'finance.remit.required.orders',
};

function RemittanceForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const record = useRecordRemittance();
  return (
    <Form
      schema={remittanceFormSchema}
      defaultValues={EMPTY}
      messages={MESSAGES}
      aria-label={t('finance.remit.newTitle')}
      onSubmit={async (values, form) => {
        try {
          await record.mutateAsync(values);
          form.reset({ ...EMPTY, remittedOn: today() });
        } catch {
          // Shown under the form (record.error).
        }
      }}
    >
      {(form) => (
        <div className={styles.formStack}>
          <h3 className={styles.subheading}>
            <FormattedMessage id="finance.remit.newTitle" />
          </h3>
          <div className={styles.formGrid}>
            <FormTextField name="courier" label={t('finance.remit.courier')} required />
            <FormField name="remittedOn" label={t('finance.remit.date')} required>
              {(control) => <input className={ui.input} type="date" max={today()} {...control} />}
            </FormField>
            <NumberField name="amount" label={t('finance.remit.amount')} required />
            <FormField name="orders" label={t('finance.remit.orders')} hint={t('finance.remit.ordersHint')} required>
              {(control) => <textarea className={ui.textarea} rows={2} dir="ltr" {...control} />}
            </FormField>
          </div>
          <FormFailure error={record.error} fallback="finance.remit.failed" network="error.network" className={styles.error} />
          <div className={styles.actionsRow}>
            <button type="submit" className={styles.primaryButton} disabled={form.formState.isSubmitting}>
              <FormattedMessage id="finance.remit.record" />
            </button>
          </div>
        </div>
      )}
    </Form>
  );
}

/**
 * Cash on delivery: the cash couriers still hold (delivered, not yet remitted), the form to record
 * what a courier handed over, and every remittance with what was collected, what was handed over
 * and the difference (shown, never hidden).
 */
export function Remittances() {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const held = useUncollectedCash();
  const remittances = useRemittances();
  return (
    <div className={styles.stack}>
      <h3 className={styles.subheading}>
        <FormattedMessage id="finance.remit.held" />
      </h3>
      <LoadState query={held}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="finance.remit.heldNone" />
            </p>
          ) : (
            <MoneyTable
              label={intl.formatMessage({ id: 'finance.remit.held' })}
              className={styles.table}
              columns={[
                { heading: 'finance.col.order', cell: (c) => <bdi>{c.orderNumber}</bdi> },
                { heading: 'finance.col.shop', cell: (c) => c.shopName },
                { heading: 'finance.col.delivered', cell: (c) => formatDate(c.deliveredAt, locale) },
                { heading: 'finance.col.cash', cell: (c) => <Money value={c.cash} /> },
              ]}
              rows={list}
              rowKey={(c) => `${c.orderNumber}-${c.shopName}`}
              total={{
                heading: <FormattedMessage id="finance.total" />,
                value: <Money value={Math.round(list.reduce((s, c) => s + c.cash * 100, 0)) / 100} />,
              }}
            />
          )
        }
      </LoadState>
      <RemittanceForm />
      <h3 className={styles.subheading}>
        <FormattedMessage id="finance.remit.recorded" />
      </h3>
      <LoadState query={remittances}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="finance.remit.none" />
            </p>
          ) : (
            <MoneyTable
              label={intl.formatMessage({ id: 'finance.remit.recorded' })}
              className={styles.table}
              columns={[
                { heading: 'finance.remit.date', cell: (r) => formatDate(r.remittedOn, locale) },
                { heading: 'finance.remit.courier', cell: (r) => r.courier },
                { heading: 'finance.remit.orders', cell: (r) => <bdi>{r.orders.map((o) => o.orderNumber).join(', ')}</bdi> },
                { heading: 'finance.remit.expected', cell: (r) => <Money value={r.expected} /> },
                { heading: 'finance.remit.amount', cell: (r) => <Money value={r.amount} /> },
                {
                  heading: 'finance.remit.difference',
                  cellProps: (r) => ({ className: r.difference !== 0 ? styles.error : undefined }),
                  cell: (r) => (
                    <>
                      <Money value={r.difference} />
                      {r.difference < 0 ? (
                        <>
                          {' '}
                          <FormattedMessage id="finance.remit.short" />
                        </>
                      ) : r.difference > 0 ? (
                        <>
                          {' '}
                          <FormattedMessage id="finance.remit.over" />
                        </>
                      ) : null}
                    </>
                  ),
                },
              ]}
              rows={list}
              rowKey={(r) => r._id}
              rowTestId="remittance"
            />
          )
        }
      </LoadState>
    </div>
  );
}
