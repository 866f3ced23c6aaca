import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, useDisplayLocale, type Locale } from '@manzil/shared';
import type { VendorLedger } from '@manzil/shared/contract';
import { ledgerVendorIds } from '@manzil/shared/finance';
import { LoadState } from '../admin';
import { Money, MoneyTable, type MoneyColumn } from '../earnings';
import { adminStyles as styles } from '../admin';
import { ui } from '../vendor-area';
import { useTrialBalance, useVendorLedger } from './finance-queries';

/** A ledger's movements: date, event (its memo on hover), order, and the running pending, available and total balances. */
function ledgerColumns(locale: Locale): MoneyColumn<VendorLedger['entries'][number]>[] {
  return [
    { heading: 'finance.col.date', cell: (e) => formatDate(e.at, locale) },
    { heading: 'finance.col.event', wrap: true, cell: (e) => e.event, cellProps: (e) => ({ title: e.memo }) },
    { heading: 'finance.col.order', cell: (e) => <bdi>{e.orderNumber ?? '—'}</bdi> },
    { heading: 'finance.col.pending', cell: (e) => <Money value={e.pending} /> },
    { heading: 'finance.col.available', cell: (e) => <Money value={e.available} /> },
    { heading: 'finance.col.balance', cell: (e) => <Money value={e.balance} /> },
  ];
}

function Ledger({ vendorId }: { vendorId: string }) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const ledger = useVendorLedger(vendorId);
  return (
    <LoadState query={ledger}>
      {(data) => (
        <div className={styles.stack}>
          <h3 className={styles.subheading}>
            <FormattedMessage id="finance.ledger.title" values={{ shop: data.shopName, id: data.vendorId }} />
          </h3>
          {data.entries.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="finance.ledger.none" />
            </p>
          ) : (
            <MoneyTable
              label={intl.formatMessage({ id: 'finance.section.ledgers' })}
              className={styles.table}
              columns={ledgerColumns(locale)}
              rows={data.entries}
              rowKey={(_, i) => i}
              rowTestId="ledger-entry"
            />
          )}
        </div>
      )}
    </LoadState>
  );
}

/** Each vendor's ledger: pick a vendor that has money accounts; its movements with running balances. */
export function VendorLedgers() {
  const intl = useIntl();
  const balance = useTrialBalance();
  const [vendorId, setVendorId] = useState('');
  const selectId = useId();
  return (
    <div className={styles.stack}>
      <LoadState query={balance}>
        {(tb) => {
          const ids = ledgerVendorIds(tb);
          return ids.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="finance.ledger.noVendors" />
            </p>
          ) : (
            <div className={styles.filter}>
              <label htmlFor={selectId}>
                <FormattedMessage id="finance.ledger.vendor" />
              </label>
              <select id={selectId} className={ui.select} value={vendorId} onChange={(event) => setVendorId(event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'finance.ledger.choose' })}</option>
                {ids.map((id) => (
                  <option key={id} value={id}>
                    {intl.formatMessage({ id: 'finance.ledger.vendorOption' }, { id })}
                  </option>
                ))}
              </select>
            </div>
          );
        }}
      </LoadState>
      {vendorId ? <Ledger vendorId={vendorId} /> : null}
    </div>
  );
}
