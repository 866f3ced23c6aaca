// The document's first view (tooling/first-view, issue 9) is there to be seen before the store's
// code runs. On a fast connection every script has arrived before the document's first frame,
// and the shell's start (its bootstrap, the first render: 100–300 ms of main thread on a phone)
// would run first and hold that frame back. So the entry waits for the view's picture — loaded,
// then one frame painted — before it starts; never longer than FIRST_VIEW_WAIT_MS, and not at all
// without a first view. This file runs before the federation's async boundary: no imports.

/** The longest the shell's start waits for the first view's picture to load (ms). */
export const FIRST_VIEW_WAIT_MS = 400;

/** Resolves after the next frame has been painted (or after 100 ms where no frame comes: a hidden tab). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves when the document's first view has its picture painted: at once without a first
 * view, else after the picture loaded (or failed) and a frame followed, or FIRST_VIEW_WAIT_MS at most.
 */
export function firstViewPainted(doc: Document = document, wait = FIRST_VIEW_WAIT_MS): Promise<void> {
  const picture = doc.querySelector<HTMLImageElement>('#manzil-first-view img[fetchpriority="high"]');
  if (!picture) return Promise.resolve();
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      });
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, wait))]).then(afterNextPaint);
}
