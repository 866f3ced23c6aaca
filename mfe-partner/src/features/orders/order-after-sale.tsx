import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { formatPrice, useDisplayLocale } from '@manzil/shared';
import { approveReturn, getVendorReturns, receiveReturn, rejectReturn, vendorCancelOrder } from '@manzil/shared/vendor';
import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import {
  RETURN_RULES,
  vendorCancelInputSchema,
  type ReturnRequest,
  type UnitCondition,
  type VendorOrderDetail,
} from '@manzil/shared/contract';
import { vendorKeys } from '../vendor-api';
import { vendor_uiStyles as styles } from '../vendor-area';
import { ActionForm, useOrderFailure } from './order-actions';

/** Ids built at run time (registered with the message check). */
export const VENDOR_RETURN_STATUSES = ['requested', 'approved', 'rejected', 'escalated', 'received', 'refunded', 'closed'] as const;
export const VENDOR_RETURN_REASONS = [
  'changed_mind',
  'does_not_fit',
  'not_as_pictured',
  'damaged_in_delivery',
  'defective',
  'wrong_item',
  'missing_parts',
] as const;
export const UNIT_CONDITIONS: UnitCondition[] = ['resellable', 'not_resellable'];

const RETURNS_KEY = ['vendor', 'returns'];
const today = () => new Date().toISOString().slice(0, 10);
const pickupSchema = z.object({ pickupDate: z.iso.date({ error: 'returnsVendor.pickupRequired' }) });
const rejectSchema = z.object({ reason: z.string().trim().min(1, { error: 'returnsVendor.reasonRequired' }).max(500) });

/**
 * The vendor's after-sale part of an order (docs/returns.md): cancel its part with a reason while
 * it has not shipped, and answer this order's return requests — approve with a pickup date,
 * reject with a reason (within the 48 hours), receive with each unit's condition.
 */
export function OrderAfterSale({ order }: { order: VendorOrderDetail }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { fail, clear, alert } = useOrderFailure();
  const returns = useQuery({ queryKey: RETURNS_KEY, queryFn: getVendorReturns });
  const mine = (returns.data ?? []).filter((r) => r.orderId === order._id);
  const cancellable = order.status === 'placed' || order.status === 'confirmed';
  const refresh = async () => {
    clear();
    await client.invalidateQueries({ queryKey: RETURNS_KEY });
    await client.invalidateQueries({ queryKey: vendorKeys.order(order._id) });
  };
  return (
    <div className={styles.panel}>
      {cancellable ? (
        <ActionForm
          schema={vendorCancelInputSchema}
          defaultValues={{ reason: '' }}
          messages={{ reason: 'returnsVendor.reasonRequired' }}
          onSubmit={async (values) => {
            try {
              await vendorCancelOrder(order._id, values.reason);
              await refresh();
              await client.invalidateQueries({ queryKey: vendorKeys.orders() });
            } catch (error) {
              fail(error);
            }
          }}
          action="order.cancel"
          field={{ name: 'reason', label: intl.formatMessage({ id: 'returnsVendor.cancelReason' }) }}
          buttonClassName={styles.secondary}
        />
      ) : null}
      <h2 className={styles.subtitle}>
        <FormattedMessage id="returnsVendor.title" />
      </h2>
      {mine.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="returnsVendor.none" values={{ hours: RETURN_RULES.vendorAnswerHours }} />
        </p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'returnsVendor.title' })}>
          {mine.map((r) => (
            <ReturnItem key={r._id} request={r} onDone={refresh} onError={fail} />
          ))}
        </ul>
      )}
      {alert}
    </div>
  );
}

