import { FormattedMessage } from 'react-intl';
import styles from './vendor-ui.module.css';

/** A decision's status as a chip: pending, approved, rejected. */
export function DecisionChip({ status }: { status: 'pending' | 'approved' | 'rejected' }) {
  return (
    <span className={styles[status]}>
      <FormattedMessage id={`decision.${status}`} />
    </span>
  );
}
