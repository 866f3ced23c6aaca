import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@manzil/shared';
import { useMarkRead, useNotifications } from '../vendor-api';
import { VendorPage } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';
import { NotificationText } from './notification-text';

function Notifications() {
  const intl = useIntl();
  const list = useNotifications();
  const markRead = useMarkRead();
  return (
    <section className={styles.panel} aria-labelledby="notifications-title">
      <div className={styles.actions}>
        <h1 id="notifications-title" className={styles.title}>
          <FormattedMessage id="notifications.title" />
        </h1>
        {list.data && list.data.unread > 0 ? (
          <button type="button" className={styles.secondary} onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
            <FormattedMessage id="notifications.markAll" />
          </button>
        ) : null}
      </div>
      {list.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {list.data && list.data.notifications.length === 0 ? (
        <p className={styles.lead}>
          <FormattedMessage id="notifications.none" />
        </p>
      ) : null}
      {list.data ? (
        <ul className={styles.list}>
          {list.data.notifications.map((n) => (
            <li key={n._id} className={styles.row} data-unread={!n.read || undefined}>
              <span>
                {!n.read ? (
                  <span className={styles.pending}>
                    <FormattedMessage id="notifications.new" />
                  </span>
                ) : null}{' '}
                <NotificationText notification={n} />
              </span>
              <span className={styles.actions}>
                <span className={styles.muted}>
                  <FormattedDate value={n.createdAt} dateStyle="medium" timeStyle="short" />
                </span>
                {!n.read ? (
                  <button type="button" className={styles.secondary} onClick={() => markRead.mutate([n._id])}>
                    <FormattedMessage id="notifications.markRead" />
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /notifications: new orders, low stock, and the admins' decisions; the navigation's badge counts the unread ones. */
export default function NotificationsPage() {
  return <VendorPage allowUnapproved>{() => <Notifications />}</VendorPage>;
}
