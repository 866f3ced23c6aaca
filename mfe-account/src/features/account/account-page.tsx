import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useSearchParams } from '@manzil/shared/router';
import { sessionStore } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { useSession } from '../../lib/use-store-value';
import { ShippingAddresses } from '../addresses';
import { ChangePasswordForm } from '../password';
import { EditProfile } from '../profile';
import { useLogout } from '../session';
import { BillingTab } from './billing-tab';
import { OrdersList } from './orders-list';
import { Wishlist } from './wishlist';
import styles from './account.module.css';

/** SPEC §2 "Account popup": the five tabs, in this order. */
export const TABS = ['profile', 'password', 'billing', 'orders', 'addresses'] as const;
/** The wishlist is a section of its own, reached from its link and from VIEW ALL FAVORITES. */
type Section = (typeof TABS)[number] | 'wishlist';
const SECTIONS: readonly Section[] = [...TABS, 'wishlist'];

const isSection = (value: unknown): value is Section => SECTIONS.includes(value as Section);

/** The section a navigation asks for in its state (`{ section: 'wishlist' }` from the favorites panel). */
function requestedSection(state: unknown): Section | null {
  const section = (state as { section?: unknown } | null)?.section;
  return isSection(section) ? section : null;
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
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const logout = useLogout();
  const hadSession = useRef(false);
  if (session) hadSession.current = true;
  // Where the tab row is wider than the screen, the chosen tab scrolls into view (a link to
  // ?tab=addresses would otherwise open with its tab hidden off the edge).
  const tabList = useRef<HTMLDivElement>(null);
  const activeTab = params.get('tab');
  useEffect(() => {
    tabList.current?.querySelector<HTMLElement>('[data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeTab, session]);

  // Arriving signed out, or with a stored session the server no longer knows (the shell's check
  // at start, a 401): sign in first. Signed out while here: whoever signed out navigates (Logout
  // goes to /home); racing them would misroute.
  if (!session) {
    if (hadSession.current && !sessionStore.expired) return <SignedOutNotice />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }

  // A section asked for in the navigation state moves into the URL, so reload and Back keep it.
  const requested = requestedSection(location.state);
  if (requested) return <Navigate to={{ pathname: location.pathname, search: `?tab=${requested}` }} replace />;
  const tab = params.get('tab');
  const section: Section = isSection(tab) ? tab : 'profile';
  // Radix activates a tab on mouse-down and again on the focus that follows: one history entry
  // per choice, so Back returns to the tab before.
  const select = (value: string) => {
    if (new URLSearchParams(window.location.search).get('tab') !== value) setParams({ tab: value });
  };

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
        <div className={styles.headActions}>
          <Link to="?tab=wishlist" className={styles.wishlistLink} aria-current={section === 'wishlist' ? 'page' : undefined}>
            <FormattedMessage id="account.wishlistLink" />
          </Link>
          <button type="button" className={styles.logout} onClick={() => void logout()}>
            <FormattedMessage id="account.logout" />
          </button>
        </div>
      </header>
      <Tabs.Root className={styles.tabs} value={section} onValueChange={select}>
        <Tabs.List ref={tabList} className={styles.tabList} aria-label={intl.formatMessage({ id: 'account.sections' })}>
          {TABS.map((id) => (
            <Tabs.Trigger key={id} value={id} className={styles.tab}>
              <FormattedMessage id={`account.tab.${id}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className={styles.panel}>
          <EditProfile />
        </Tabs.Content>
        <Tabs.Content value="password" className={styles.panel}>
          <ChangePasswordForm userId={session.id} email={session.email} />
        </Tabs.Content>
        <Tabs.Content value="billing" className={styles.panel}>
          <BillingTab />
        </Tabs.Content>
        <Tabs.Content value="orders" className={styles.panel}>
          <OrdersList customerId={session.id} email={session.email} />
        </Tabs.Content>
        <Tabs.Content value="addresses" className={styles.panel}>
          <ShippingAddresses userId={session.id} />
        </Tabs.Content>
        <Tabs.Content value="wishlist" className={styles.panel}>
          <h2 className={styles.sectionTitle}>
            <FormattedMessage id="account.tab.wishlist" />
          </h2>
          <Wishlist />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/**
 * /myaccount and /usersss (the same page): SPEC §2's account popup — five tabs, the chosen one in
 * `?tab=` — plus the wishlist and Logout; signed out → /login.
 */
export default function AccountPage() {
  return (
    <RemoteIntl>
      <AccountContent />
    </RemoteIntl>
  );
}
