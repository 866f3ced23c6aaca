// The route's first view (issue 9): markup the static server writes into the shell's document
// from the route's first API call (tooling/first-view/first-view.mjs) — the header's frame and
// the top of the page, its picture first — painted before any script has run. It lies over the
// store's root until the page renders the same content; then it must go in the same frame, so
// that what the visitor sees does not change. The page that owns the route releases it when its
// content (or its error or not-found state) has rendered; the shell releases it on anything else
// (a navigation, a region's error).

/** The first view's element id (FIRST_VIEW_ELEMENT_ID in tooling/first-view/first-view.mjs). */
export const FIRST_VIEW_ELEMENT_ID = 'manzil-first-view';

/**
 * Removes the document's first view, if there is one (a no-op after the first call, in tests and
 * in a remote's standalone host). Call it from a layout effect of the render that shows the same
 * content, so the removal and the page's first paint are one frame.
 * SPEC: none (rendering; issue 9). Takes nothing, returns true when it removed something.
 */
export function releaseFirstView(): boolean {
  if (typeof document === 'undefined') return false;
  const view = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!view) return false;
  view.remove();
  return true;
}
