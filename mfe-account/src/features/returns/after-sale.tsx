import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import {
  ApiError,
  cancelOrder,
  ConfirmDialog,
  escalateReturn,
  formatDate,
  formatPriceLE,
  getOrderAfterSale,
  requestReturn,
  uploadReturnPhoto,
  useDisplayLocale,
} from '@manzil/shared';
import { useZodForm } from '@manzil/shared/form';
import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import { RETURN_REASONS, RETURN_RULES, type OrderAfterSale, type ReturnReason } from '@manzil/shared/contract';
import styles from './after-sale.module.css';

/** Ids built at run time from the contract's lists (registered with the message check). */
export const REASON_IDS = Object.keys(RETURN_REASONS) as ReturnReason[];
export const RETURN_STATUS_IDS = ['requested', 'approved', 'rejected', 'escalated', 'received', 'refunded', 'closed'] as const;
export const VERDICT_IDS = ['open', 'not_delivered', 'window_closed', 'made_to_order'] as const;
export const REFUND_STATUS_IDS = ['pending', 'succeeded', 'failed'] as const;
export const REFUND_METHOD_IDS = ['void', 'card_refund', 'transfer', 'none'] as const;
export const PATH_IDS = ['change_of_mind', 'defect'] as const;

type Part = OrderAfterSale['parts'][number];

const returnFormSchema = z.object({
  reason: z.enum(REASON_IDS as [ReturnReason, ...ReturnReason[]], { error: 'returns.form.reasonRequired' }),
  quantities: z.record(z.string(), z.coerce.number().int().min(0)),
  note: z.string().max(1000),
  refundKind: z.enum(['wallet', 'bank']),
  accountName: z.string().max(120),
  accountNumber: z.string().max(40),
});
type ReturnFormValues = z.input<typeof returnFormSchema>;

const errorOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * The after-sale part of an order in the account (docs/returns.md): cancel the order or a shop's
 * part while it has not shipped; ask for a return of delivered items (which paths are open and
 * why, from the same rules the API applies); each return's step and each refund's status.
 */
