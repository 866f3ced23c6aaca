/**
 * The first admin of a production database (which starts with no account at all): one admin
 * account with a password of at least 12 characters. Used by `npm run create-admin`
 * (create-admin-cli.ts) and by the tests.
 */
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export const MIN_ADMIN_PASSWORD = 12;

export const adminInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'The e-mail address is not valid.' })),
  password: z
    .string()
    .min(MIN_ADMIN_PASSWORD, { message: `The password must have at least ${MIN_ADMIN_PASSWORD} characters.` })
    .max(200, { message: 'The password must have at most 200 characters.' })
    .refine((value) => !value.includes('\u0000'), { message: 'The password cannot contain a NUL character.' }),
  firstName: z.string().trim().min(1).max(100).default('Admin'),
  lastName: z.string().trim().min(1).max(100).default('Manzil'),
});

export type AdminInput = z.input<typeof adminInput>;

/** Creates an admin; throws an Error with a sentence when the input is not valid or the e-mail
 * already has an account. Returns the new account's id and e-mail. */
export async function createAdmin(db: Database, input: AdminInput): Promise<{ id: number; email: string }> {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(' '));
  const { email, password, firstName, lastName } = parsed.data;
  const rows = await db
    .insert(users)
    .values({ email, firstName, lastName, role: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  if (!rows[0]) throw new Error(`An account with the e-mail ${email} already exists; choose another e-mail.`);
  return rows[0];
}
