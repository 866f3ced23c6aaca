import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the splash lasts 5 s on mobile and 10 s on desktop. */
export const SPLASH_MOBILE_MS = 5_000;
export const SPLASH_DESKTOP_MS = 10_000;
/** SPEC §9: the progress counter rises by 1 every 50 ms, to 100. */
export const PROGRESS_TICK_MS = 50;
export const PROGRESS_MAX = 100;

/**
 * The splash's clock (SPEC §4: it ends when the timer expires or the progress counter reaches
 * 100, then calls the completion callback). The counter drives the mobile progress ring; the
 * desktop film runs on the timer alone, since a counter reaching 100 after 5 s would cut the
 * 10 s desktop time short.
 * @returns the progress, 0 to 100 (stays 0 on desktop)
 */
export function useSplashTimeline(mobile: boolean, onEnd: () => void): number {
  const [progress, setProgress] = useState(0);
  const end = useRef(onEnd);
  end.current = onEnd;

  useEffect(() => {
    const timer = window.setTimeout(() => end.current(), mobile ? SPLASH_MOBILE_MS : SPLASH_DESKTOP_MS);
    const ticker = mobile
      ? window.setInterval(() => setProgress((value) => Math.min(PROGRESS_MAX, value + 1)), PROGRESS_TICK_MS)
      : undefined;
    return () => {
      window.clearTimeout(timer);
      if (ticker !== undefined) window.clearInterval(ticker);
    };
  }, [mobile]);

  useEffect(() => {
    if (progress >= PROGRESS_MAX) end.current();
  }, [progress]);

  return progress;
}
