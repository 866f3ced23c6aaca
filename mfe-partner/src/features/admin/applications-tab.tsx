import { FormattedMessage } from 'react-intl';
import { formatDate, getRuntimeConfig, useDisplayLocale } from '@manzil/shared';
import type { VendorApplication } from '@manzil/shared/contract';
import { useApplications } from './api/use-approvals';
import { DecisionActions } from './decision-actions';
import { DecisionHistory } from './decision-history';
import { LoadState } from './load-state';
import styles from './admin.module.css';

/** A private document's address on the API (served to admins only). */
const documentUrl = (path: string) => `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

function ApplicationCard({ application: a }: { application: VendorApplication }) {
  const locale = useDisplayLocale();
  const rows: [string, string][] = [
    ['applications.legalName', a.legalName],
    ['applications.commercialRegister', a.commercialRegisterNumber],
    ['applications.taxCard', a.taxCardNumber],
    ['applications.contact', `${a.contactName} · ${a.email} · ${a.mobile}`],
    ['applications.city', a.city],
    ['applications.categories', a.categories.map((c) => c.name).join(', ')],
  ];
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          <bdi>{a.shopName}</bdi>
        </h3>
        <span className={styles.muted}>
          <FormattedMessage id="admin.submitted" values={{ date: formatDate(a.submittedAt, locale) }} />
          {a.submissions > 1 ? ` · #${a.submissions}` : null}
        </span>
      </div>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>
            <FormattedMessage id="applications.documents" />
          </dt>
          <dd className={styles.documents}>
            {a.documents.map((d) =>
              d.upload ? (
                <a key={d.kind} href={documentUrl(d.upload.path)} target="_blank" rel="noreferrer">
                  <FormattedMessage id={`applications.document.${d.kind}`} />
                </a>
              ) : (
                <span key={d.kind}>
                  <FormattedMessage id={`applications.document.${d.kind}`} /> (<FormattedMessage id="applications.document.missing" />)
                </span>
              ),
            )}
          </dd>
        </div>
      </dl>
      <DecisionActions target="applications" id={a._id} name={a.shopName} />
      <DecisionHistory objectType="application" objectId={a._id} />
    </li>
  );
}

/** Partner applications waiting for a decision, oldest first (admins only). */
export function ApplicationsTab() {
  const applications = useApplications();
  return (
    <LoadState query={applications}>
      {(list) =>
        list.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="applications.empty" />
          </p>
        ) : (
          <ul className={styles.list}>
            {list.map((a) => (
              <ApplicationCard key={a._id} application={a} />
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}
