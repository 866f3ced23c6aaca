/**
 * `npm run create-admin`: creates an admin account in the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR). Reads ADMIN_EMAIL and ADMIN_PASSWORD (and optionally ADMIN_FIRST_NAME,
 * ADMIN_LAST_NAME) from the environment, or asks for them at the terminal, the password twice
 * and without echo. The password needs at least 12 characters.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { createAdmin, MIN_ADMIN_PASSWORD } from './create-admin.ts';

async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    const value = await answer;
    if (hidden) process.stdout.write('\n');
    return value;
  } finally {
    rl.close();
  }
}

async function main() {
  const config = loadConfig();
  let email = process.env.ADMIN_EMAIL?.trim();
  let password = process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    if (!process.stdin.isTTY) {
      throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD, or run "npm run create-admin" in a terminal to be asked for them.');
    }
    email ||= (await ask('E-mail of the new admin: ')).trim();
    if (!password) {
      password = await ask(`Password (at least ${MIN_ADMIN_PASSWORD} characters): `, true);
      if ((await ask('The same password again: ', true)) !== password) throw new Error('The two passwords differ; nothing was created.');
    }
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    const admin = await handle.exclusive(async (db) => {
      await migrateDatabase(handle, db);
      return createAdmin(db, {
        email,
        password,
        firstName: process.env.ADMIN_FIRST_NAME || undefined,
        lastName: process.env.ADMIN_LAST_NAME || undefined,
      });
    });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
    console.log(`Created the admin ${admin.email} in ${where}. Sign in at /admin-login.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
