import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { formatDate, useDisplayLocale } from '@manzil/shared';
import { Form, FormField, FormFailure, FormTextField } from '@manzil/shared/form';
import { remittanceInputSchema } from '@manzil/shared/contract';
import { NumberField } from '../form-fields';
import { LoadState } from '../admin';
import { Money } from '../earnings';
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
            <div className={styles.tableWrap} role="region" aria-label={intl.formatMessage({ id: 'finance.remit.held' })}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="finance.col.order" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.shop" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.delivered" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.cash" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((c) => (
                    <tr key={`${c.orderNumber}-${c.shopName}`}>
                      <td>
                        <bdi>{c.orderNumber}</bdi>
                      </td>
                      <td>{c.shopName}</td>
                      <td>{formatDate(c.deliveredAt, locale)}</td>
                      <td>
                        <Money value={c.cash} />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      <FormattedMessage id="finance.total" />
                    </th>
                    <td>
                      <Money value={Math.round(list.reduce((s, c) => s + c.cash * 100, 0)) / 100} />
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
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
            <div className={styles.tableWrap} role="region" aria-label={intl.formatMessage({ id: 'finance.remit.recorded' })}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="finance.remit.date" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.remit.courier" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.remit.orders" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.remit.expected" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.remit.amount" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.remit.difference" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((r) => (
                    <tr key={r._id} data-testid="remittance">
                      <td>{formatDate(r.remittedOn, locale)}</td>
                      <td>{r.courier}</td>
                      <td>
                        <bdi>{r.orders.map((o) => o.orderNumber).join(', ')}</bdi>
                      </td>
                      <td>
                        <Money value={r.expected} />
                      </td>
                      <td>
                        <Money value={r.amount} />
                      </td>
                      <td className={r.difference !== 0 ? styles.error : undefined}>
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
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </div>
  );
}
