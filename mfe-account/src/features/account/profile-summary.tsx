import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ApiError, formatDate, sessionStore, Spinner, type UserProfile } from '@manzil/shared';
import { useProfile } from './api/get-profile';
import styles from './account.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; profile: UserProfile };

/** The shopper's profile from GET /api/getUser. A 401 means the stored session is stale: sign out here. */
export function ProfileSummary() {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useProfile();
  const expired = query.error instanceof ApiError && query.error.status === 401;
  // A 401 means the stored session outlived the server's: sign out here and sign in again.
  useEffect(() => {
    if (!expired) return;
    sessionStore.set(null);
    void navigate('/login', { replace: true, state: { from: '/myaccount' } });
  }, [expired, navigate]);
  const state: State = query.data ? { status: 'loaded', profile: query.data } : query.isError && !expired ? { status: 'failed' } : { status: 'loading' };

  if (state.status === 'loading') return <Spinner label={intl.formatMessage({ id: 'account.loading' })} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className={styles.failure}>
        <FormattedMessage id="account.profile.failed" />
      </p>
    );
  }
  const { profile } = state;
  const notGiven = intl.formatMessage({ id: 'account.profile.notGiven' });
  const address = profile.shipmentAddress?.find((a) => a.isDefault) ?? profile.shipmentAddress?.[0];
  const rows: [string, string][] = [
    ['account.profile.name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['account.profile.email', profile.email],
    ['account.profile.phone', profile.phoneNumber || notGiven],
    ['account.profile.gender', profile.gender ? intl.formatMessage({ id: `account.profile.${profile.gender}` }) : notGiven],
    ['account.profile.dateOfBirth', profile.dateOfBirth ? formatDate(profile.dateOfBirth) || notGiven : notGiven],
    [
      'account.profile.address',
      address ? [address.address1, address.address2, address.city, address.postalCode, address.country].filter(Boolean).join(', ') : notGiven,
    ],
  ];
  return (
    <dl className={styles.profile}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.profileRow}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
