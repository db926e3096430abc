// The session cookie's encryption (app/http/encrypted-cookie.server.ts): what the cookie holds cannot be
// read from it, a changed cookie is no session, and secrets rotate.
import { describe, expect, it } from 'vitest';
import { createEncryptedCookie } from '~/http/encrypted-cookie.server';

const OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 3600 } as const;
const SESSION = { apiToken: 'access-token-4711', refreshToken: 'refresh-token-0815', basketId: 'basket-1' };

/** The cookie's value in a Set-Cookie header. */
const valueOf = (setCookie: string) => /^__session=([^;]*)/.exec(setCookie)![1];

describe('the encrypted session cookie', () => {
  it('gives back what it holds', async () => {
    const cookie = createEncryptedCookie('__session', OPTIONS, ['secret']);
    const header = await cookie.serialize(SESSION);
    expect(await cookie.parse(`other=1; __session=${valueOf(header)}`)).toEqual(SESSION);
  });

  it('shows neither the tokens nor the field names, not even decoded', async () => {
    const value = valueOf(await createEncryptedCookie('__session', OPTIONS, ['secret']).serialize(SESSION));
    for (const readable of [value, Buffer.from(value, 'base64').toString('latin1'), Buffer.from(value, 'base64url').toString('latin1'), decodeURIComponent(value)]) {
      for (const secret of ['access-token-4711', 'refresh-token-0815', 'apiToken', 'refreshToken']) expect(readable).not.toContain(secret);
    }
  });

  it('is no session once a character of it changed', async () => {
    const cookie = createEncryptedCookie('__session', OPTIONS, ['secret']);
    const value = valueOf(await cookie.serialize(SESSION));
    const changed = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
    expect(await cookie.parse(`__session=${changed}`)).toBeNull();
    expect(await cookie.parse('__session=not-a-cookie')).toBeNull();
  });

  it('is read with any of the secrets and written with the first', async () => {
    const before = createEncryptedCookie('__session', OPTIONS, ['old-secret']);
    const rotated = createEncryptedCookie('__session', OPTIONS, ['new-secret', 'old-secret']);
    const retired = createEncryptedCookie('__session', OPTIONS, ['new-secret']);
    const old = `__session=${valueOf(await before.serialize(SESSION))}`;
    expect(await rotated.parse(old)).toEqual(SESSION);
    expect(await retired.parse(old)).toBeNull();
    expect(await retired.parse(`__session=${valueOf(await rotated.serialize(SESSION))}`)).toEqual(SESSION);
  });

  it('writes the attributes of a session cookie, and an expired empty one to end it', async () => {
    const cookie = createEncryptedCookie('__session', OPTIONS, ['secret']);
    expect(await cookie.serialize(SESSION)).toMatch(/^__session=[\w-]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    expect(await cookie.serialize('', { maxAge: undefined, expires: new Date(0) })).toBe(
      '__session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });
});
