import { forwardRef, useImperativeHandle, useRef } from 'react';
import styles from './splash.module.css';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Draws a new value straight into the ring's DOM (no React render; see useSplashTimeline). */
export interface ProgressRingHandle {
  show(value: number): void;
}

/** A circular progress indicator, 0 to 100, announced as a progressbar; it starts at 0. */
export const ProgressRing = forwardRef<ProgressRingHandle, { label: string }>(function ProgressRing({ label }, ref) {
  const bar = useRef<HTMLDivElement>(null);
  const arc = useRef<SVGCircleElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  useImperativeHandle(ref, () => ({
    show(value: number) {
      bar.current?.setAttribute('aria-valuenow', String(value));
      arc.current?.setAttribute('stroke-dashoffset', String(CIRCUMFERENCE * (1 - value / 100)));
      if (text.current) text.current.textContent = `${value}%`;
    },
  }));
  return (
    <div ref={bar} className={styles.ring} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r={RADIUS} className={styles.ringTrack} />
        <circle
          ref={arc}
          cx="32"
          cy="32"
          r={RADIUS}
          className={styles.ringValue}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE}
          transform="rotate(-90 32 32)"
        />
      </svg>
      <span ref={text} className={styles.ringText} aria-hidden="true">
        0%
      </span>
    </div>
  );
});
