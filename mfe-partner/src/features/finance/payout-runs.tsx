import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, formatDate, formatPriceLE, useDisplayLocale } from '@manzil/shared';
import { FormFailure } from '@manzil/shared/form';
import type { PayoutRun } from '@manzil/shared/contract';
import { LoadState } from '../admin';
import { Money, MoneyTable, type MoneyColumn } from '../earnings';
import { adminStyles as styles } from '../admin';
import { useApprovePayoutRun, useCheckPayoutRun, usePayoutRuns, useStartPayoutRun } from './finance-queries';

/** A run's payouts: shop, amount, method, status (and why one failed). */
const RUN_PAYOUT_COLUMNS: MoneyColumn<PayoutRun['payouts'][number]>[] = [
  { heading: 'finance.col.shop', cell: (p) => p.shopName },
  { heading: 'finance.col.amount', cell: (p) => <Money value={p.amount} /> },
  { heading: 'finance.col.method', cell: (p) => <bdi dir="ltr">{p.method ?? '—'}</bdi> },
  {
    heading: 'finance.col.status',
    cell: (p) => (
      <>
        <FormattedMessage id={`payout.status.${p.status}`} />
        {p.failureReason ? <span className={styles.muted}> — {p.failureReason}</span> : null}
      </>
    ),
  },
];

function Run({ run }: { run: PayoutRun }) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const approve = useApprovePayoutRun();
  const check = useCheckPayoutRun();
  const [confirming, setConfirming] = useState(false);
  const queued = run.payouts.filter((p) => p.status === 'queued');
  return (
    <li className={styles.item} data-testid="payout-run">
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          <FormattedMessage id="finance.run.title" values={{ id: run._id, date: formatDate(run.createdAt, locale) }} />
        </h3>
        <span className={styles.status}>
          <FormattedMessage id={`finance.run.status.${run.status}`} />
        </span>
      </div>
      <p className={styles.muted}>
        <FormattedMessage
          id="finance.run.summary"
          values={{ count: run.payouts.length, total: formatPriceLE(run.total, locale), minimum: formatPriceLE(run.minimum, locale) }}
        />
      </p>
      {run.payouts.length > 0 ? (
        <MoneyTable
          label={intl.formatMessage({ id: 'finance.run.payouts' }, { id: run._id })}
          className={styles.table}
          columns={RUN_PAYOUT_COLUMNS}
          rows={run.payouts}
          rowKey={(p) => p._id}
          rowTestId="run-payout"
        />
      ) : null}
      {run.status === 'preview' ? (
        <div className={styles.actionsRow}>
          <button
            type="button"
            className={styles.approve}
            disabled={approve.isPending || queued.length === 0}
            onClick={() => setConfirming(true)}
          >
            <FormattedMessage id="finance.run.approve" />
          </button>
          <FormFailure error={approve.error} fallback="finance.run.approveFailed" network="error.network" className={styles.error} />
        </div>
      ) : null}
      {run.payouts.some((p) => p.status === 'sent') ? (
        <div className={styles.actionsRow}>
          <span className={styles.muted}>
            <FormattedMessage id="finance.run.inFlight" />
          </span>
          <button type="button" className={styles.secondary} disabled={check.isPending} onClick={() => check.mutate(run._id)}>
            <FormattedMessage id="finance.run.check" />
          </button>
          <FormFailure error={check.error} fallback="finance.run.checkFailed" network="error.network" className={styles.error} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'finance.run.approveTitle' }, { id: run._id })}
        message={intl.formatMessage(
          { id: 'finance.run.approveMessage' },
          { count: queued.length, total: formatPriceLE(queued.reduce((s, p) => s + Math.round(p.amount * 100), 0) / 100, locale) },
        )}
        cancelLabel={intl.formatMessage({ id: 'admin.cancel' })}
        confirmLabel={intl.formatMessage({ id: 'finance.run.approve' })}
        busy={approve.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => approve.mutate(run._id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}

/**
 * Payout runs: preview a run now (every vendor whose available balance reaches the minimum;
 * held when its payout method changed less than 72 hours ago), approve it (its payouts are sent),
 * and each run's payouts with their status.
 */
export function PayoutRuns() {
  const intl = useIntl();
  const runs = usePayoutRuns();
  const start = useStartPayoutRun();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        <FormattedMessage id="finance.runs.lead" />
      </p>
      <div className={styles.actionsRow}>
        <button type="button" className={styles.primaryButton} disabled={start.isPending} onClick={() => start.mutate()}>
          <FormattedMessage id="finance.runs.start" />
        </button>
        <FormFailure error={start.error} fallback="finance.runs.startFailed" network="error.network" className={styles.error} />
      </div>
      <LoadState query={runs}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="finance.runs.none" />
            </p>
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'finance.section.runs' })}>
              {list.map((run) => (
                <Run key={run._id} run={run} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </div>
  );
}
