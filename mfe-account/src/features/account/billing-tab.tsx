import { FormattedMessage } from 'react-intl';
import styles from './account.module.css';

/**
 * The 'Billing Information' tab's content, in one place: the billing issue (11) replaces this
 * line with `<BillingInformation />` from `../billing/billing-information`.
 */
export function BillingTab() {
  return (
    <p className={styles.muted}>
      <FormattedMessage id="account.billing.pending" />
    </p>
  );
}
