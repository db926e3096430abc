// The secrets of mailed links (password reminder codes, personal data request hashes): 32 random
// bytes (base64url), kept only as their SHA-256 hash, so the database alone opens no link.
import { randomBytes } from 'node:crypto';

import { hashToken } from '../user-tokens';

export function newSecureCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashToken(code) };
}

export const hashSecureCode = hashToken;
