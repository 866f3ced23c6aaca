/**
 * Password hashing with argon2id (OWASP's first choice): 19 MiB of memory, 2 passes, 1 lane,
 * through `@node-rs/argon2` (prebuilt binaries, no install script). Hashes are PHC strings
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`). Hashes written before (scrypt with N=2^14,
 * `scrypt$<N>$<salt>$<hash>`) still verify, and `needsRehash` tells the sign-in to replace them.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id cost: memory in KiB (19 MiB), passes, lanes. */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { ...ARGON2_PARAMS, algorithm: ARGON2ID, outputLen: 32 };

const SCRYPT_KEY_LENGTH = 64;

function scryptDerive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, SCRYPT_KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Returns an argon2id PHC string for `password` (NFKC-normalised first). */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

/** A hash that no password matches (for accounts that cannot sign in). */
export const UNUSABLE_PASSWORD = '!';

let dummy: Promise<string> | null = null;
/** A real argon2id hash of a random secret, checked when the e-mail is unknown so that the
 * answer takes as long either way. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64'));
  return dummy;
}

/** Whether `password` matches `stored` (argon2id, or a legacy scrypt hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
  const [scheme, costText, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !hashText) return false;
  const cost = Number(costText);
  if (!Number.isInteger(cost) || cost < 1024 || cost > 1_048_576) return false;
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length !== SCRYPT_KEY_LENGTH) return false;
  const actual = await scryptDerive(password, Buffer.from(saltText, 'base64'), cost);
  return timingSafeEqual(actual, expected);
}

/** True when `stored` is not argon2id at today's cost (legacy scrypt, or weaker parameters):
 * the sign-in then stores a new hash of the password it just checked. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return stored !== UNUSABLE_PASSWORD;
  return Number(match[1]) < ARGON2_PARAMS.memoryCost || Number(match[2]) < ARGON2_PARAMS.timeCost;
}

/** A scrypt hash as written before argon2id (N=2^14), for tests of the upgrade path only. */
export async function legacyScryptHash(password: string, cost = 16_384): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptDerive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}
