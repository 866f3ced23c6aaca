import { FormattedMessage } from 'react-intl';
import { useSession } from '../../lib/use-store-value';
import { AddCardForm } from './add-card-form';
import { SavedCardList } from './saved-card-list';
import styles from './billing.module.css';

/**
 * Billing Information (SPEC §2 account tab, §4, §5, §8): the signed-in shopper's saved
 * cards and the add-card form. No props: the session comes from @manzil/shared's store. Without
 * a session the form still shows, and saving says 'User ID is missing. Please log in.'
 */
export function BillingInformation() {
  const session = useSession();
  return (
    <div className={styles.billing}>
      <h2 className={styles.title}>
        <FormattedMessage id="billing.title" />
      </h2>
      {session ? <SavedCardList userId={session.id} /> : null}
      <AddCardForm userId={session?.id ?? null} />
    </div>
  );
}
