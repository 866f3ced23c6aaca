import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { RemoteIntl } from '../../intl';
import { useSession } from '../../lib/use-store-value';
import { BillingInformation } from '../billing/billing-information';
import { useLogout } from '../session/use-logout';
import { OrdersList } from './orders-list';
import { ProfileSummary } from './profile-summary';
import { Wishlist } from './wishlist';
import styles from './account.module.css';

const SECTIONS = ['profile', 'orders', 'wishlist', 'billing'] as const;
type Section = (typeof SECTIONS)[number];

/** The section a navigation asks for (`state.section`, e.g. 'wishlist' from the favorites panel). */
function requestedSection(state: unknown, search = ''): Section {
  const section = (state as { section?: unknown } | null)?.section ?? new URLSearchParams(search).get('tab');
  return SECTIONS.includes(section as Section) ? (section as Section) : 'profile';
}

function SignedOutNotice() {
  return (
    <div className={styles.page}>
      <p className={styles.signedOut} role="status">
        <FormattedMessage id="account.signedOut" />
      </p>
      <p className={styles.signedOutLinks}>
        <Link to="/login" className={styles.link}>
          <FormattedMessage id="account.signInAgain" />
        </Link>
        <Link to="/home" className={styles.link}>
          <FormattedMessage id="account.goHome" />
        </Link>
      </p>
    </div>
  );
}

function AccountContent() {
  const intl = useIntl();
  const location = useLocation();
  const session = useSession();
  const logout = useLogout();
  const [section, setSection] = useState<Section>(() => requestedSection(location.state, location.search));
  const hadSession = useRef(false);
  if (session) hadSession.current = true;

  // A new navigation to this page (e.g. VIEW ALL FAVORITES while already here) picks its section.
  useEffect(() => setSection(requestedSection(location.state, location.search)), [location.key, location.state, location.search]);

  // Arriving signed out: sign in first. Signed out while here: whoever ended the session
  // navigates (Logout goes to /home, a stale session to /login); racing them would misroute.
  if (!session) return hadSession.current ? <SignedOutNotice /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          {(session.firstName || session.email).charAt(0).toUpperCase()}
        </span>
        <div className={styles.headText}>
          <h1 className={styles.title}>
            <FormattedMessage id="account.title" />
          </h1>
          <p className={styles.muted}>
            <FormattedMessage id="account.hello" values={{ firstName: session.firstName }} /> · {session.email}
          </p>
        </div>
        <button type="button" className={styles.logout} onClick={() => void logout()}>
          <FormattedMessage id="account.logout" />
        </button>
      </header>
      <Tabs.Root className={styles.tabs} value={section} onValueChange={(value) => setSection(value as Section)}>
        <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: 'account.sections' })}>
          {SECTIONS.map((id) => (
            <Tabs.Trigger key={id} value={id} className={styles.tab}>
              <FormattedMessage id={`account.tab.${id}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className={styles.panel}>
          <ProfileSummary />
        </Tabs.Content>
        <Tabs.Content value="orders" className={styles.panel}>
          <OrdersList customerId={session.id} email={session.email} />
        </Tabs.Content>
        <Tabs.Content value="wishlist" className={styles.panel}>
          <Wishlist />
        </Tabs.Content>
        <Tabs.Content value="billing" className={styles.panel}>
          <BillingInformation />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** /myaccount and /usersss (the same page): profile, orders, wishlist and Logout; signed out → /login. */
export default function AccountPage() {
  return (
    <RemoteIntl>
      <AccountContent />
    </RemoteIntl>
  );
}
