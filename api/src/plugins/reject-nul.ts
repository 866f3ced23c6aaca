/**
 * One guard for every route: a NUL character (U+0000) in any string of the JSON body (values
 * and keys, at any depth), the query string or the path parameters is answered 400 before the
 * route runs. PostgreSQL cannot store NUL in text, so without this a `\u0000` reached a query
 * and failed as a 500.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.ts';
import { MESSAGES } from '../i18n/messages.ts';

export const NUL_MESSAGE = MESSAGES['request.nul_character'].en;

/** True when `value` holds a string (or key) with U+0000, looking at most 32 levels deep. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  return false;
}

async function rejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new HttpError(400, 'request.nul_character', { code: 'nul_character' });
    }
  });
}

export default fp(rejectNul, { name: 'reject-nul' });
