import { useEffect, useRef } from 'react';

/** SPEC §9: the splash lasts 5 s on mobile and 10 s on desktop. */
export const SPLASH_MOBILE_MS = 5_000;
export const SPLASH_DESKTOP_MS = 10_000;
/** SPEC §9: the progress counter rises by 1 every 50 ms, to 100. */
export const PROGRESS_TICK_MS = 50;
export const PROGRESS_MAX = 100;

/**
 * The splash's clock (SPEC §4: it ends when the timer expires or the progress counter reaches
 * 100, then calls the completion callback). On mobile the counter rises by 1 every 50 ms and is
 * handed to `onTick`, which draws it without a React render (a hundred re-renders
 * while the store starts behind the splash cost the page its main thread). The desktop film runs
 * on the timer alone, since a counter reaching 100 after 5 s would cut the 10 s desktop time short.
 */
export function useSplashTimeline(mobile: boolean, onEnd: () => void, onTick?: (progress: number) => void): void {
  const end = useRef(onEnd);
  end.current = onEnd;
  const tick = useRef(onTick);
  tick.current = onTick;

  useEffect(() => {
    const timer = window.setTimeout(() => end.current(), mobile ? SPLASH_MOBILE_MS : SPLASH_DESKTOP_MS);
    let progress = 0;
    const ticker = mobile
      ? window.setInterval(() => {
          progress = Math.min(PROGRESS_MAX, progress + 1);
          tick.current?.(progress);
          if (progress >= PROGRESS_MAX) end.current();
        }, PROGRESS_TICK_MS)
      : undefined;
    return () => {
      window.clearTimeout(timer);
      if (ticker !== undefined) window.clearInterval(ticker);
    };
  }, [mobile]);
}
