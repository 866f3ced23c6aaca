/** The API's configuration, read from the environment and validated once at start. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import apps from '@manzil/tooling/apps.json' with { type: 'json' };
import { DEFAULT_PUBLIC_ORIGIN } from '@manzil/shared/seo';
import type { S3Options } from './lib/file-store.ts';

/** The api package folder, from the sources (src/) or the bundle (dist/). */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_SHOP_MAILBOX = 'hello@manzil.eg';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Why a production start without PAYOUT_PROVIDER is refused, and what to set (one line). */
export const PAYOUT_PROVIDER_REQUIRED =
  'is required with NODE_ENV=production, so the sandbox never stands in for real vendor payouts: set PAYOUT_PROVIDER=paymob (with PAYMOB_PAYOUTS_CLIENT_ID, _CLIENT_SECRET, _USERNAME, _PASSWORD), or PAYOUT_PROVIDER=sandbox on purpose for a test instance';

/** Why a production start without PAYMENT_GATEWAY is refused, and what to set (one line). */
export const PAYMENT_GATEWAY_REQUIRED =
  'is required with NODE_ENV=production, so the test sandbox never takes real orders: set PAYMENT_GATEWAY=paymob (with PAYMOB_API_KEY, PAYMOB_HMAC_SECRET, PAYMOB_CARD_INTEGRATION_ID), or PAYMENT_GATEWAY=sandbox on purpose for a test instance';

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(apps.api.port),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    /** Data folder: the PGlite database (`pglite/`) and the e-mail outbox (`outbox/`). */
    DATA_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    IMAGE_BASE_URL: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    /** Comma-separated origins allowed by CORS, e.g. `https://manzil.eg,https://www.manzil.eg`. */
    CORS_ORIGINS: optionalText,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The proxies in front whose X-Forwarded-* are believed (client address, HTTPS): comma-
     * separated addresses or CIDRs (or proxy-addr names: loopback, linklocal, uniquelocal). */
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .refine((value) => !['true', '1', 'yes', '*'].includes(value.toLowerCase()), {
          message:
            'name the proxies (addresses or CIDRs, e.g. 10.0.0.0/8,127.0.0.1), not true: trusting every sender lets anyone pick their address',
        })
        .optional(),
    ),
    /** Redis for rate-limit counters shared by every API process (else the database). */
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** How listings compute totals and facets: `index` (in-process catalog index) or `database`. */
    LISTING_ENGINE: z.enum(['index', 'database']).default('index'),
    /** MiB of public catalog answers each API process keeps (0 turns the cache off). */
    ANSWER_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
    /** How old (ms) the in-memory catalog content version may get before it is read again: the
     * bound on serving a cached answer after another process's write when no notification
     * arrives (lib/content-version.ts). 0 reads it for every cached answer. */
    CONTENT_VERSION_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
    /** The store's public origin (`https://manzil.eg`): absolute URLs of the sitemap and robots.txt. */
    PUBLIC_ORIGIN: optionalText.pipe(
      z
        .url({ message: 'must be an absolute URL such as https://manzil.eg' })
        .refine((value) => new URL(value).pathname === '/' && !/[?#]/.test(value), { message: 'must be an origin, without a path' })
        .optional(),
    ),
    /** The shop's mailbox: contact-form messages are delivered there. */
    SHOP_MAILBOX: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    /** S3-compatible object store for uploads; the data folder when S3_BUCKET is unset. */
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    /** e.g. `http://127.0.0.1:9000` for MinIO; AWS when unset. */
    S3_ENDPOINT: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
    /** Minutes between sweeps of documents no application claimed within 24 hours (default 60; 0: off). */
    DOCUMENT_SWEEP_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    /** `1` serves GET /api/dev/outbox (every e-mail sent) — development only, never in public. */
    DEV_OUTBOX: z.enum(['0', '1', 'true', 'false']).optional(),
    /** `1` with NODE_ENV=production: session cookies without Secure/`__Host-` over plain http, for
     * a local production instance only (docs/security.md "Sessions"). */
    INSECURE_SESSION_COOKIES: z.enum(['0', '1', 'true', 'false']).optional(),
    /** `1` serves the OpenAPI document (/api/docs/json) with NODE_ENV=production too. */
    API_DOCS: z.enum(['0', '1', 'true', 'false']).optional(),
    /** Products seeded into an empty embedded database (default 2,400). */
    SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2_400),
    /** `sandbox` (the embedded test gateway; the default outside production) or `paymob`.
     * Production needs it set: the sandbox approves any valid test number. */
    PAYMENT_GATEWAY: optionalText.pipe(z.enum(['sandbox', 'paymob']).optional()),
    /** The sandbox's callback HMAC secret (random per start when absent). */
    SANDBOX_HMAC_SECRET: optionalText,
    PAYMOB_BASE_URL: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    PAYMOB_API_KEY: optionalText,
    PAYMOB_HMAC_SECRET: optionalText,
    PAYMOB_CARD_INTEGRATION_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'must be a whole number')
        .transform(Number)
        .optional(),
    ),
    PAYMOB_MOTO_INTEGRATION_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'must be a whole number')
        .transform(Number)
        .optional(),
    ),
    PAYMOB_VERIFICATION_INTEGRATION_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'must be a whole number')
        .transform(Number)
        .optional(),
    ),
    /** `sandbox` (the embedded payout provider; the default outside production) or `paymob`.
     * Production needs it set: the sandbox pays nobody. */
    PAYOUT_PROVIDER: optionalText.pipe(z.enum(['sandbox', 'paymob']).optional()),
    PAYMOB_PAYOUTS_URL: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    PAYMOB_PAYOUTS_CLIENT_ID: optionalText,
    PAYMOB_PAYOUTS_CLIENT_SECRET: optionalText,
    PAYMOB_PAYOUTS_USERNAME: optionalText,
    PAYMOB_PAYOUTS_PASSWORD: optionalText,
    PAYOUT_RUN_DAYS: z.coerce.number().int().min(0).max(366).default(7),
    PAYOUT_MINIMUM_EGP: z.coerce.number().min(0).max(1_000_000).default(500),
    MONEY_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV === 'production' && !e.PAYMENT_GATEWAY)
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY'], message: PAYMENT_GATEWAY_REQUIRED });
    if (e.NODE_ENV === 'production' && !e.PAYOUT_PROVIDER)
      ctx.addIssue({ code: 'custom', path: ['PAYOUT_PROVIDER'], message: PAYOUT_PROVIDER_REQUIRED });
    if (e.PAYOUT_PROVIDER === 'paymob')
      for (const key of [
        'PAYMOB_PAYOUTS_CLIENT_ID',
        'PAYMOB_PAYOUTS_CLIENT_SECRET',
        'PAYMOB_PAYOUTS_USERNAME',
        'PAYMOB_PAYOUTS_PASSWORD',
      ] as const)
        if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYOUT_PROVIDER=paymob' });
    if (e.PAYMENT_GATEWAY !== 'paymob') return;
    for (const key of ['PAYMOB_API_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_CARD_INTEGRATION_ID'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_GATEWAY=paymob' });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  imageBaseUrl: string | null;
  corsOrigins: string[] | null;
  production: boolean;
  /** The embedded default (PGlite, not production): the demo catalog and accounts are seeded
   * into an empty database at start. Anything else starts empty (`npm run seed -- --demo`). */
  seedDemo: boolean;
  devOutbox: boolean;
  apiDocs: boolean;
  /** INSECURE_SESSION_COOKIES=1: production session cookies work over plain http (local tests). */
  insecureCookies: boolean;
  /** Trusted proxies (addresses/CIDRs); false trusts none. */
  trustProxy: string[] | false;
  redisUrl?: string;
  logLevel: string;
  seedProducts: number;
  listingEngine: 'index' | 'database';
  /** Cap of the per-process answer cache, bytes (ANSWER_CACHE_MB; 0: off). */
  answerCacheBytes: number;
  /** CONTENT_VERSION_MAX_AGE_MS: bound on the in-memory content version's age (ms). */
  contentVersionMaxAgeMs: number;
  shopMailbox: string;
  /** PUBLIC_ORIGIN without a trailing slash (default https://manzil.eg). */
  publicOrigin: string;
  payments: NonNullable<import('./app.ts').BuildAppOptions['payments']>;
  /** Where uploads go; null: `<dataDir>/uploads`. */
  s3: S3Options | null;
  /** Milliseconds between sweeps of unclaimed documents; 0: off. */
  documentSweepMs: number;
  /** Marketplace money: payout provider, payout run period and minimum, test clock (docs/money.md). */
  money: NonNullable<import('./app.ts').BuildAppOptions['money']>;
}

function parseTrustProxy(value: string | undefined): string[] | false {
  if (!value || ['false', '0', 'no'].includes(value.toLowerCase())) return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Parses `env`; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The environment is not valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR ?? resolve(PACKAGE_DIR, '../.data')),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    imageBaseUrl: e.IMAGE_BASE_URL ?? null,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : null,
    production: e.NODE_ENV === 'production',
    seedDemo: e.NODE_ENV !== 'production' && !e.DATABASE_URL,
    devOutbox: e.DEV_OUTBOX === '1' || e.DEV_OUTBOX === 'true',
    apiDocs: e.API_DOCS === '1' || e.API_DOCS === 'true',
    insecureCookies: e.INSECURE_SESSION_COOKIES === '1' || e.INSECURE_SESSION_COOKIES === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    seedProducts: e.SEED_PRODUCTS,
    listingEngine: e.LISTING_ENGINE,
    answerCacheBytes: Math.round(e.ANSWER_CACHE_MB * 1024 * 1024),
    contentVersionMaxAgeMs: e.CONTENT_VERSION_MAX_AGE_MS,
    shopMailbox: e.SHOP_MAILBOX ?? DEFAULT_SHOP_MAILBOX,
    publicOrigin: (e.PUBLIC_ORIGIN ?? DEFAULT_PUBLIC_ORIGIN).replace(/\/+$/, ''),
    payments:
      e.PAYMENT_GATEWAY === 'paymob'
        ? {
            gateway: 'paymob',
            paymob: {
              baseUrl: e.PAYMOB_BASE_URL ?? 'https://accept.paymob.com',
              apiKey: e.PAYMOB_API_KEY!,
              hmacSecret: e.PAYMOB_HMAC_SECRET!,
              cardIntegrationId: e.PAYMOB_CARD_INTEGRATION_ID!,
              motoIntegrationId: e.PAYMOB_MOTO_INTEGRATION_ID ?? e.PAYMOB_CARD_INTEGRATION_ID!,
              verificationIntegrationId: e.PAYMOB_VERIFICATION_INTEGRATION_ID ?? e.PAYMOB_CARD_INTEGRATION_ID!,
            },
          }
        : { gateway: 'sandbox', sandboxHmacSecret: e.SANDBOX_HMAC_SECRET },
    documentSweepMs: e.DOCUMENT_SWEEP_MINUTES * 60_000,
    money: {
      payoutRunMs: e.PAYOUT_RUN_DAYS * 24 * 3_600_000,
      payoutMinimumEgp: e.PAYOUT_MINIMUM_EGP,
      testClock: e.MONEY_TEST_CLOCK === '1',
      payoutProvider: e.PAYOUT_PROVIDER ?? 'sandbox',
      paymob:
        e.PAYOUT_PROVIDER === 'paymob'
          ? {
              baseUrl: e.PAYMOB_PAYOUTS_URL ?? 'https://payouts.paymobsolutions.com',
              clientId: e.PAYMOB_PAYOUTS_CLIENT_ID!,
              clientSecret: e.PAYMOB_PAYOUTS_CLIENT_SECRET!,
              username: e.PAYMOB_PAYOUTS_USERNAME!,
              password: e.PAYMOB_PAYOUTS_PASSWORD!,
            }
          : undefined,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle:
            e.S3_FORCE_PATH_STYLE === undefined ? undefined : e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        }
      : null,
  };
}
