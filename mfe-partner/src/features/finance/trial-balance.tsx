import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../admin';
import { Money } from '../earnings';
import { adminStyles as styles } from '../admin';
import finance from './finance.module.css';
import { useTrialBalance } from './finance-queries';

/** The trial balance: every account's debits, credits and balance, and their sum, which must be zero. */
export function TrialBalance() {
  const intl = useIntl();
  const balance = useTrialBalance();
  return (
    <LoadState query={balance}>
      {(tb) => (
        <div className={styles.stack}>
          <p className={tb.total === 0 ? styles.success : styles.error} role="status" data-testid="trial-balance-check">
            <FormattedMessage
              id={tb.total === 0 ? 'finance.tb.balanced' : 'finance.tb.unbalanced'}
              values={{ total: <Money value={tb.total} /> }}
            />
          </p>
          <div className={styles.tableWrap} role="region" aria-label={intl.formatMessage({ id: 'finance.section.trialBalance' })}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="finance.col.account" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="finance.col.kind" />
                  </th>
                  <th scope="col" className={finance.num}>
                    <FormattedMessage id="finance.col.debit" />
                  </th>
                  <th scope="col" className={finance.num}>
                    <FormattedMessage id="finance.col.credit" />
                  </th>
                  <th scope="col" className={finance.num}>
                    <FormattedMessage id="finance.col.balance" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {tb.accounts.map((a) => (
                  <tr key={a.code} data-testid="tb-account">
                    <td className={finance.wrap}>
                      <bdi dir="ltr">{a.code}</bdi>
                      <br />
                      <span className={styles.muted}>{a.name}</span>
                    </td>
                    <td>{a.kind}</td>
                    <td className={finance.num}>
                      <Money value={a.debit} />
                    </td>
                    <td className={finance.num}>
                      <Money value={a.credit} />
                    </td>
                    <td className={finance.num}>
                      <Money value={a.balance} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4}>
                    <FormattedMessage id="finance.tb.sum" />
                  </th>
                  <td data-testid="trial-balance-total" className={finance.num}>
                    <Money value={tb.total} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </LoadState>
  );
}
