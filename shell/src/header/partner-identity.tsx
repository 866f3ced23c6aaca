import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { vendorSessionAtom } from '@manzil/shared';
import styles from './header.module.css';

/** The partner roles the header names (`header.partner.<role>`, `header.partnerRole.<role>`). */
export const PARTNER_ROLES = ['vendor'] as const;

/**
 * Who is signed in to the vendor area, read from the shared vendor session store: a
 * vendor sees their shop, linking to their dashboard. Null when no vendor is signed in, so the
 * header shows the shopper's Login (the admin side shows its own staff badge).
 */
export function usePartnerIdentity(): { to: string; name: string; role: (typeof PARTNER_ROLES)[number] } | null {
  const vendor = useAtomValue(vendorSessionAtom);
  if (vendor)
    return { to: `/vendor-dashboard/${encodeURIComponent(vendor.vendorId)}`, name: vendor.shopName || vendor.email, role: 'vendor' };
  return null;
}

/** The header's chip for a signed-in vendor: role and shop, linking to their dashboard. */
export function PartnerIdentity({ identity }: { identity: NonNullable<ReturnType<typeof usePartnerIdentity>> }) {
  const intl = useIntl();
  return (
    <Link
      to={identity.to}
      className={styles.partner}
      aria-label={intl.formatMessage({ id: `header.partner.${identity.role}` }, { name: identity.name })}
    >
      <span className={styles.partnerRole}>{intl.formatMessage({ id: `header.partnerRole.${identity.role}` })}</span>
      <span className={styles.partnerName} dir="auto">
        {identity.name}
      </span>
    </Link>
  );
}
