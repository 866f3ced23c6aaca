import { useLocation } from '@manzil/shared/router';

const AUTH_PAGES = ['/login', '/signup'];

/**
 * Where to go after signing in: the page the shopper came from (`location.state.from`, a path
 * or a location), else `fallback`. Only paths of this site count, and never a sign-in page.
 */
export function returnPathOf(state: unknown, fallback = '/home'): string {
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const loc = from as { pathname: string; search?: string; hash?: string };
    path = `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//')) return fallback;
  if (AUTH_PAGES.includes(path.split(/[?#]/)[0].toLowerCase())) return fallback;
  return path;
}

/** The return path of the current page's navigation state. */
export function useReturnPath(fallback?: string): string {
  return returnPathOf(useLocation().state, fallback);
}
