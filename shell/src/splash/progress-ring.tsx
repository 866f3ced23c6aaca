import styles from './splash.module.css';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular progress indicator, 0 to 100, announced as a progressbar. */
export function ProgressRing({ value, label }: { value: number; label: string }) {
  return (
    <div className={styles.ring} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r={RADIUS} className={styles.ringTrack} />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          className={styles.ringValue}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          transform="rotate(-90 32 32)"
        />
      </svg>
      <span className={styles.ringText} aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
