// The session cookie, encrypted and authenticated (AES-256-GCM) rather than only signed: it carries the
// ICM access and refresh tokens, which nobody holding a copy of the cookie (a log, a proxy, a browser
// extension) may read. Each secret's key is derived once, at start (HKDF-SHA256), so a request costs one
// AES pass, no key derivation. The first secret encrypts, every one decrypts: secrets rotate as they did
// when they signed. A cookie no key opens (tampered with, of a retired secret, or a signed one from
// before) is no session: the visitor starts a new one.
import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';
import type { Cookie } from 'react-router';
import { cookieValue } from '~/http/cookie-header';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface EncryptedCookieOptions {
  path: string;
  httpOnly: boolean;
  /** 'none' only with `secure`: browsers drop a SameSite=None cookie that is not Secure. */
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  /** Seconds; undefined: a browser-session cookie. */
  maxAge?: number;
  expires?: Date;
}

/** A secret's key, as the KeyObject the ciphers take: made once, not from the raw bytes on every request. */
function keyOf(secret: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'storefront session cookie', 'aes-256-gcm', 32)));
}

function encrypt(value: unknown, key: KeyObject, name: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(name));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function decrypt(token: string, keys: KeyObject[], name: string): unknown {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const [iv, tag, sealed] = [bytes.subarray(0, IV_BYTES), bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES), bytes.subarray(IV_BYTES + TAG_BYTES)];
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(name)).setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8'));
    } catch {
      // not this key's
    }
  }
  return null;
}

/** A Set-Cookie header (the value is base64url, never in need of escaping). */
function setCookie(name: string, value: string, options: EncryptedCookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    ...(options.maxAge !== undefined ? [`Max-Age=${Math.floor(options.maxAge)}`] : []),
    ...(options.expires ? [`Expires=${options.expires.toUTCString()}`] : []),
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
    `SameSite=${options.sameSite === 'strict' ? 'Strict' : options.sameSite === 'none' && options.secure ? 'None' : 'Lax'}`,
  ].join('; ');
}

/** A React Router Cookie (for createCookieSessionStorage) whose value is the encrypted JSON of what it holds. */
export function createEncryptedCookie(name: string, options: EncryptedCookieOptions, secrets: string[]): Cookie {
  if (secrets.length === 0) throw new Error('an encrypted cookie needs a secret');
  const keys = secrets.map(keyOf);
  return {
    name,
    // authenticated: React Router warns about session cookies that are not
    isSigned: true,
    get expires() {
      return options.maxAge !== undefined ? new Date(Date.now() + options.maxAge * 1000) : options.expires;
    },
    async parse(header) {
      const token = cookieValue(header, name);
      return token ? decrypt(token, keys, name) : null;
    },
    async serialize(value, serializeOptions) {
      const merged = { ...options, ...(serializeOptions as Partial<EncryptedCookieOptions>) };
      return setCookie(name, value === '' ? '' : encrypt(value, keys[0], name), merged);
    },
  };
}
