/** Scrolls the page to the top, smoothly unless the shopper asked for reduced motion. */
export function scrollToTop(): void {
  if (typeof window === 'undefined') return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  try {
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  } catch {
    window.scrollTo(0, 0);
  }
}
