/**
 * Errors reported by the browser apps (ARCHITECTURE "Composition rules": a remote that fails to
 * load reports once to the console and here). Logged with the Fastify logger; nothing stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema as messageSchema } from '@manzil/shared/contract';

const report = z.object({
  message: z.string().trim().min(1).max(2_000),
  /** Which remote or region failed, e.g. `mfe-catalog`. */
  remote: z.string().max(200).optional(),
  url: z.string().max(2_000).optional(),
  stack: z.string().max(10_000).optional(),
});

const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /api/client-errors — `{ message, remote?, url?, stack? }` (bounded sizes): 204. 400 when malformed. */
  app.post(
    '/',
    {
      bodyLimit: 32 * 1024,
      config: { limit: 'clientErrors' },
      schema: { summary: 'Report a browser-side error', tags: ['system'], body: report, response: { 204: z.null(), 400: messageSchema } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body, userAgent: request.headers['user-agent']?.slice(0, 300) }, 'client error reported');
      return reply.code(204).send(null);
    },
  );
};

export default clientErrorRoutes;