export function AfterSale({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const client = useQueryClient();
  const key = ['after-sale', orderId];
  const { data, isPending, error } = useQuery({ queryKey: key, queryFn: () => getOrderAfterSale(orderId) });
  const [cancelling, setCancelling] = useState<{ vendorId?: string } | null>(null);
  const [returning, setReturning] = useState<Part | null>(null);
  const refresh = (next?: OrderAfterSale) => {
    if (next) client.setQueryData(key, next);
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: ['orders'] });
  };
  const cancel = useMutation({ mutationFn: (vendorId?: string) => cancelOrder(orderId, vendorId), onSuccess: (next) => refresh(next) });
  const escalate = useMutation({ mutationFn: (returnId: string) => escalateReturn(orderId, returnId), onSuccess: () => refresh() });

  if (isPending)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="returns.loading" />
      </p>
    );
  if (error || !data) return <p role="alert">{errorOf(error)}</p>;
  const cancellable = data.parts.filter((p) => p.cancellable);
  const wholeCancellable = cancellable.length > 0 && cancellable.length === data.parts.filter((p) => p.status !== 'cancelled').length;

  return (
    <section className={styles.panel} aria-label={intl.formatMessage({ id: 'returns.panel' })}>
      {wholeCancellable && data.parts.length > 1 ? (
        <button type="button" className={styles.danger} onClick={() => setCancelling({})}>
          <FormattedMessage id="returns.cancelOrder" />
        </button>
      ) : null}
      {data.parts.map((part) => (
        <div key={part.vendorId} className={styles.part}>
          <p className={styles.partHead}>
            <strong>
              <bdi>{part.shopName}</bdi>
            </strong>{' '}
            <span className={styles.muted}>
              <FormattedMessage id={`account.orders.status.${part.status}`} defaultMessage={part.status} />
              {part.deliveredAt ? (
                <>
                  {' '}
                  · <FormattedMessage id="returns.deliveredOn" values={{ date: formatDate(part.deliveredAt, locale) }} />
                </>
              ) : null}
            </span>
          </p>
          <div className={styles.actions}>
            {part.cancellable ? (
              <button
                type="button"
                className={styles.danger}
                onClick={() => setCancelling(data.parts.length > 1 ? { vendorId: part.vendorId } : {})}
              >
                <FormattedMessage id={data.parts.length > 1 ? 'returns.cancelPart' : 'returns.cancelOrder'} />
              </button>
            ) : null}
            {part.lines.some((l) => l.returnable > 0 && (l.paths.change_of_mind === 'open' || l.paths.defect === 'open')) ? (
              <button type="button" className={styles.button} onClick={() => setReturning(part)}>
                <FormattedMessage id="returns.returnItem" />
              </button>
            ) : null}
          </div>
          <ul className={styles.paths}>
            {part.status === 'delivered'
              ? part.lines.map((l) => (
                  <li key={l.lineId}>
                    <bdi>{l.name}</bdi>
                    {l.madeToOrder ? (
                      <span className={styles.badge}>
                        <FormattedMessage id="returns.madeToOrder" />
                      </span>
                    ) : null}
                    : <FormattedMessage id="returns.path.change_of_mind" /> —{' '}
                    <FormattedMessage id={`returns.verdict.${l.paths.change_of_mind}`} values={{ days: RETURN_RULES.changeOfMindDays }} />;{' '}
                    <FormattedMessage id="returns.path.defect" /> —{' '}
                    <FormattedMessage id={`returns.verdict.${l.paths.defect}`} values={{ days: RETURN_RULES.defectDays }} />
                  </li>
                ))
              : null}
          </ul>
          {returning?.vendorId === part.vendorId ? (
            <ReturnForm
              orderId={orderId}
              part={part}
              cashOnDelivery={data.paymentMethod === 'cash-on-delivery'}
              onDone={() => {
                setReturning(null);
                refresh();
              }}
              onCancel={() => setReturning(null)}
            />
          ) : null}
        </div>
      ))}
      {cancel.error ? <p role="alert">{errorOf(cancel.error)}</p> : null}

      {data.returns.length ? (
        <>
          <h4 className={styles.subhead}>
            <FormattedMessage id="returns.requests" />
          </h4>
          <ul className={styles.list}>
            {data.returns.map((r) => {
              const overdue = r.status === 'requested' && new Date(r.respondBy).getTime() < Date.now();
              return (
                <li key={r._id} className={styles.request} data-testid="return-request">
                  <p>
                    <strong>
                      <FormattedMessage id={`returns.status.${r.status}`} />
                    </strong>{' '}
                    · <bdi>{r.shopName}</bdi> · <FormattedMessage id={`returns.path.${r.path}`} /> ·{' '}
                    <FormattedMessage id={`returns.reason.${r.reason}`} />
                  </p>
                  <p className={styles.muted}>{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
                  {r.pickupDate ? (
                    <p>
                      <FormattedMessage id="returns.pickup" values={{ date: formatDate(r.pickupDate, locale) }} />
                    </p>
                  ) : null}
                  {r.rejectReason ? (
                    <p>
                      <FormattedMessage id="returns.rejectedBecause" values={{ reason: r.rejectReason }} />
                    </p>
                  ) : null}
                  {r.decisionNote ? (
                    <p>
                      <FormattedMessage id="returns.supportNote" values={{ note: r.decisionNote }} />
                    </p>
                  ) : null}
                  {r.refund ? (
                    <p data-testid="refund-status">
                      <FormattedMessage
                        id="returns.refundLine"
                        values={{
                          amount: formatPriceLE(r.refund.amount, locale),
                          status: intl.formatMessage({ id: `returns.refund.status.${r.refund.status}` }),
                          method: intl.formatMessage({ id: `returns.refund.method.${r.refund.method}` }),
                        }}
                      />
                    </p>
                  ) : null}
                  {(r.status === 'rejected' || overdue) && !r.decisionNote ? (
                    <button type="button" className={styles.button} onClick={() => escalate.mutate(r._id)} disabled={escalate.isPending}>
                      <FormattedMessage id="returns.escalate" values={{ hours: RETURN_RULES.vendorAnswerHours }} />
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {escalate.error ? <p role="alert">{errorOf(escalate.error)}</p> : null}

      {data.refunds.filter((f) => f.kind === 'cancellation').length ? (
        <>
          <h4 className={styles.subhead}>
            <FormattedMessage id="returns.refunds" />
          </h4>
          <ul className={styles.list}>
            {data.refunds
              .filter((f) => f.kind === 'cancellation')
              .map((f) => (
                <li key={f._id} data-testid="refund-status">
                  <FormattedMessage
                    id="returns.refundLine"
                    values={{
                      amount: formatPriceLE(f.amount, locale),
                      status: intl.formatMessage({ id: `returns.refund.status.${f.status}` }),
                      method: intl.formatMessage({ id: `returns.refund.method.${f.method}` }),
                    }}
                  />
                </li>
              ))}
          </ul>
        </>
      ) : null}

      <ConfirmDialog
        open={cancelling !== null}
        title={intl.formatMessage({ id: cancelling?.vendorId ? 'returns.cancelPart' : 'returns.cancelOrder' })}
        message={intl.formatMessage({ id: 'returns.cancelConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'returns.keep' })}
        confirmLabel={intl.formatMessage({ id: 'returns.confirmCancel' })}
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const target = cancelling;
          setCancelling(null);
          cancel.mutate(target?.vendorId);
        }}
      />
    </section>
  );
}

/** The "Return an item" form of one shop's delivered items. */
function ReturnForm({
  orderId,
  part,
  cashOnDelivery,
  onDone,
  onCancel,
}: {
  orderId: string;
  part: Part;
  cashOnDelivery: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = part.lines.filter((l) => l.returnable > 0);
  const form = useZodForm(returnFormSchema, {
    reason: undefined,
    quantities: Object.fromEntries(lines.map((l) => [l.lineId, lines.length === 1 ? 1 : 0])),
    note: '',
    refundKind: 'wallet',
    accountName: '',
    accountNumber: '',
  } as unknown as ReturnFormValues);
  const [photos, setPhotos] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reason = form.watch('reason') as ReturnReason | undefined;
  const refundKind = form.watch('refundKind');
  const path = reason ? RETURN_REASONS[reason] : null;
  const offered = (r: ReturnReason) => lines.some((l) => l.paths[RETURN_REASONS[r]] === 'open');
  const submit = useMutation({
    mutationFn: (values: z.output<typeof returnFormSchema>) =>
      requestReturn(orderId, {
        lines: Object.entries(values.quantities)
          .filter(([, q]) => q > 0)
          .map(([lineId, quantity]) => ({ lineId, quantity })),
        reason: values.reason,
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
        photos: photos.map((p) => p.id),
        ...(cashOnDelivery
          ? {
              refundTo:
                values.refundKind === 'bank'
                  ? { kind: 'bank' as const, accountName: values.accountName, iban: values.accountNumber }
                  : { kind: 'wallet' as const, accountName: values.accountName, walletNumber: values.accountNumber },
            }
          : {}),
      }),
    onSuccess: onDone,
    onError: (error) => setFailure(errorOf(error)),
  });

  async function addPhotos(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    setFailure(null);
    try {
      for (const file of Array.from(files).slice(0, 6 - photos.length)) photos.push({ id: await uploadReturnPhoto(file), name: file.name });
      setPhotos([...photos]);
    } catch (error) {
      setFailure(errorOf(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={t('returns.form.title')}
      noValidate
      onSubmit={form.handleSubmit(
        (values) => submit.mutate(values),
        () => setFailure(t('returns.form.reasonRequired')),
      )}
    >
      <h4 className={styles.subhead}>
        <FormattedMessage id="returns.form.title" />
      </h4>
      <p className={styles.muted}>
        <FormattedMessage
          id="returns.form.rules"
          values={{
            mind: RETURN_RULES.changeOfMindDays,
            defect: RETURN_RULES.defectDays,
            hours: RETURN_RULES.vendorAnswerHours,
            refund: RETURN_RULES.refundDays,
          }}
        />
      </p>
      <label className={styles.field}>
        <span>
          <FormattedMessage id="returns.form.reason" />
        </span>
        <select {...form.register('reason')} defaultValue="">
          <option value="" disabled>
            {t('returns.form.pickReason')}
          </option>
          {PATH_IDS.map((p) => (
            <optgroup key={p} label={t(`returns.path.${p}`)}>
              {REASON_IDS.filter((r) => RETURN_REASONS[r] === p).map((r) => (
                <option key={r} value={r} disabled={!offered(r)}>
                  {t(`returns.reason.${r}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {path ? (
        <p className={styles.muted} data-testid="path-explained">
          <FormattedMessage
            id={path === 'defect' ? 'returns.form.defectPath' : 'returns.form.mindPath'}
            values={{ days: path === 'defect' ? RETURN_RULES.defectDays : RETURN_RULES.changeOfMindDays }}
          />
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>
          <FormattedMessage id="returns.form.items" />
        </legend>
        {lines.map((l) => (
          <label key={l.lineId} className={styles.line}>
            <bdi>{l.name}</bdi>
            <input
              type="number"
              min={0}
              max={l.returnable}
              {...form.register(`quantities.${l.lineId}`)}
              aria-label={t('returns.form.quantityOf', { name: l.name })}
            />
            <span className={styles.muted}>
              <FormattedMessage id="returns.form.ofUnits" values={{ count: l.returnable }} />
            </span>
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>
          <FormattedMessage id="returns.form.note" />
        </span>
        <textarea rows={3} {...form.register('note')} />
      </label>
      <label className={styles.field}>
        <span>
          <FormattedMessage id="returns.form.photos" />
        </span>
        <input
          type="file"
          accept="image/jpeg,image/png"
          multiple
          onChange={(e) => void addPhotos(e.target.files)}
          disabled={uploading || photos.length >= 6}
        />
      </label>
      {photos.length ? (
        <p className={styles.muted} data-testid="photos">
          <FormattedMessage id="returns.form.photosAdded" values={{ count: photos.length }} />
        </p>
      ) : null}
      {cashOnDelivery ? (
        <fieldset className={styles.fieldset}>
          <legend>
            <FormattedMessage id="returns.form.refundTo" />
          </legend>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="returns.form.refundKind" />
            </span>
            <select {...form.register('refundKind')}>
              <option value="wallet">{t('returns.form.wallet')}</option>
              <option value="bank">{t('returns.form.bank')}</option>
            </select>
          </label>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="returns.form.accountName" />
            </span>
            <input {...form.register('accountName')} autoComplete="name" />
          </label>
          <label className={styles.field}>
            <span>
              <FormattedMessage id={refundKind === 'bank' ? 'returns.form.iban' : 'returns.form.walletNumber'} />
            </span>
            <input {...form.register('accountNumber')} inputMode={refundKind === 'bank' ? 'text' : 'tel'} dir="ltr" />
          </label>
        </fieldset>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={submit.isPending || uploading}>
          <FormattedMessage id="returns.form.send" />
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          <FormattedMessage id="returns.keep" />
        </button>
      </div>
    </form>
  );
}
