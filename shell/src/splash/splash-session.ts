/**
 * The splash shows once per browser session. Tests (and anyone who wants the store at once) set
 * this sessionStorage key before the page loads to skip it:
 *   sessionStorage.setItem('manzil:splash-seen', '1')
 */
export const SPLASH_SEEN_KEY = 'manzil:splash-seen';

/** True when this browser session has already seen the splash (or storage is unavailable). */
export function splashSeen(): boolean {
  try {
    return window.sessionStorage.getItem(SPLASH_SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * The splash's first frame, painted from the document before any script runs (shell/src/index.html,
 * so the first visit shows it at once); the shell's splash replaces it, or the shell removes it when no splash is due.
 */
export const FIRST_SPLASH_ELEMENT_ID = 'manzil-first-splash';

/**
 * A cookie of the browser session (no expiry) that tells the static server the splash was seen,
 * so that it leaves the first frame out of later documents (tooling/first-load-hints.mjs,
 * `withoutFirstSplash`): a reload shows no flash of the splash.
 */
export const SPLASH_SEEN_COOKIE = 'manzil-splash=seen';

/** Remembers for this browser session that the splash was shown. */
export function markSplashSeen(): void {
  try {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // Without storage the splash simply may show again.
  }
  document.cookie = `${SPLASH_SEEN_COOKIE}; path=/; SameSite=Lax`;
}

/** The document's first frame of the splash, while it is on the page. */
export function firstSplash(): HTMLElement | null {
  return document.getElementById(FIRST_SPLASH_ELEMENT_ID);
}

/** Takes the document's first frame of the splash away (the splash ended, the film took over, or none is due). */
export function removeFirstSplash(): void {
  firstSplash()?.remove();
}

/** SPEC §2/§9: the widths the mobile splash is for (up to 768 px). */
const NARROW_SPLASH_QUERY = '(max-width: 768px)';

/** True on a screen the mobile splash is for by width (up to 768 px), whatever the device. */
export function isNarrowSplashScreen(): boolean {
  return window.matchMedia?.(NARROW_SPLASH_QUERY).matches ?? false;
}

/** SPEC §2/§9: the mobile splash is for widths up to 768 px and for iOS devices. */
export function isMobileSplash(): boolean {
  const narrow = isNarrowSplashScreen();
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return narrow || ios;
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
