/**
 * E-mail through nodemailer: SMTP when `smtpUrl` is set, otherwise each message is written as an
 * `.eml` file to `<dataDir>/outbox/`, where `GET /api/dev/outbox` lists it (with DEV_OUTBOX=1).
 *
 * Every message goes through the durable `email_outbox` table (db/security-schema.ts) first: `send`
 * stores it, then tries to deliver it; a message the transport refuses stays in the table and a
 * worker loop in every API process retries it with back-off (30 s, 1 min, 2 min … at most 1 h
 * apart) until it is sent — so an order confirmation survives a mail server that is down, or an
 * API restart. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several processes never send
 * one message twice. Once sent, a row keeps only its recipient and subject (a body may hold a
 * one-time code). A plain table rather than pg-boss or graphile-worker: both need a pooled
 * PostgreSQL server (LISTEN/NOTIFY, several connections), which the embedded PGlite is not.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows, type Database } from '../db/client.ts';
import { emailOutbox } from '../db/security-schema.ts';
import { scrubText } from '../lib/log-redaction.ts';

/** A nodemailer transport (SMTP, or the stream one that renders a message for the outbox folder). */
type Transport = { sendMail(mail: Record<string, unknown>): Promise<{ message?: unknown }> };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the contact form: the visitor who wrote). */
  replyTo?: { name: string; address: string };
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
  size: number;
}

export interface Mailer {
  /** Stores `mail` in the durable outbox, then tries to deliver it (awaited unless
   * `wait: false`). Resolves once it is stored — delivered or queued for a retry; rejects only
   * when the database cannot store it. */
  send(mail: OutgoingMail, options?: { wait?: boolean }): Promise<{ delivered: boolean }>;
  /**
   * Stores `mail` in the outbox inside the caller's transaction `tx`, so it exists exactly when
   * what it announces does (an order and its confirmation); nothing is delivered yet — call
   * `deliverQueued` once `tx` has committed (else the worker loop sends it within `retryEveryMs`).
   */
  enqueue(tx: Database, mail: OutgoingMail): Promise<void>;
  /** Starts delivering what is due (after `enqueue`'s transaction committed); never rejects. */
  deliverQueued(): void;
  /** Delivers every due message now (what the worker loop does every `retryEveryMs`); returns
   * how many were sent. */
  flush(): Promise<number>;
  /** Where messages go: `smtp` or the outbox folder. */
  readonly transport: 'smtp' | 'outbox';
  /** The outbox, newest first (empty with SMTP). */
  outbox(): Promise<OutboxEntry[]>;
  /** One outbox message as raw text, or null. */
  outboxMessage(id: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from?: string;
  /** How often the worker looks for messages to retry (default 15 s; 0 turns the loop off). */
  retryEveryMs?: number;
}

/** Wait before the next attempt after `attempts` failed ones: 30 s doubling, at most 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const OUTBOX_ID = /^[0-9]{13}-[a-f0-9]{8}\.eml$/;

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match ? match[1]!.replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

async function mailerPlugin(app: FastifyInstance, options: MailerOptions) {
  const from = options.from ?? 'Manzil <hello@manzil.eg>';
  // nodemailer is loaded with the first message, not when the process starts (it costs a start
  // a few hundred milliseconds of module loading, and most starts send nothing for a while).
  let transports: Promise<{ smtp: Transport | null; stream: Transport }> | null = null;
  const transportsOf = () =>
    (transports ??= import('nodemailer').then(({ default: nodemailer }) => ({
      smtp: options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null,
      stream: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    })));
  const dir = options.outboxDir;

  async function transmit(mail: OutgoingMail) {
    const { smtp, stream } = await transportsOf();
    if (smtp) {
      await smtp.sendMail({ from, ...mail });
      return;
    }
    const info = await stream.sendMail({ from, ...mail });
    await mkdir(dir, { recursive: true });
    const id = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(dir, id), info.message as Buffer);
  }

  /** Delivers one claimed row and records the outcome. */
  async function attempt(id: number, mail: OutgoingMail, attempts: number): Promise<boolean> {
    try {
      await transmit(mail);
    } catch (error) {
      const reason = scrubText(error instanceof Error ? error.message : String(error)).slice(0, 500);
      await app.db.execute(sql`update email_outbox set locked_until = null, last_error = ${reason},
        next_attempt_at = now() + make_interval(secs => ${retryDelayMs(attempts) / 1000}) where id = ${id}`);
      app.log.warn({ outboxId: id, attempts, reason }, 'e-mail not delivered; it will be retried');
      return false;
    }
    await app.db.execute(sql`update email_outbox set sent_at = now(), locked_until = null, last_error = null,
      message = jsonb_build_object('to', message->'to', 'subject', message->'subject') where id = ${id}`);
    return true;
  }

  let running: Promise<number> | null = null;
  async function flushOnce(): Promise<number> {
    const due = await queryRows<{ id: number; message: OutgoingMail; attempts: number }>(
      app.db,
      sql`update email_outbox set locked_until = now() + interval '2 minutes', attempts = attempts + 1
          where id in (select id from email_outbox
                       where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
                       order by id limit 20 for update skip locked)
          returning id, message, attempts`,
    );
    let sent = 0;
    for (const row of due) if (await attempt(row.id, row.message, row.attempts)) sent += 1;
    return sent;
  }

  const retryEveryMs = options.retryEveryMs ?? 15_000;
  if (retryEveryMs > 0) {
    const timer = setInterval(() => {
      if (running) return;
      running = flushOnce()
        .catch((error: unknown) => (app.log.error({ err: error }, 'the e-mail outbox worker failed'), 0))
        .finally(() => (running = null));
    }, retryEveryMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }

  const mailer: Mailer = {
    transport: options.smtpUrl ? 'smtp' : 'outbox',
    async send(mail, sendOptions = {}) {
      const clean: OutgoingMail = JSON.parse(JSON.stringify(mail));
      const [row] = await app.db
        .insert(emailOutbox)
        .values({ message: clean, attempts: 1, lockedUntil: sql`now() + interval '2 minutes'` })
        .returning({ id: emailOutbox.id });
      const delivery = attempt(row!.id, clean, 1);
      if (sendOptions.wait === false) {
        delivery.catch((error: unknown) => app.log.error({ err: error }, 'could not record an e-mail delivery'));
        return { delivered: false };
      }
      return { delivered: await delivery };
    },
    async enqueue(tx, mail) {
      await tx.insert(emailOutbox).values({ message: JSON.parse(JSON.stringify(mail)) as OutgoingMail });
    },
    deliverQueued() {
      mailer.flush().catch((error: unknown) => app.log.error({ err: error }, 'the e-mail outbox could not be flushed'));
    },
    async flush() {
      while (running) await running;
      running = flushOnce().finally(() => (running = null));
      return running;
    },
    async outbox() {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => OUTBOX_ID.test(n));
      const entries = await Promise.all(
        names.map(async (id) => {
          const [raw, info] = await Promise.all([readFile(join(dir, id), 'utf8'), stat(join(dir, id))]);
          const date = header(raw, 'Date');
          return {
            id,
            to: header(raw, 'To'),
            subject: header(raw, 'Subject'),
            date: date ? new Date(date).toISOString() : info.mtime.toISOString(),
            size: info.size,
          };
        }),
      );
      return entries.sort((a, b) => b.id.localeCompare(a.id));
    },
    async outboxMessage(id) {
      if (!OUTBOX_ID.test(id)) return null;
      return readFile(join(dir, id), 'utf8').catch(() => null);
    },
  };
  app.decorate('mailer', mailer);
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['database'] });
