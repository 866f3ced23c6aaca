/**
 * No password, hash, OTP, token, card number or CVV reaches a log line — including a
 * failed INSERT's parameters. Runs an app with a logger at `trace` into memory, exercises sign-up,
 * sign-in and a failing INSERT, and greps what was written.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { removeDir, signUpShopper, type TestContext } from '../helpers.ts';

export function securityLogsSuite(ctx: TestContext) {
  describe('security §3: secrets never reach the log', () => {
    it('redacts passwords, hashes, codes, tokens, cards and a failed INSERT’s parameters', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-log-test-'));
      const app = await buildApp({
        dataDir,
        databaseUrl: ctx.databaseUrl,
        pgliteDir: 'memory://',
        devOutbox: true,
        logger: { level: 'trace', stream },
      });
      const password = 'Secret-Pass-4711';
      const email = `log-${process.pid}-${Date.now()}@example.com`;
      const card = '4111 1111 1111 1111';
      try {
        const signup = await signUpShopper(app, { firstName: 'Hala', lastName: 'Said', email, password });
        const sessionId = signup.response.cookies[0]!.value;
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { cookie: `manzil_sid=${sessionId}` },
          payload: { email, password: 'Wrong-Pass-0815' },
        });
        const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
        const hash = row!.hash;

        // A failed INSERT (a NUL byte PostgreSQL refuses) whose parameters hold an e-mail and a hash.
        const otherHash = await hashPassword('Another-Pass-99');
        const failure = await app.db
          .insert(users)
          .values({ email: `nul-${email}`, passwordHash: otherHash, firstName: 'x\u0000y', lastName: 'z', role: 'shopper' })
          .then(
            () => null,
            (error: unknown) => error,
          );
        assert.ok(failure instanceof Error, 'the INSERT failed');
        assert.ok(`${failure.message}`.includes(otherHash), 'unscrubbed, the error itself carries the hash');
        app.log.error({ err: failure }, 'insert failed');
        // A duplicate (the constraint's detail names the e-mail).
        const duplicate = await app.db
          .insert(users)
          .values({ email, passwordHash: otherHash, firstName: 'x', lastName: 'z', role: 'shopper' })
          .then(
            () => null,
            (error: unknown) => error,
          );
        app.log.error({ err: duplicate }, 'duplicate');
        // Objects and messages carrying secrets by name.
        app.log.info({ body: { email, password, otp: '482913', resetToken: 'rt-abcdef123456', cardNumber: card, cvv: '737' } }, 'a body');
        app.log.warn(`payment with card ${card}, cvv: 737, token=tok_live_998877, otp: 482913, password: ${password}`);
        app.log.info({ user: { passwordHash: hash, email } }, 'a user row');
      } finally {
        await app.close();
        removeDir(dataDir);
      }
      const log = lines.join('');
      assert.ok(lines.length > 5, 'the run wrote a log');
      assert.match(log, /insert failed/);
      assert.match(log, /\[redacted\]/);
      const secrets = [
        password,
        'Wrong-Pass-0815',
        'Another-Pass-99',
        '$argon2id$',
        'scrypt$',
        card,
        '4111111111111111',
        '482913',
        'rt-abcdef123456',
        'tok_live_998877',
        '"737"',
        'cvv: 737',
        `nul-${email}`,
      ];
      for (const secret of secrets) assert.equal(log.includes(secret), false, `the log contains ${secret}`);
      assert.equal(log.includes(`(${email})`), false, 'a constraint detail does not print the e-mail');
    });
  });
}
