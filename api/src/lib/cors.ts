/** Which browser origins may call the API with credentials. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * With a configured list (CORS_ORIGINS), exactly those origins; without one, any
 * http://localhost:* or http://127.0.0.1:* origin, for the apps' dev servers.
 */
export function isAllowedOrigin(origin: string, allowed: string[] | null | undefined): boolean {
  return allowed ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin);
}
