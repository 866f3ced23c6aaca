/**
 * Test helpers: the database backends to run against (in-memory PGlite always; PostgreSQL when
 * it answers), building the app, and signing in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

export const TEST_PRODUCTS = 300;
export const IMAGE_BASE_URL = 'https://cdn.manzil.test/media/';

export interface Backend {
  name: string;
  databaseUrl?: string;
  /** Drops what the backend created. */
  cleanup(): Promise<void>;
}

export interface TestContext {
  app: FastifyInstance;
  backend: string;
  /** The PostgreSQL database of this run (absent on PGlite). */
  databaseUrl?: string;
}

/** Why the PostgreSQL half is skipped, when it is. */
export let postgresSkipped: string | null = null;

/**
 * In-memory PGlite, plus a fresh PostgreSQL database when one answers (else a printed note).
 * `API_TEST_BACKENDS` ('pglite' or 'postgres'; both when unset) narrows the list: test/run.mjs
 * runs the two halves in parallel processes.
 */
export async function backends(): Promise<Backend[]> {
  const wanted = process.env.API_TEST_BACKENDS;
  const list: Backend[] = wanted === 'postgres' ? [] : [{ name: 'PGlite (in memory)', cleanup: async () => {} }];
  if (wanted === 'pglite') return list;
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await admin.connect();
  } catch (error) {
    postgresSkipped = `PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')} did not answer (${(error as Error).message})`;
    console.log(`# ${postgresSkipped}; its half of the suite is skipped.`);
    await admin.end().catch(() => {});
    return list;
  }
  // A database of its own per run: repeatable, and nothing shared with other suites.
  const name = `manzil_api_test_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    postgresSkipped = `could not create a PostgreSQL test database (${(error as Error).message})`;
    console.log(`# ${postgresSkipped}; its half is skipped.`);
    await admin.end();
    return list;
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  list.push({
    name: 'PostgreSQL',
    databaseUrl: testUrl.toString(),
    async cleanup() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  });
  return list;
}

export async function startApp(backend: Backend): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'manzil-api-test-'));
  const app = await buildApp({
    dataDir,
    databaseUrl: backend.databaseUrl,
    pgliteDir: 'memory://',
    seed: seedIfEmpty(TEST_PRODUCTS),
    imageBaseUrl: IMAGE_BASE_URL,
    trustProxy: ['127.0.0.1'],
    // The suites read the e-mails the API sends (GET /api/dev/outbox is opt-in).
    devOutbox: true,
  });
  return { app, dataDir };
}

/** The dev outbox once a message matching `test` is in it (the mailer delivers in the
 * background after answering); fails after 5 s. */
export async function waitForMail(app: FastifyInstance, test: (message: any) => boolean): Promise<{ transport: string; messages: any[] }> {
  for (let tries = 0; tries < 100; tries++) {
    const { body } = await getJson(app, '/api/dev/outbox');
    if (body.messages.some(test)) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the expected e-mail did not arrive in the outbox within 5 s');
}

/** Every product, listed or not, as `Product` JSON (the public API shows listed ones only). */
export async function everyProduct(app: FastifyInstance): Promise<any[]> {
  const rows = (await app.db.execute(sql`select id from products order by id`)) as unknown as { rows: { id: number }[] };
  return Promise.all(rows.rows.map(async (row) => app.repos.products.findById(Number(row.id))));
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** The `name=value` pairs of a response's Set-Cookie headers, for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The token of the newest sign-up link e-mailed to `email` (waits up to 5 s for the mail). */
export async function signupToken(app: FastifyInstance, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    for (const message of (await app.mailer.outbox()).filter((m) => m.to === email)) {
      // Quoted-printable: soft line breaks joined, "=" written "=3D".
      const raw = ((await app.mailer.outboxMessage(message.id)) ?? '').replace(/=\r?\n/g, '');
      const token = /\/signup#confirm(?:=3D|=)([A-Za-z0-9_-]{43})/.exec(raw)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no sign-up link was e-mailed to ${email} within 5 s`);
}

let signUps = 0;

/**
 * Creates a shopper account as a person does: `POST /api/auth/signup` (202), then the e-mailed
 * link (`POST /api/auth/signup/confirm`, 201). The Cookie header, the `user` (UserSession) and
 * the confirm answer (status, cookies, body).
 */
export async function signUpShopper(
  app: FastifyInstance,
  payload: { firstName: string; lastName: string; email: string; password: string },
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<{
  cookie: string;
  user: { id: string; email: string; firstName: string; lastName: string; role: string };
  response: LightMyRequestResponse;
}> {
  // Sign-up is limited per client address (20 / 15 min): unless told, each from an address of its own.
  const { headers = {}, remoteAddress = `100.100.${Math.floor(++signUps / 250) % 250}.${(signUps % 250) + 1}` } = options;
  const from = { remoteAddress };
  const asked = await app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers, ...from });
  if (asked.statusCode !== 202) throw new Error(`sign-up of ${payload.email} failed: ${asked.statusCode} ${asked.body}`);
  const token = await signupToken(app, payload.email.trim().toLowerCase());
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token }, headers, ...from });
  if (response.statusCode !== 201)
    throw new Error(`confirming the sign-up of ${payload.email} failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieHeader(response), user: response.json().user, response };
}

/** Signs in through `/api/{area}/login` and returns the Cookie header. */
export async function signIn(app: FastifyInstance, area: 'auth' | 'vendor' | 'admin', email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: `/api/${area}/login`, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieHeader(response), body: response.json() };
}

export async function getJson<T = any>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await app.inject({ url, headers });
  return { status: response.statusCode, body: response.json() as T };
}
