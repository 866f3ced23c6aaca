import { useIntl } from 'react-intl';
import styles from './footer.module.css';

/** Payment-card marks of the footer (SPEC §2: amex, mastercard, meeza, visa), drawn inline. */
export function PaymentIcons() {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <ul aria-label={label('footer.payments')} className={styles.payments}>
      <li>
        <svg width="46" height="30" viewBox="0 0 46 30" role="img" aria-label={label('payment.amex')}>
          <rect width="46" height="30" rx="4" fill="#1f72cd" />
          <text x="23" y="19" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff" fontFamily="Arial">
            AMEX
          </text>
        </svg>
      </li>
      <li>
        <svg width="46" height="30" viewBox="0 0 46 30" role="img" aria-label={label('payment.mastercard')}>
          <rect width="46" height="30" rx="4" fill="#fff" stroke="#ddd" />
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="27" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg width="46" height="30" viewBox="0 0 46 30" role="img" aria-label={label('payment.meeza')}>
          <rect width="46" height="30" rx="4" fill="#fff" stroke="#ddd" />
          <text x="23" y="19" textAnchor="middle" fontSize="9" fontWeight="700" fill="#0a7a3d" fontFamily="Arial">
            meeza
          </text>
        </svg>
      </li>
      <li>
        <svg width="46" height="30" viewBox="0 0 46 30" role="img" aria-label={label('payment.visa')}>
          <rect width="46" height="30" rx="4" fill="#fff" stroke="#ddd" />
          <text x="23" y="20" textAnchor="middle" fontSize="12" fontStyle="italic" fontWeight="800" fill="#1a1f71" fontFamily="Arial">
            VISA
          </text>
        </svg>
      </li>
    </ul>
  );
}
