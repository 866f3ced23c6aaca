import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@manzil/shared/query';
import { FULFILMENT_MOVES, fulfilmentMoveSchema, type VendorOrderDetail } from '@manzil/shared/contract';
import { moveVendorOrder } from '../vendor-api';
import { vendorKeys } from '../vendor-api';
import { vendor_uiStyles as styles } from '../vendor-area';
import { ActionForm, useOrderFailure } from './order-actions';

/** The next moves of the vendor's lines: confirm, ship (with a tracking number), deliver. Cancelling, with its reason, is the after-sale panel's (order-after-sale.tsx). */
export function StatusMoveForm({ order }: { order: VendorOrderDetail }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { fail, clear, alert } = useOrderFailure();
  const moves = FULFILMENT_MOVES[order.status].filter((m) => m !== 'cancelled');
  if (moves.length === 0) return null;
  const move = async (status: 'confirmed' | 'shipped' | 'delivered', trackingNumber?: string) => {
    clear();
    try {
      client.setQueryData(vendorKeys.order(order._id), await moveVendorOrder(order._id, { status, trackingNumber }));
      await client.invalidateQueries({ queryKey: vendorKeys.orders() });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>
        <FormattedMessage id="order.nextStep" />
      </h2>
      <div className={styles.actions}>
        {moves.includes('confirmed') ? (
          <button type="button" className={styles.primary} onClick={() => void move('confirmed')}>
            <FormattedMessage id="order.confirm" />
          </button>
        ) : null}
        {moves.includes('delivered') ? (
          <button type="button" className={styles.primary} onClick={() => void move('delivered')}>
            <FormattedMessage id="order.deliver" />
          </button>
        ) : null}
      </div>
      {moves.includes('shipped') ? (
        <ActionForm
          schema={fulfilmentMoveSchema}
          defaultValues={{ status: 'shipped', trackingNumber: '' }}
          onSubmit={(values) => move('shipped', values.trackingNumber)}
          messages={{ trackingNumber: 'order.trackingRequired' }}
          action="order.ship"
          field={{ name: 'trackingNumber', label: intl.formatMessage({ id: 'order.trackingNumber' }) }}
          buttonClassName={styles.primary}
        />
      ) : null}
      {alert}
    </div>
  );
}
