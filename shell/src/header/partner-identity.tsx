import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { adminSessionAtom, vendorSessionAtom } from '@manzil/shared';
import styles from './header.module.css';

/**
 * Who is signed in to the partner areas, read from the shared vendor and admin session stores
 * (issue 12): a vendor sees their shop (linking to their dashboard), an admin their name (to the
 * admin panel). Null when neither is signed in, so the header shows the shopper's Login.
 */
export function usePartnerIdentity(): { to: string; name: string; role: 'vendor' | 'admin' } | null {
  const vendor = useAtomValue(vendorSessionAtom);
  const admin = useAtomValue(adminSessionAtom);
  if (vendor) return { to: `/vendor-dashboard/${encodeURIComponent(vendor.vendorId)}`, name: vendor.shopName || vendor.email, role: 'vendor' };
  if (admin) return { to: '/adminpanel', name: [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email, role: 'admin' };
  return null;
}

/** The header's chip for a signed-in vendor or admin: role and name, linking to their area. */
export function PartnerIdentity({ identity }: { identity: NonNullable<ReturnType<typeof usePartnerIdentity>> }) {
  const intl = useIntl();
  return (
    <Link to={identity.to} className={styles.partner} aria-label={intl.formatMessage({ id: `header.partner.${identity.role}` }, { name: identity.name })}>
      <span className={styles.partnerRole}>{intl.formatMessage({ id: `header.partnerRole.${identity.role}` })}</span>
      <span className={styles.partnerName}>{identity.name}</span>
    </Link>
  );
}
