import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { errorText, formatDate, useDisplayLocale } from '@manzil/shared';
import { decideReturn, getSupportQueue } from '@manzil/shared/admin';
import { Form, FormTextField } from '@manzil/shared/form';
import { useQuery, useQueryClient } from '@manzil/shared/query';
import type { ReturnRequest } from '@manzil/shared/contract';
import styles from './admin.module.css';

const decisionSchema = z.object({
  note: z.string().trim().min(1, { error: 'supportReturns.noteRequired' }).max(1000),
  pickupDate: z.union([z.literal(''), z.iso.date()]),
});

/**
 * Support's queue (docs/returns.md): return requests a shopper escalated — a disputed rejection —
 * or the vendor left unanswered past 48 hours. Support accepts (with a pickup date, or without one
 * for a defect: refunded at once) or refuses; the decision is final and kept in the audit log.
 */
export function ReturnsTab() {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const client = useQueryClient();
  const queue = useQuery({ queryKey: ['admin', 'returns', 'queue'], queryFn: getSupportQueue });
  const [failure, setFailure] = useState<string | null>(null);
  const decide = async (r: ReturnRequest, decision: 'accept' | 'refuse', values: z.output<typeof decisionSchema>) => {
    setFailure(null);
    try {
      await decideReturn(r._id, { decision, note: values.note, ...(values.pickupDate ? { pickupDate: values.pickupDate } : {}) });
      await client.invalidateQueries({ queryKey: ['admin', 'returns', 'queue'] });
    } catch (error) {
      const text = errorText(error, { network: 'error.network', fallback: 'supportReturns.failed' });
      setFailure('text' in text ? text.text : intl.formatMessage({ id: text.id }));
    }
  };
  if (queue.isPending)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="supportReturns.loading" />
      </p>
    );
  const list = queue.data ?? [];
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        <FormattedMessage id="supportReturns.lead" />
      </p>
      {list.length === 0 ? (
        <p>
          <FormattedMessage id="supportReturns.empty" />
        </p>
      ) : (
        <ul className={styles.list}>
          {list.map((r) => (
            <li key={r._id} data-testid="support-return">
              <p>
                <strong>{r.orderNumber}</strong> · <bdi>{r.shopName}</bdi> · <FormattedMessage id={`supportReturns.path.${r.path}`} /> ·{' '}
                {formatDate(r.createdAt, locale)}
              </p>
              <p className={styles.muted}>{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
              {r.note ? <p className={styles.muted}>“{r.note}”</p> : null}
              {r.rejectReason ? (
                <p>
                  <FormattedMessage id="supportReturns.vendorRejected" values={{ reason: r.rejectReason }} />
                </p>
              ) : (
                <p>
                  <FormattedMessage id="supportReturns.unanswered" />
                </p>
              )}
              {r.photos.map((src, i) => (
                <a key={src} href={src} target="_blank" rel="noreferrer">
                  <FormattedMessage id="supportReturns.photo" values={{ n: i + 1 }} />{' '}
                </a>
              ))}
              <Form
                schema={decisionSchema}
                defaultValues={{ note: '', pickupDate: '' }}
                onSubmit={() => undefined}
                aria-label={intl.formatMessage({ id: 'supportReturns.decide' })}
              >
                {(form) => (
                  <div className={styles.stack}>
                    <FormTextField name="note" label={intl.formatMessage({ id: 'supportReturns.note' })} required />
                    <FormTextField name="pickupDate" type="date" label={intl.formatMessage({ id: 'supportReturns.pickupDate' })} />
                    <div className={styles.stack}>
                      <button type="button" className={styles.primary} onClick={form.handleSubmit((v) => decide(r, 'accept', v))}>
                        <FormattedMessage id="supportReturns.accept" />
                      </button>
                      <button type="button" onClick={form.handleSubmit((v) => decide(r, 'refuse', v))}>
                        <FormattedMessage id="supportReturns.refuse" />
                      </button>
                    </div>
                  </div>
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
