/**
 * The sign-in and sign-out routes every area has (shopper `/api/auth`, vendor `/api/vendor`,
 * admin `/api/admin`), written once: each area says only who may enter and what it answers.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema as messageSchema, loginBody } from '@manzil/shared/contract';
import { checkCredentials } from '../lib/login.ts';
import type { SessionKind } from '../plugins/sessions.ts';

type Credentials = Awaited<ReturnType<typeof checkCredentials>>;

export interface SignInRouteOptions<T extends z.ZodType> {
  kind: SessionKind;
  summary: string;
  tag: string;
  /** The 200 answer's schema. */
  answer: T;
  /** Builds the answer of an account whose password matched; throws (an HttpError) to refuse it before any session starts. */
  admit(found: Credentials): Promise<z.infer<T>> | z.infer<T>;
  /** Refusals `admit` may answer besides 400, 401 and 429. */
  refusals?: readonly 403[];
}

/**
 * POST /login — `{ email, password }` (loginBody): 200 the area's answer and its session cookie.
 * 401 with one message for an unknown e-mail, a wrong password or another kind of account (and
 * as slow); 429 past the `signIn` limit.
 */
export function signInRoute<T extends z.ZodType>(app: FastifyInstance, options: SignInRouteOptions<T>) {
  const refusals = Object.fromEntries((options.refusals ?? []).map((status) => [status, messageSchema]));
  // Callers are checked against their own schema; inside, the route sees a plain one.
  const answerSchema: z.ZodType = options.answer;
  const admit: (found: Credentials) => unknown = options.admit;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login',
    {
      config: { limit: 'signIn' },
      schema: {
        summary: options.summary,
        tags: [options.tag],
        body: loginBody,
        response: { 200: answerSchema, 400: messageSchema, 401: messageSchema, ...refusals, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const found = await checkCredentials(app, request.body.email, request.body.password, options.kind);
      const answer = await admit(found);
      await app.sessions.start(request, reply, options.kind, found.user.id);
      return answer;
    },
  );
}

/** POST /logout — ends the area's session (row and cookie); 204, with or without a session. */
export function signOutRoute(app: FastifyInstance, options: { kind: SessionKind; summary: string; tag: string }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/logout', { schema: { summary: options.summary, tags: [options.tag], response: { 204: z.null() } } }, async (request, reply) => {
      await app.sessions.end(request, reply, options.kind);
      return reply.code(204).send(null);
    });
}
