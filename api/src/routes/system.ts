/** Health, runtime configuration and the OpenAPI document. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../lib/errors.ts';
import { apiErrorSchema as messageSchema } from '@manzil/shared/contract';

const systemRoutes: FastifyPluginAsyncZod<{ imageBaseUrl: string | null; apiDocs: boolean }> = async (app, options) => {
  /**
   * GET /api/health — liveness and database check. Returns `{ ok: true }`; 503 `{ message }`
   * when the database does not answer. Used by load balancers; no SPEC section.
   */
  app.get(
    '/health',
    { schema: { summary: 'Health check', tags: ['system'], response: { 200: z.object({ ok: z.literal(true) }), 503: messageSchema } } },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'request.database_down');
      }
      return { ok: true as const };
    },
  );

  /**
   * GET /api/config — runtime configuration for the apps: `{ imageBaseUrl }`, the base URL that
   * image paths (`mainImage`, `brandlogo`, ...) resolve against, or null when the API serves
   * them itself under /media/ (SPEC §1 "images from a public object-storage host").
   */
  app.get(
    '/config',
    {
      schema: {
        summary: 'Runtime configuration',
        tags: ['system'],
        response: { 200: z.object({ imageBaseUrl: z.string().nullable() }) },
      },
    },
    async () => ({ imageBaseUrl: options.imageBaseUrl }),
  );

  /** GET /api/docs/json — the OpenAPI 3 document of every route. Served in development, and in
   * production only with API_DOCS=1. */
  if (options.apiDocs) app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
