import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ApiError, errorText, type PlacedOrder, TextField, trackOrder } from '@manzil/shared';
import { useSession } from '../../lib/use-store-value';
import { RemoteIntl } from '../../intl';
import { TrackedOrder } from './tracked-order';
import styles from './tracking.module.css';

type Outcome = { order: PlacedOrder } | { error: { id: string } | { text: string } } | null;

function TrackOrderContent() {
  const intl = useIntl();
  const session = useSession();
  const handed = (useLocation().state ?? {}) as { orderNumber?: string; email?: string };
  const [orderNumber, setOrderNumber] = useState(handed.orderNumber ?? '');
  const [email, setEmail] = useState(handed.email ?? session?.email ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = orderNumber.trim();
    const address = email.trim();
    if (!number || !address) {
      setOutcome({ error: { id: 'track.required' } });
      return;
    }
    setBusy(true);
    try {
      setOutcome({ order: await trackOrder(number, address) });
    } catch (error) {
      // 404 is the common case: say plainly that nothing matched both fields.
      if (error instanceof ApiError && error.status === 404) setOutcome({ error: { id: 'track.notFound' } });
      else setOutcome({ error: errorText(error, { network: 'checkout.error.network', fallback: 'track.error' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="track.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id="track.intro" />
      </p>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <TextField
          name="orderNumber"
          label={intl.formatMessage({ id: 'track.orderNumber' })}
          placeholder={intl.formatMessage({ id: 'track.orderNumberPlaceholder' })}
          autoComplete="off"
          required
          value={orderNumber}
          onValueChange={setOrderNumber}
        />
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'track.email' })}
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <button type="submit" className={styles.submit} disabled={busy}>
          <FormattedMessage id={busy ? 'track.searching' : 'track.submit'} />
        </button>
      </form>
      {outcome && 'error' in outcome ? (
        <p role="alert" className={styles.error}>
          {'text' in outcome.error ? outcome.error.text : intl.formatMessage({ id: outcome.error.id })}
        </p>
      ) : null}
      {outcome && 'order' in outcome ? <TrackedOrder order={outcome.order} /> : null}
    </div>
  );
}

/** /trackorder: order number + e-mail → the order's status timeline, or a clear not-found message. */
export default function TrackOrderPage() {
  return (
    <RemoteIntl>
      <TrackOrderContent />
    </RemoteIntl>
  );
}
