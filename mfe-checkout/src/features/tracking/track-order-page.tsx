import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from '@manzil/shared/router';
import { ApiError, type PlacedOrder, trackOrder } from '@manzil/shared';
import { Form, FormFailure, FormTextField } from '@manzil/shared/form';
import { trackOrderQuery } from '@manzil/shared/contract';
import { useSession } from '../../lib/use-store-value';
import { RemoteIntl } from '../../intl';
import { TrackedOrder } from './tracked-order';
import styles from './tracking.module.css';

type Outcome = { order: PlacedOrder } | { error: unknown } | null;

const MESSAGES = {
  orderNumber: 'track.required.orderNumber',
  email: { required: 'track.required.email', invalid: 'track.invalid.email' },
};

function TrackOrderContent() {
  const intl = useIntl();
  const session = useSession();
  const handed = (useLocation().state ?? {}) as { orderNumber?: string; email?: string };
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="track.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id="track.intro" />
      </p>
      <Form
        schema={trackOrderQuery}
        defaultValues={{ orderNumber: handed.orderNumber ?? '', email: handed.email ?? session?.email ?? '' }}
        messages={MESSAGES}
        className={`${styles.card} ${styles.form}`}
        onSubmit={async ({ orderNumber, email }) => {
          setOutcome(null);
          try {
            setOutcome({ order: await trackOrder(orderNumber, email) });
          } catch (error) {
            setOutcome({ error });
          }
        }}
      >
        {({ formState }) => (
          <>
            <FormTextField
              name="orderNumber"
              label={intl.formatMessage({ id: 'track.orderNumber' })}
              placeholder={intl.formatMessage({ id: 'track.orderNumberPlaceholder' })}
              autoComplete="off"
              required
            />
            <FormTextField name="email" type="email" label={intl.formatMessage({ id: 'track.email' })} autoComplete="email" required />
            <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
              <FormattedMessage id={formState.isSubmitting ? 'track.searching' : 'track.submit'} />
            </button>
            {Object.keys(formState.errors).length > 0 ? (
              <p role="alert" className={styles.error}>
                <FormattedMessage id="track.required" />
              </p>
            ) : null}
          </>
        )}
      </Form>
      {outcome && 'error' in outcome ? (
        // 404 is the common case: say plainly that nothing matched both fields.
        outcome.error instanceof ApiError && outcome.error.status === 404 ? (
          <p role="alert" className={styles.error}>
            <FormattedMessage id="track.notFound" />
          </p>
        ) : (
          <FormFailure error={outcome.error} network="checkout.error.network" fallback="track.error" className={styles.error} />
        )
      ) : null}
      {outcome && 'order' in outcome ? <TrackedOrder order={outcome.order} /> : null}
    </div>
  );
}

/** /trackorder: order number + e-mail (the contract's trackOrderQuery) → the order's status timeline, or a clear not-found message. */
export default function TrackOrderPage() {
  return (
    <RemoteIntl>
      <TrackOrderContent />
    </RemoteIntl>
  );
}