function ReturnItem({
  request: r,
  onDone,
  onError,
}: {
  request: ReturnRequest;
  onDone: () => Promise<void>;
  onError: (e: unknown) => void;
}) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const [conditions, setConditions] = useState<Record<string, UnitCondition[]>>(() =>
    Object.fromEntries(r.lines.map((l) => [l.lineId, Array<UnitCondition>(l.quantity).fill('resellable')])),
  );
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => onDone(),
    onError,
  });
  return (
    <li className={styles.row} data-testid="vendor-return">
      <div>
        <p>
          <span className={styles.chip}>
            <FormattedMessage id={`returnsVendor.status.${r.status}`} />
          </span>{' '}
          <FormattedMessage id={`returnsVendor.path.${r.path}`} /> · <FormattedMessage id={`returnsVendor.reason.${r.reason}`} />
        </p>
        <p className={styles.muted}>{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
        {r.note ? <p className={styles.muted}>“{r.note}”</p> : null}
        {r.photos.length ? (
          <p className={styles.actions}>
            {r.photos.map((src, i) => (
              <a key={src} href={src} target="_blank" rel="noreferrer">
                <FormattedMessage id="returnsVendor.photo" values={{ n: i + 1 }} />
              </a>
            ))}
          </p>
        ) : null}
        {r.status === 'requested' ? (
          <p className={styles.muted}>
            <FormattedMessage
              id="returnsVendor.answerBy"
              values={{ date: intl.formatDate(r.respondBy, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
          </p>
        ) : null}
        {r.pickupDate ? (
          <p>
            <FormattedMessage id="returnsVendor.pickupOn" values={{ date: r.pickupDate }} />
          </p>
        ) : null}
        {r.refund ? (
          <p data-testid="vendor-refund">
            <FormattedMessage
              id="returnsVendor.refund"
              values={{
                amount: formatPrice(r.refund.amount, locale),
                status: intl.formatMessage({ id: `returnsVendor.refundStatus.${r.refund.status}` }),
              }}
            />
          </p>
        ) : null}
      </div>
      {r.status === 'requested' ? (
        <div className={styles.actions}>
          <ActionForm
            schema={pickupSchema}
            defaultValues={{ pickupDate: today() }}
            onSubmit={(values) => act.mutate(() => approveReturn(r._id, values.pickupDate))}
            action="returnsVendor.approve"
            field={{ name: 'pickupDate', type: 'date', min: today(), label: intl.formatMessage({ id: 'returnsVendor.pickupDate' }) }}
            buttonClassName={styles.primary}
            busy={act.isPending}
          />
          <ActionForm
            schema={rejectSchema}
            defaultValues={{ reason: '' }}
            onSubmit={(values) => act.mutate(() => rejectReturn(r._id, values.reason))}
            action="returnsVendor.reject"
            field={{ name: 'reason', label: intl.formatMessage({ id: 'returnsVendor.rejectReason' }) }}
            buttonClassName={styles.secondary}
            busy={act.isPending}
          />
        </div>
      ) : null}
      {r.status === 'approved' ? (
        <form
          className={styles.actions}
          aria-label={intl.formatMessage({ id: 'returnsVendor.receive' })}
          onSubmit={(event) => {
            event.preventDefault();
            act.mutate(() =>
              receiveReturn(
                r._id,
                Object.entries(conditions).map(([lineId, list]) => ({ lineId, conditions: list })),
              ),
            );
          }}
        >
          {r.lines.map((l) =>
            conditions[l.lineId]!.map((c, unit) => (
              <label key={`${l.lineId}-${unit}`} className={styles.actions}>
                <span>
                  <FormattedMessage id="returnsVendor.unit" values={{ name: l.name, n: unit + 1 }} />
                </span>
                <select
                  className={styles.input}
                  value={c}
                  onChange={(event) =>
                    setConditions((was) => ({
                      ...was,
                      [l.lineId]: was[l.lineId]!.map((x, i) => (i === unit ? (event.target.value as UnitCondition) : x)),
                    }))
                  }
                >
                  {UNIT_CONDITIONS.map((option) => (
                    <option key={option} value={option}>
                      {intl.formatMessage({ id: `returnsVendor.condition.${option}` })}
                    </option>
                  ))}
                </select>
              </label>
            )),
          )}
          <button type="submit" className={styles.primary} disabled={act.isPending}>
            <FormattedMessage id="returnsVendor.receive" />
          </button>
        </form>
      ) : null}
    </li>
  );
}
