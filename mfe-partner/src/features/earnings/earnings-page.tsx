import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner, errorSentence, formatDate, useDisplayLocale } from '@manzil/shared';
import { getVendorStatement } from '@manzil/shared/finance';
import type { EarningLine, Payout, VendorEarnings } from '@manzil/shared/contract';
import { VendorPage } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';
import money from './earnings.module.css';
import { useEarnings } from './earnings-queries';
import { Money, RuleText } from './money-text';
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
        <div className={money.scroll} role="region" aria-label={intl.formatMessage({ id: 'earnings.lines' })}>
          <table className={money.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="earnings.col.order" />
                </th>
                <th scope="col">
                  <FormattedMessage id="earnings.col.item" />
                </th>
                <th scope="col" className={money.num}>
                  <FormattedMessage id="earnings.col.gross" />
                </th>
                <th scope="col" className={money.num}>
                  <FormattedMessage id="earnings.col.commission" />
                </th>
                <th scope="col" className={money.num}>
                  <FormattedMessage id="earnings.col.net" />
                </th>
                <th scope="col">
                  <FormattedMessage id="earnings.col.state" />
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={`${line.orderNumber}-${i}`} data-testid="earning-line">
                  <td>
                    <bdi>{line.orderNumber}</bdi>
                    <span className={money.small}>{formatDate(line.orderDate, locale)}</span>
                  </td>
                  <td>
                    {line.name}
                    <span className={money.small}>
                      <FormattedMessage id="earnings.quantity" values={{ quantity: line.quantity }} />
                    </span>
                  </td>
                  <td className={money.num}>
                    <Money value={line.gross} />
                  </td>
                  <td className={money.num}>
                    <Money value={line.commission} />
                    <span className={money.small}>
                      <RuleText rule={line.rule} />
                    </span>
                  </td>
                  <td className={money.num}>
                    <Money value={line.net} />
                  </td>
                  <td>
                    <LineState line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
        <div className={money.scroll} role="region" aria-label={intl.formatMessage({ id: 'earnings.payouts' })}>
          <table className={money.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="earnings.col.date" />
                </th>
                <th scope="col" className={money.num}>
                  <FormattedMessage id="earnings.col.amount" />
                </th>
                <th scope="col">
                  <FormattedMessage id="earnings.col.method" />
                </th>
                <th scope="col">
                  <FormattedMessage id="earnings.col.status" />
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((p) => (
                <tr key={p._id} data-testid="payout">
                  <td>{formatDate(p.createdAt, locale)}</td>
                  <td className={money.num}>
                    <Money value={p.amount} />
                  </td>
                  <td>
                    <bdi dir="ltr">{p.method ?? '—'}</bdi>
                  </td>
                  <td>
                    <span className={`${money.state} ${money[`state-${p.status}`] ?? ''}`}>
                      <FormattedMessage id={`payout.status.${p.status}`} />
                    </span>
                    {p.failureReason ? <span className={money.small}>{p.failureReason}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
