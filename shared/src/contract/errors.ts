/**
 * The error body of every failed API call (ARCHITECTURE "The API host"): a sentence a person
 * can act on (`message`, English as SPEC words it) and, where the API knows the cause, a stable
 * machine-readable `code` (e.g. `rate_limited`) that a client may translate instead.
 */
import { z } from 'zod';

/** `{ message, code? }` — the body of every 4xx and 5xx answer of the API. */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('A sentence a person can act on.'),
    code: z.string().optional().describe('Stable machine-readable cause, e.g. rate_limited.'),
  })
  .meta({ id: 'Error' });

/** The error body of every failed API call. */
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
