import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useNavigate } from '@manzil/shared/router';
import { useQueryClient } from '@manzil/shared/query';
import { vendorSessionStore, type VendorSession } from '@manzil/shared';
import { vendorLogout } from '@manzil/shared/vendor';
import { useUnreadCount, vendorKeys } from '../vendor-api';
import styles from './vendor-area.module.css';

/** The partner portal's sections, in the order of its navigation; an unapproved shop sees only its application. */
function navItems(vendorId: string, approved: boolean): { to: string; id: string; badge?: boolean }[] {
  if (!approved) {
    return [
      { to: '/verify-partner', id: 'vendor.nav.verification' },
      { to: '/notifications', id: 'vendor.nav.notifications', badge: true },
    ];
  }
  return [
    { to: `/vendor-dashboard/${encodeURIComponent(vendorId)}`, id: 'vendor.nav.products' },
    { to: '/update-product', id: 'vendor.nav.updateProduct' },
    { to: '/addbrand', id: 'vendor.nav.addBrand' },
    { to: '/vendor-earnings', id: 'vendor.nav.earnings' },
    { to: '/notifications', id: 'vendor.nav.notifications', badge: true },
    { to: '/verify-partner', id: 'vendor.nav.verification' },
  ];
}

/**
 * Signs the vendor out: ends the server session (a failure is ignored: the cookie may already be
 * gone), clears the stored vendor, and goes back to /signin-vendor.
 */
export function useVendorLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    try {
      await vendorLogout();
    } catch {
      // Signing out must always work on this device.
    }
    vendorSessionStore.set(null);
    client.removeQueries({ queryKey: vendorKeys.all() });
    void navigate('/signin-vendor', { replace: true });
  };
}

/** The frame of every vendor page: the shop, its sections, Logout, and the page itself. */
export function VendorLayout({ vendor, approved = true, children }: { vendor: VendorSession; approved?: boolean; children: ReactNode }) {
  const intl = useIntl();
  const logout = useVendorLogout();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={styles.shop}>
          <span className={styles.shopMark} aria-hidden="true">
            {(vendor.shopName || vendor.email).charAt(0).toUpperCase()}
          </span>
          <div>
            <p className={styles.area}>
              <FormattedMessage id="vendor.area" />
            </p>
            <p className={styles.shopName}>{vendor.shopName}</p>
            <p className={styles.email}>
              <FormattedMessage id="vendor.signedInAs" values={{ email: vendor.email }} />
            </p>
          </div>
        </div>
        <button type="button" className={styles.logout} onClick={() => void logout()}>
          <FormattedMessage id="vendor.logout" />
        </button>
      </header>
      <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'vendor.nav' })}>
        {navItems(vendor.vendorId, approved).map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
          >
            <FormattedMessage id={item.id} />
            {item.badge && unread > 0 ? (
              <span className={styles.badge} aria-label={intl.formatMessage({ id: 'vendor.unread' }, { count: unread })}>
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
