import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductApprovalState } from '@manzil/shared/contract';
import { DecisionChip } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';

/** Where a product stands with the admins: its review, an edit waiting, its sale price. */
export function ApprovalSummary({ approval }: { approval: ProductApprovalState }) {
  const intl = useIntl();
  return (
    <ul className={styles.list}>
      {approval.review ? (
        <li className={styles.row}>
          <span>
            <FormattedMessage id="product.review" />
          </span>
          <span className={styles.actions}>
            <DecisionChip status={approval.review.status} />
            {approval.review.reason ? <span>{approval.review.reason}</span> : null}
          </span>
        </li>
      ) : null}
      {approval.revision ? (
        <li className={styles.row}>
          <span>
            <FormattedMessage id="product.revisionPending" values={{ name: approval.revision.proposed.name }} />
          </span>
          <DecisionChip status="pending" />
        </li>
      ) : null}
      {approval.promotion ? (
        <li className={styles.row}>
          <span>
            <FormattedMessage id="product.promotion" values={{ price: intl.formatNumber(approval.promotion.salePrice) }} />
          </span>
          <span className={styles.actions}>
            <DecisionChip status={approval.promotion.status} />
            {approval.promotion.reason ? <span>{approval.promotion.reason}</span> : null}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
