import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@manzil/shared/router';
import { adminStyles as styles } from '../admin';
import { CommissionRules } from './commission-rules';
import { VendorLedgers } from './ledgers';
import { PayoutRuns } from './payout-runs';
import { Remittances } from './remittances';
import { TrialBalance } from './trial-balance';

/** The finance tab's sections (each named `finance.section.<value>`). */
export const FINANCE_SECTIONS: { value: string; Panel: ComponentType }[] = [
  { value: 'rules', Panel: CommissionRules },
  { value: 'remittances', Panel: Remittances },
  { value: 'runs', Panel: PayoutRuns },
  { value: 'ledgers', Panel: VendorLedgers },
  { value: 'trialBalance', Panel: TrialBalance },
];

/**
 * The admin panel's money (finance staff and admins; the API refuses everyone else): commission
 * rules, cash-on-delivery remittances, payout runs, each vendor's ledger and the trial balance,
 * as Radix Tabs inside the panel's Finance tab.
 */
export function FinanceTab() {
  const intl = useIntl();
  // Kept in the address (`&section=`) like the panel's own tab: a reload, a change of language or
  // a shared link keeps the section.
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const current = FINANCE_SECTIONS.some((s) => s.value === asked) ? asked! : FINANCE_SECTIONS[0]!.value;
  return (
    <Tabs.Root
      value={current}
      onValueChange={(value) =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set('section', value);
            return next;
          },
          { replace: true },
        )
      }
      className={styles.tabs}
    >
      <Tabs.List aria-label={intl.formatMessage({ id: 'finance.sections' })} className={styles.tabList}>
        {FINANCE_SECTIONS.map((s) => (
          <Tabs.Trigger key={s.value} value={s.value} className={styles.tab}>
            <FormattedMessage id={`finance.section.${s.value}`} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FINANCE_SECTIONS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className={styles.section}>
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
