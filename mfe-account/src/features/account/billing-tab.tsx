import { BillingInformation } from '../billing';

/** The 'Billing Information' tab's content (SPEC §2 account popup): saved cards and the add-card form. */
export function BillingTab() {
  return <BillingInformation />;
}
