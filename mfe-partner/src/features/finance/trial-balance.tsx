import { FormattedMessage, useIntl } from 'react-intl';
import type { TrialBalance as TrialBalanceData } from '@manzil/shared/contract';
import { LoadState } from '../admin';
import { Money, MoneyTable, type MoneyColumn } from '../earnings';
import { adminStyles as styles } from '../admin';
import { useTrialBalance } from './finance-queries';

type Account = TrialBalanceData['accounts'][number];

/** Each account: its code and name, kind, debits, credits and balance. */
const TRIAL_BALANCE_COLUMNS: MoneyColumn<Account>[] = [
  {
    heading: 'finance.col.account',
    wrap: true,
    cell: (a) => (
      <>
        <bdi dir="ltr">{a.code}</bdi>
        <br />
        <span className={styles.muted}>{a.name}</span>
      </>
    ),
  },
  { heading: 'finance.col.kind', cell: (a) => a.kind },
  { heading: 'finance.col.debit', num: true, cell: (a) => <Money value={a.debit} /> },
  { heading: 'finance.col.credit', num: true, cell: (a) => <Money value={a.credit} /> },
  { heading: 'finance.col.balance', num: true, cell: (a) => <Money value={a.balance} /> },
];

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
              values={{ total: <Money key="total" value={tb.total} /> }}
            />
          </p>
          <MoneyTable
            label={intl.formatMessage({ id: 'finance.section.trialBalance' })}
            className={styles.table}
            columns={TRIAL_BALANCE_COLUMNS}
            rows={tb.accounts}
            rowKey={(a) => a.code}
            rowTestId="tb-account"
            total={{ heading: <FormattedMessage id="finance.tb.sum" />, value: <Money value={tb.total} />, testId: 'trial-balance-total' }}
          />
        </div>
      )}
    </LoadState>
  );
}
