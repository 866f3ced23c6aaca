/**
 * E-mail through nodemailer: SMTP when `smtpUrl` is set, otherwise each message is written as an
 * `.eml` file to `<dataDir>/outbox/`, where `GET /api/dev/outbox` lists it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

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
  send(mail: OutgoingMail): Promise<void>;
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
}

const OUTBOX_ID = /^[0-9]{13}-[a-f0-9]{8}\.eml$/;

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match ? match[1]!.replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

async function mailerPlugin(app: FastifyInstance, options: MailerOptions) {
  const from = options.from ?? 'Manzil <hello@manzil.eg>';
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = options.outboxDir;

  const mailer: Mailer = {
    transport: smtp ? 'smtp' : 'outbox',
    async send(mail) {
      if (smtp) {
        await smtp.sendMail({ from, ...mail });
        return;
      }
      const info = await stream.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const id = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(dir, id), info.message as Buffer);
    },
    async outbox() {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => OUTBOX_ID.test(n));
      const entries = await Promise.all(
        names.map(async (id) => {
          const [raw, info] = await Promise.all([readFile(join(dir, id), 'utf8'), stat(join(dir, id))]);
          const date = header(raw, 'Date');
          return { id, to: header(raw, 'To'), subject: header(raw, 'Subject'), date: date ? new Date(date).toISOString() : info.mtime.toISOString(), size: info.size };
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

export default fp(mailerPlugin, { name: 'mailer' });
