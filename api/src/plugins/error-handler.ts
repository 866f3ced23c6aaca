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
import { requestLocale, type Locale } from '../lib/locale.ts';
import type { MessageId } from '../i18n/messages.ts';
import { fieldNameAr, messageText, msg, validationTextAr } from '../i18n/translate.ts';

const BODY_ERRORS: Record<string, MessageId> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.content_length',
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

/**
 * "field: problem" for the first failed check of a schema, in `locale` (English by default): a
 * whole sentence alone, a fragment after the field's name (in Arabic the field's Arabic name).
 */
export function validationMessage(error: FastifyError, locale: Locale = 'en'): string {
  const issue = error.validation?.[0];
  if (!issue) return messageText('request.invalid', locale);
  const english = issue.message ?? messageText('validation.invalid', 'en');
  const field = validationField(error);
  const text = locale === 'ar' ? validationTextAr(english, field) : english;
  if (english.endsWith('.')) return text;
  if (field) return `${locale === 'ar' ? fieldNameAr(field) : field}: ${text}`;
  if (english.startsWith('unknown field')) return locale === 'ar' ? `${text}.` : `U${english.slice(1)}.`;
  if (error.validationContext === 'body') return messageText('request.body_not_object', locale);
  return `${error.validationContext ?? 'request'}: ${text}`;
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
    const locale = requestLocale(request);
    if (error instanceof HttpError)
      return send(request, reply, error.statusCode, messageText(error.apiMessage, locale), error.code, error.extra);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const field = validationField(error);
      return send(request, reply, 400, validationMessage(error, locale), ERROR_CODES.invalidRequest, field ? { field } : {});
    }
    const known = error.code ? BODY_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known) return send(request, reply, status, messageText(known, locale), codeForStatus(status));
    // Fastify's own 4xx sentences are English: an Arabic request gets the general one.
    if (status >= 400 && status < 500)
      return send(request, reply, status, locale === 'ar' ? messageText('request.invalid', locale) : error.message, codeForStatus(status));
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, messageText('request.failed', locale), ERROR_CODES.internal);
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      request,
      reply,
      404,
      messageText(
        msg('request.no_route', { method: request.method, path: request.url.split('?')[0]!.slice(0, 200) }),
        requestLocale(request),
      ),
      ERROR_CODES.notFound,
    ),
  );
}

export default fp(errorHandler, { name: 'error-handler' });
