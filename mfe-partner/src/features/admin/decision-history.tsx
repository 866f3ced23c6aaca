import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, useDisplayLocale } from '@manzil/shared';
import type { AuditObjectType } from '@manzil/shared/contract';
import { useAuditTrail } from './api/use-audit';
import styles from './admin.module.css';

/**
 * The verbs of the audit log's actions (`<object>.<verb>`: application.approve, staff.create,
 * staff.one-time-password…); each names its text `admin.action.<verb>`, any other shows as recorded.
 */
export const AUDIT_VERBS = ['approve', 'reject', 'create', 'update', 'activate', 'deactivate', 'one-time-password'] as const;

/** The actions worded as a whole rather than by their verb (`admin.action.<action>`). */
export const AUDIT_ACTIONS = ['promo-code.create', 'promo-code.expire'] as const;

const ROLE_IDS: Record<string, string> = {
  admin: 'admin.role.admin',
  catalog_moderator: 'admin.role.catalog_moderator',
  support: 'admin.role.support',
};

/** Every decision on one object — who, what, when and why, shown on the object itself. */
export function DecisionHistory({ objectType, objectId }: { objectType: AuditObjectType; objectId: string }) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const history = useAuditTrail(objectType, objectId);
  const entries = history.data ?? [];
  return (
    <details className={styles.history}>
      <summary>
        <FormattedMessage id="admin.history" />
        {history.data ? ` (${entries.length})` : null}
      </summary>
      {entries.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="admin.history.empty" />
        </p>
      ) : (
        <ol className={styles.historyList}>
          {entries.map((entry) => {
            // The full action's own words when it has them (promo-code.create), else the verb's.
            const verb = entry.action.slice(entry.action.indexOf('.') + 1);
            const actionId = intl.messages[`admin.action.${entry.action}`] !== undefined ? entry.action : verb;
            return (
              <li key={entry._id}>
                <FormattedMessage
                  id="admin.history.entry"
                  values={{
                    action: intl.formatMessage({ id: `admin.action.${actionId}`, defaultMessage: entry.action }),
                    email: entry.actor.email,
                    role: ROLE_IDS[entry.actor.role] ? intl.formatMessage({ id: ROLE_IDS[entry.actor.role] }) : entry.actor.role,
                    date: `${formatDate(entry.createdAt, locale)} ${intl.formatTime(entry.createdAt, { hour: '2-digit', minute: '2-digit', hour12: false })}`,
                  }}
                />
                {entry.reason ? (
                  <span className={styles.reason}>
                    {' — '}
                    <FormattedMessage id="admin.history.reason" values={{ reason: entry.reason }} />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
