import { FormattedMessage, useIntl } from 'react-intl';
import type { ShippingAddress } from '@manzil/shared';
import styles from './addresses.module.css';

/**
 * One saved address (SPEC §2): its label, or 'Address N' by position; line 1 and optional line
 * 2; optional 'Apt', 'Floor' and 'Near' details; city and postal code; country; the 'Default'
 * badge; 'Edit' and 'Remove'.
 */
export function AddressCard({
  address,
  position,
  onEdit,
  onRemove,
}: {
  address: ShippingAddress;
  position: number;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const name = address.label || intl.formatMessage({ id: 'addresses.fallbackLabel' }, { n: position });
  const details = [
    address.apartment && intl.formatMessage({ id: 'addresses.apt' }, { value: address.apartment }),
    address.floor && intl.formatMessage({ id: 'addresses.floor' }, { value: address.floor }),
    address.landmark && intl.formatMessage({ id: 'addresses.near' }, { value: address.landmark }),
  ].filter(Boolean);
  return (
    <li className={address.isDefault ? `${styles.card} ${styles.defaultCard}` : styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{name}</h3>
        {address.isDefault ? (
          <span className={styles.badge}>
            <FormattedMessage id="addresses.default" />
          </span>
        ) : null}
      </div>
      <address className={styles.lines}>
        <span>{address.address1}</span>
        {address.address2 ? <span>{address.address2}</span> : null}
        {details.length ? <span>{details.join(' · ')}</span> : null}
        <span>
          {address.city} {address.postalCode}
        </span>
        <span>{address.country}</span>
      </address>
      <div className={styles.cardActions}>
        <button
          type="button"
          className={styles.edit}
          onClick={onEdit}
          aria-label={intl.formatMessage({ id: 'addresses.editNamed' }, { label: name })}
        >
          <FormattedMessage id="addresses.edit" />
        </button>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={intl.formatMessage({ id: 'addresses.removeNamed' }, { label: name })}
        >
          <FormattedMessage id="addresses.remove" />
        </button>
      </div>
    </li>
  );
}
