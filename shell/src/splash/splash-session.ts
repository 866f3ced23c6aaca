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

/** Remembers for this browser session that the splash was shown. */
export function markSplashSeen(): void {
  try {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // Without storage the splash simply may show again.
  }
}

/** SPEC §2/§9: the mobile splash is for widths up to 768 px and for iOS devices. */
export function isMobileSplash(): boolean {
  const narrow = window.matchMedia?.('(max-width: 768px)').matches ?? false;
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return narrow || ios;
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
