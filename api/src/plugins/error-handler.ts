/**
 * The one error handler: every failure answers `{ message, code }` with the right status
 * (codes: docs/api.md "Errors"). Schema failures are 400 `invalid_request` naming the field
 * (`field` too); anything unexpected is logged with its cause and answered with a generic 500
 * `internal`, never with internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, ERROR_CODES } from '@manzil/shared/contract';
import { HttpError } from '../lib/errors.ts';

const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also send the message as `error` (SPEC §8 newsletter reads that field). */
    errorField?: boolean;
  }
}

/** The dotted path of the field the first failed check of a schema is about ('' for the whole). */
function validationField(error: FastifyError): string {
  return (error.validation?.[0]?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

/** "field: problem" for the first failed check of a schema. */
export function validationMessage(error: FastifyError): string {
  const issue = error.validation?.[0];
  if (!issue) return 'The request is not valid.';
  const message = issue.message ?? 'is not valid';
  if (message.endsWith('.')) return message;
  const field = validationField(error);
  if (field) return `${field}: ${message}`;
  if (message.startsWith('unknown field')) return `U${message.slice(1)}.`;
  return error.validationContext === 'body'
    ? 'The request body must be a JSON object.'
    : `${error.validationContext ?? 'request'}: ${message}`;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
) {
  const body: Record<string, unknown> = { ...extra, message, code };
  if (request.routeOptions.config?.errorField && body.error === undefined) body.error = message;
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(request, reply, error.statusCode, error.message, error.code, error.extra);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const field = validationField(error);
      return send(request, reply, 400, validationMessage(error), ERROR_CODES.invalidRequest, field ? { field } : {});
    }
    const known = error.code ? BODY_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known) return send(request, reply, status, known, codeForStatus(status));
    if (status >= 400 && status < 500) return send(request, reply, status, error.message, codeForStatus(status));
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, 'Something went wrong on our side. Please try again in a moment.', ERROR_CODES.internal);
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      request,
      reply,
      404,
      `There is no ${request.method} ${request.url.split('?')[0]!.slice(0, 200)} in the Manzil API.`,
      ERROR_CODES.notFound,
    ),
  );
}

export default fp(errorHandler, { name: 'error-handler' });
