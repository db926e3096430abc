// The demo back office's login: HTTP Basic with the user `demo` and one password. The back office
// shows every mail the shop wrote (password reset links included) and approves registrations, so
// nobody may reach it without the password. The browser asks for it in its own dialog and sends it
// with every request to the API's origin; no cookie, no form, nothing to forge beyond the origin
// check of the posts (back-office-page.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyRequest } from 'fastify';

export const BACK_OFFICE_USER = 'demo';
/** Where a generated password is kept: beside the database, as the storefront keeps its session secret. */
export const PASSWORD_FILE = 'demo-back-office-password';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** True when the request carries `Authorization: Basic` with the user `demo` and the password. */
export function isLoggedIn(request: FastifyRequest, password: string): boolean {
  const match = /^basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const credentials = Buffer.from(match[1], 'base64').toString('utf8');
  // compared as digests: equal lengths for timingSafeEqual, and no timing hint of the password
  return timingSafeEqual(digest(credentials), digest(`${BACK_OFFICE_USER}:${password}`));
}

/**
 * The back office's password: DEMO_BACK_OFFICE_PASSWORD when set, else the one generated at the first
 * start into `directory` (read again on later starts). `generated` tells whether the log may print it.
 */
export function backOfficePassword(directory: string, fromEnvironment = process.env.DEMO_BACK_OFFICE_PASSWORD): { password: string; generated: boolean } {
  if (fromEnvironment) return { password: fromEnvironment, generated: false };
  const file = join(directory, PASSWORD_FILE);
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  return { password: readFileSync(file, 'utf8').trim(), generated: true };
}
