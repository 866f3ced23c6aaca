import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@manzil/shared/query';
import { errorText } from '@manzil/shared';
import { Form, FormTextField } from '@manzil/shared/form';
import { FULFILMENT_MOVES, fulfilmentMoveSchema, type VendorOrderDetail } from '@manzil/shared/contract';
import { moveVendorOrder } from '../vendor-api';
import { vendorKeys } from '../vendor-api';
import { vendor_uiStyles as styles } from '../vendor-area';

/** The next moves of the vendor's lines: confirm, ship (with a tracking number), deliver. Cancelling, with its reason, is the after-sale panel's (order-after-sale.tsx). */
export function StatusMoveForm({ order }: { order: VendorOrderDetail }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const moves = FULFILMENT_MOVES[order.status].filter((m) => m !== 'cancelled');
  if (moves.length === 0) return null;
  const move = async (status: 'confirmed' | 'shipped' | 'delivered', trackingNumber?: string) => {
    setFailure(null);
    try {
      client.setQueryData(vendorKeys.order(order._id), await moveVendorOrder(order._id, { status, trackingNumber }));
      await client.invalidateQueries({ queryKey: vendorKeys.orders() });
    } catch (error) {
      const text = errorText(error, { network: 'error.network', fallback: 'order.moveFailed' });
      setFailure('text' in text ? text.text : intl.formatMessage({ id: text.id }));
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
        <Form
          schema={fulfilmentMoveSchema}
          defaultValues={{ status: 'shipped', trackingNumber: '' }}
          onSubmit={(values) => move('shipped', values.trackingNumber)}
          messages={{ trackingNumber: 'order.trackingRequired' }}
          aria-label={intl.formatMessage({ id: 'order.ship' })}
        >
          {(form) => (
            <div className={styles.actions}>
              <FormTextField name="trackingNumber" label={intl.formatMessage({ id: 'order.trackingNumber' })} required />
              <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
                <FormattedMessage id="order.ship" />
              </button>
            </div>
          )}
        </Form>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
