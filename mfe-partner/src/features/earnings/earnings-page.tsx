import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner, errorSentence, formatDate, useDisplayLocale, type Locale } from '@manzil/shared';
import { getVendorStatement } from '@manzil/shared/finance';
import type { EarningLine, Payout, VendorEarnings } from '@manzil/shared/contract';
import { VendorPage } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';
import money from './earnings.module.css';
import { useEarnings } from './earnings-queries';
import { Money, RuleText } from './money-text';
import { MoneyTable, type MoneyColumn } from './money-table';
import { PayoutMethodSection } from './payout-method-form';

/** This month in Cairo as YYYY-MM (statements are cut by Cairo months). */
function thisMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The balances the page shows, in order (each named `earnings.balance.<id>`). */
export const BALANCES = ['pending', 'available', 'paid', 'owed'] as const;

function Balances({ earnings }: { earnings: VendorEarnings }) {
  const intl = useIntl();
  return (
    <dl className={money.figures} aria-label={intl.formatMessage({ id: 'earnings.balances' })}>
      {BALANCES.map((id) => (
        <div key={id} className={id === 'owed' ? money.owed : money.figure} data-testid={`balance-${id}`}>
          <dt>
            <FormattedMessage id={`earnings.balance.${id}`} />
          </dt>
          <dd>
            <Money value={earnings[id]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Downloads the month's CSV statement (its closing balance is what Manzil owes the shop). */
function Statement() {
  const intl = useIntl();
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setFailed(null);
    try {
      const blob = await getVendorStatement(month);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `manzil-statement-${month}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click has run.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailed(errorSentence(error, { network: 'error.network', fallback: 'earnings.statement.failed' }, intl));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={styles.panel} aria-labelledby="statement-title">
      <h2 id="statement-title" className={money.sectionTitle}>
        <FormattedMessage id="earnings.statement" />
      </h2>
      <p className={styles.lead}>
        <FormattedMessage id="earnings.statement.lead" />
      </p>
      <div className={money.row}>
        <label className={styles.label}>
          <FormattedMessage id="earnings.statement.month" />
          <input
            className={styles.input}
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(event) => setMonth(event.target.value)}
            required
          />
        </label>
        <button type="button" className={styles.primary} onClick={() => void download()} disabled={busy || !/^\d{4}-\d{2}$/.test(month)}>
          <FormattedMessage id={busy ? 'earnings.statement.busy' : 'earnings.statement.download'} />
        </button>
      </div>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      ) : null}
    </section>
  );
}

function LineState({ line }: { line: EarningLine }) {
  const locale = useDisplayLocale();
  return (
    <>
      <span className={`${money.state} ${money[`state-${line.state}`] ?? ''}`}>
        <FormattedMessage id={`earnings.state.${line.state}`} />
      </span>
      {line.availableFrom ? (
        <span className={money.small}>
          <FormattedMessage id="earnings.availableFrom" values={{ date: formatDate(line.availableFrom, locale) }} />
        </span>
      ) : null}
    </>
  );
}

/** The columns of the order lines: order and date, item and quantity, gross, commission and its rule, net, state. */
function lineColumns(locale: Locale): MoneyColumn<EarningLine>[] {
  return [
    {
      heading: 'earnings.col.order',
      cell: (line) => (
        <>
          <bdi>{line.orderNumber}</bdi>
          <span className={money.small}>{formatDate(line.orderDate, locale)}</span>
        </>
      ),
    },
    {
      heading: 'earnings.col.item',
      cell: (line) => (
        <>
          {line.name}
          <span className={money.small}>
            <FormattedMessage id="earnings.quantity" values={{ quantity: line.quantity }} />
          </span>
        </>
      ),
    },
    { heading: 'earnings.col.gross', num: true, cell: (line) => <Money value={line.gross} /> },
    {
      heading: 'earnings.col.commission',
      num: true,
      cell: (line) => (
        <>
          <Money value={line.commission} />
          <span className={money.small}>
            <RuleText rule={line.rule} />
          </span>
        </>
      ),
    },
    { heading: 'earnings.col.net', num: true, cell: (line) => <Money value={line.net} /> },
    { heading: 'earnings.col.state', cell: (line) => <LineState line={line} /> },
  ];
}

/** The columns of the payouts: date, amount, method, status (and why a payout failed). */
function payoutColumns(locale: Locale): MoneyColumn<Payout>[] {
  return [
    { heading: 'earnings.col.date', cell: (p) => formatDate(p.createdAt, locale) },
    { heading: 'earnings.col.amount', num: true, cell: (p) => <Money value={p.amount} /> },
    { heading: 'earnings.col.method', cell: (p) => <bdi dir="ltr">{p.method ?? '—'}</bdi> },
    {
      heading: 'earnings.col.status',
      cell: (p) => (
        <>
          <span className={`${money.state} ${money[`state-${p.status}`] ?? ''}`}>
            <FormattedMessage id={`payout.status.${p.status}`} />
          </span>
          {p.failureReason ? <span className={money.small}>{p.failureReason}</span> : null}
        </>
      ),
    },
  ];
}

function Lines({ lines }: { lines: EarningLine[] }) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  return (
    <section className={styles.panel} aria-labelledby="lines-title">
      <h2 id="lines-title" className={money.sectionTitle}>
        <FormattedMessage id="earnings.lines" />
      </h2>
      {lines.length === 0 ? (
        <p className={styles.lead}>
          <FormattedMessage id="earnings.lines.none" />
        </p>
      ) : (
        <MoneyTable
          label={intl.formatMessage({ id: 'earnings.lines' })}
          className={money.table}
          columns={lineColumns(locale)}
          rows={lines}
          rowKey={(line, i) => `${line.orderNumber}-${i}`}
          rowTestId="earning-line"
        />
      )}
    </section>
  );
}

function Payouts({ payouts }: { payouts: Payout[] }) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  return (
    <section className={styles.panel} aria-labelledby="payouts-title">
      <h2 id="payouts-title" className={money.sectionTitle}>
        <FormattedMessage id="earnings.payouts" />
      </h2>
      {payouts.length === 0 ? (
        <p className={styles.lead}>
          <FormattedMessage id="earnings.payouts.none" />
        </p>
      ) : (
        <MoneyTable
          label={intl.formatMessage({ id: 'earnings.payouts' })}
          className={money.table}
          columns={payoutColumns(locale)}
          rows={payouts}
          rowKey={(p) => p._id}
          rowTestId="payout"
        />
      )}
    </section>
  );
}

function Earnings() {
  const intl = useIntl();
  const earnings = useEarnings();
  if (earnings.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (earnings.isError)
    return (
      <p role="alert" className={styles.error}>
        <FormattedMessage id="earnings.loadFailed" />
      </p>
    );
  const data = earnings.data;
  return (
    <div className={money.stack}>
      <section className={styles.panel} aria-labelledby="earnings-title">
        <h1 id="earnings-title" className={styles.title}>
          <FormattedMessage id="earnings.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="earnings.lead" />
        </p>
        <Balances earnings={data} />
      </section>
      <Statement />
      <Lines lines={data.lines} />
      <Payouts payouts={data.payouts} />
      <PayoutMethodSection method={data.payoutMethod} />
    </div>
  );
}

/**
 * /vendor-earnings: what the shop has earned (docs/money.md) — pending, available, paid out and
 * owed; each order line's gross, commission (rate and the rule that set it) and net; payouts and
 * their status; the monthly CSV statement; and the payout method.
 */
export default function EarningsPage() {
  return <VendorPage>{() => <Earnings />}</VendorPage>;
}
