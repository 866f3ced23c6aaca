/**
 * Keeps secrets out of the logs: pino `redact` paths for objects that are logged (headers,
 * bodies, a user row), an error serializer that drops a failed query's parameters and scrubs
 * every string it keeps, and a hook that scrubs the message text. Secrets are passwords (and
 * their hashes), one-time codes, tokens, session cookies, card numbers and CVVs.
 */
import type { FastifyServerOptions } from 'fastify';

/** Field names whose values never reach a log line, at any of the first three levels. */
export const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'otp',
  'otpCode',
  'token',
  'resetToken',
  'reset_token',
  'idHash',
  'cardNumber',
  'card_number',
  'cvv',
  'cvc',
];

const HEADER_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

export const REDACT_PATHS = [...HEADER_PATHS, ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`])];

const SECRET_KEY_PATTERN = new RegExp(
  `(["']?(?:${SECRET_FIELDS.join('|')})["']?\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^\\s,;)}\\]]+)`,
  'gi',
);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** `text` with parameters of failed queries, password hashes, `key: value` secrets, constraint
 * values and card numbers replaced by `[redacted]`. */
export function scrubText(text: string): string {
  return text
    .replace(/(\bparams:\s*)[^\n]*/g, '$1[redacted]')
    .replace(/\$argon2(?:id|i|d)\$[^\s"',)]+/g, '[redacted]')
    .replace(/\bscrypt\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/g, '[redacted]')
    .replace(SECRET_KEY_PATTERN, '$1[redacted]')
    .replace(/(\bKey \([^)]*\)=\()[^)]*(\))/g, '$1[redacted]$2')
    .replace(/\b(?:\d[ -]?){12,18}\d\b/g, (match) => (luhn(match.replace(/\D/g, '')) ? '[redacted]' : match));
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  detail?: string;
  cause?: SerializedError;
}

/** An error as logged: its kind, scrubbed message and stack, a few safe fields of a database
 * error, and its cause — never a query's `params`. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const e = error as Error & Record<string, unknown>;
  const out: SerializedError = { type: e.constructor?.name ?? 'Error', message: scrubText(e.message) };
  if (e.stack) out.stack = scrubText(e.stack);
  for (const field of ['code', 'statusCode', 'constraint', 'table', 'column'] as const) {
    if (e[field] !== undefined) out[field] = typeof e[field] === 'string' ? scrubText(e[field]) : e[field];
  }
  if (typeof e.detail === 'string') out.detail = scrubText(e.detail);
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** `logger` (Fastify's option) with redaction, the error serializer and message scrubbing. */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { ...(base as { serializers?: object }).serializers, err: serializeError, error: serializeError },
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)),
        );
      },
    },
  } as unknown as LoggerOptions;
}
