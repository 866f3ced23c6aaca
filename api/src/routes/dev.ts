/** Development helpers; registered only with DEV_OUTBOX=1 (the embedded `npm start` sets it). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { found } from '../lib/errors.ts';
import { apiErrorSchema as messageSchema } from '@manzil/shared/contract';

const entry = z.object({ id: z.string(), to: z.string(), subject: z.string(), date: z.string(), size: z.number().int() });

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/dev/outbox — e-mails written to `<DATA_DIR>/outbox/` (when no SMTP_URL), newest first. */
  app.get(
    '/outbox',
    {
      schema: {
        summary: 'List the development outbox',
        tags: ['dev'],
        response: { 200: z.object({ transport: z.enum(['smtp', 'outbox']), messages: z.array(entry) }) },
      },
    },
    async () => ({ transport: app.mailer.transport, messages: await app.mailer.outbox() }),
  );

  /** GET /api/dev/outbox/:id — one outbox e-mail as raw text (message/rfc822); 404 when unknown. */
  app.get(
    '/outbox/:id',
    {
      schema: {
        summary: 'Read one outbox e-mail',
        tags: ['dev'],
        params: z.object({ id: z.string().max(40) }),
        response: { 200: z.string(), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const raw = found(await app.mailer.outboxMessage(request.params.id), 'dev.email_not_found');
      return reply.type('text/plain; charset=utf-8').send(raw);
    },
  );
};

export default devRoutes;
