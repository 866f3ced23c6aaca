import { FormattedDate, FormattedMessage } from 'react-intl';
import type { PlacedOrder } from '@manzil/shared';
import styles from './tracking.module.css';

/** The steps every delivered order goes through, in order; each names its hint `track.step.<step>`. */
export const ORDER_STEPS = ['placed', 'confirmed', 'shipped', 'delivered'] as const;

/** Where an order stands on the timeline: each step done, current or still to come. */
export function timelineOf(status: PlacedOrder['status']): { step: string; state: 'done' | 'current' | 'todo' }[] {
  if (status === 'cancelled') {
    return [
      { step: 'placed', state: 'done' },
      { step: 'cancelled', state: 'current' },
    ];
  }
  const index = Math.max(0, ORDER_STEPS.indexOf(status));
  return ORDER_STEPS.map((step, i) => ({ step, state: i < index ? 'done' : i === index ? 'current' : 'todo' }));
}

/** The order's status as an ordered list of steps; the current one is marked for assistive tech. Each reached step shows when (and, shipped, the tracking number) from the order's history. */
export function StatusTimeline({ status, history = [] }: { status: PlacedOrder['status']; history?: PlacedOrder['history'] }) {
  const last = (step: string) => [...(history ?? [])].reverse().find((event) => event.status === step);
  return (
    <ol className={styles.timeline}>
      {timelineOf(status).map(({ step, state }) => (
        <li
          key={step}
          className={`${styles.step} ${styles[state]} ${step === 'cancelled' ? styles.cancelled : ''}`}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {state === 'done' ? '✓' : step === 'cancelled' ? '×' : ''}
          </span>
          <span className={styles.stepText}>
            <span className={styles.stepTitle}>
              <FormattedMessage id={`track.status.${step}`} />
            </span>
            {step !== 'cancelled' && state !== 'todo' ? (
              <span className={styles.stepHint}>
                <FormattedMessage id={`track.step.${step}`} />
              </span>
            ) : null}
            {state !== 'todo' && last(step) ? (
              <span className={styles.stepHint}>
                <FormattedDate value={last(step)!.at} dateStyle="medium" timeStyle="short" />
                {last(step)!.shopName ? ` · ${last(step)!.shopName}` : ''}
              </span>
            ) : null}
            {step === 'shipped' && last(step)?.trackingNumber ? (
              <span className={styles.stepHint}>
                <FormattedMessage id="track.trackingNumber" values={{ number: last(step)!.trackingNumber }} />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
