import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, useDisplayLocale } from '@manzil/shared';
import { ledgerVendorIds } from '@manzil/shared/finance';
import { LoadState } from '../admin';
import { Money } from '../earnings';
import { adminStyles as styles } from '../admin';
import { ui } from '../vendor-area';
import finance from './finance.module.css';
import { useTrialBalance, useVendorLedger } from './finance-queries';

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
            <div className={styles.tableWrap} role="region" aria-label={intl.formatMessage({ id: 'finance.section.ledgers' })}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="finance.col.date" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.event" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.order" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.pending" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.available" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="finance.col.balance" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((e, i) => (
                    <tr key={i} data-testid="ledger-entry">
                      <td>{formatDate(e.at, locale)}</td>
                      <td className={finance.wrap} title={e.memo}>
                        {e.event}
                      </td>
                      <td>
                        <bdi>{e.orderNumber ?? '—'}</bdi>
                      </td>
                      <td>
                        <Money value={e.pending} />
                      </td>
                      <td>
                        <Money value={e.available} />
                      </td>
                      <td>
                        <Money value={e.balance} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
