import { ApiError } from '@manzil/shared';

/**
 * SPEC §8's rule for the password calls: a server answer's message as sent, else `fallback`
 * (a react-intl id); a request that never got an answer → 'An error occurred.' (`networkId`).
 */
export function failureText(error: unknown, fallbackId: string, networkId: string): { text: string } | { id: string } {
  if (error instanceof ApiError && error.status > 0) {
    const message = typeof error.body?.message === 'string' ? error.body.message : '';
    return message ? { text: message } : { id: fallbackId };
  }
  return { id: networkId };
}
