// Password hashing (scrypt, salted, parameters kept in the hash string) and ICM's default rule for
// acceptable passwords.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Cost 2^14, block size 8: about 16 MiB and a few tens of milliseconds per hash, so logins and the
 * demo seed stay fast while a leaked hash still costs an attacker that much per guess.
 */
const SCRYPT = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** Longest password hashed; longer ones are refused before hashing (no work for megabyte inputs). */
export const MAX_PASSWORD_LENGTH = 256;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const scryptOptions = (cost: ScryptCost) => ({ ...cost, maxmem: 256 * cost.N * cost.r });

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, scryptOptions(cost), (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$key` (salt and key base64url). */
function encode(salt: Buffer, key: Buffer): string {
  return [PREFIX, SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return encode(salt, await derive(password, salt, SCRYPT));
}

/** For the demo seed, which writes inside a synchronous transaction; requests use hashPassword. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LENGTH);
  return encode(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, scryptOptions(SCRYPT)));
}

/** True if the password gives the hash; a malformed hash never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = hash.split('$');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (prefix !== PREFIX || key === undefined || !Object.values(options).every(value => Number.isInteger(value) && value > 0)) {
    return false;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * ICM's default password rule, as the PWA checks it (SpecialValidators.password): at least 7
 * characters, at least one letter (a-z, A-Z) and one digit, no white space.
 */
export function isAcceptablePassword(password: string): boolean {
  return (
    password.length >= 7 &&
    password.length <= MAX_PASSWORD_LENGTH &&
    /[a-zA-Z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}
