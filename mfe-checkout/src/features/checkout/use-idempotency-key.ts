import { useRef } from 'react';
import { newIdempotencyKey } from '@manzil/shared';

/**
 * The Idempotency-Key of the order being placed: `keyFor(body)` returns the key of
 * the last attempt when the body is the same (a retry after a failure, so the server answers the
 * stored order instead of placing a second one), and a fresh key when the body changed or the
 * last attempt succeeded (`settled()`).
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
      return current.current.key;
    },
    /** The attempt is over (placed, or refused for good): the next one gets a new key. */
    settled() {
      current.current = null;
    },
  };
}
