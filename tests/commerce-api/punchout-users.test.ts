// Punchout users per standard for account admins (APP_B2B_MANAGE_PUNCHOUT): the standards, the
// list and one user as the PWA resolves them, creating, changing, deactivating and deleting users,
// their logins with the password grant, and what is refused to whom.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JLINK, PMILLER, call, linkPath, loginDemo, resolveLinks } from './account-support';
import { DEMO_PASSWORD, loginAs, registerBusinessCustomer, tokenCall } from './customer-support';
import { listUsers, loginsOf } from './organization-users-support';
import { CXML_USER, IDS_USER, OCI_USER, type PunchoutApi, punchoutPath, startPunchoutApi } from './punchout-support';
import { withDatabase } from './requests-support';
import { errorCode } from './support';

let po: PunchoutApi;

beforeAll(async () => {
  po = await startPunchoutApi();
});
afterAll(() => po.api.close());

let count = 0;
const uniqueLogin = (prefix = 'oci') => `${prefix}_${Date.now().toString(36)}_${(count += 1)}`;
const create = (type: string, body: Record<string, unknown>) => call(po.api, 'POST', punchoutPath(`${type}/users`), po.admin, body);
const userPath = (type: string, login: string) => punchoutPath(`${type}/users/${encodeURIComponent(login)}`);
const passwordGrant = (login: string, password: string) => tokenCall(po.api, { grant_type: 'password', username: login, password });

async function newOciUser(overrides: Record<string, unknown> = {}) {
  const login = uniqueLogin();
  const response = await create('oci5', { login, password: 'punch0ut!', ...overrides });
  expect(response.statusCode).toBe(201);
  return login;
}

describe('the punchout standards', () => {
  it('lists cXML, OCI and IDS as links to each standard with its type and version', async () => {
    const response = await call(po.api, 'GET', punchoutPath(), po.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().elements.map((link: { uri: string }) => linkPath(link.uri))).toEqual([
      punchoutPath('cxml1.2'),
      punchoutPath('oci5'),
      punchoutPath('ids'),
    ]);
    expect(await resolveLinks(po.api, po.admin, await call(po.api, 'GET', punchoutPath(), po.admin))).toContainEqual({ type: 'Punchout', punchoutType: 'cxml', version: '1.2' });
  });

  it('answers the IDS standard with its version', async () => {
    expect((await call(po.api, 'GET', punchoutPath('ids'), po.admin)).json()).toEqual({ type: 'Punchout', punchoutType: 'ids', version: '2.5' });
  });

  it('lets a punchout user read the standards', async () => {
    const token = await loginAs(po.api, IDS_USER, DEMO_PASSWORD);
    expect((await call(po.api, 'GET', punchoutPath(), token)).statusCode).toBe(200);
  });

  it('refuses the standards to a buyer without a punchout permission', async () => {
    expect((await call(po.api, 'GET', punchoutPath(), await loginDemo(po.api, PMILLER))).statusCode).toBe(403);
  });
});

describe('the punchout user list', () => {
  it("lists the standard's users as links to PunchoutUser documents without a password", async () => {
    const list = await call(po.api, 'GET', punchoutPath('cxml1.2/users'), po.admin);
    expect(list.statusCode).toBe(200);
    expect(await resolveLinks(po.api, po.admin, list)).toEqual([
      { type: 'PunchoutUser', id: CXML_USER, login: CXML_USER, email: 'cxml@oilcorp.example', active: true, punchoutType: 'cxml' },
    ]);
  });

  it("lists the caller's own company's users under customers/-", async () => {
    const list = await call(po.api, 'GET', '/customers/-/punchouts/oci5/users', po.admin);
    expect(list.json().elements.map((link: { uri: string }) => linkPath(link.uri))).toContain(userPath('oci5', OCI_USER));
  });

  it("lists only the standard's own users", async () => {
    const list = await call(po.api, 'GET', punchoutPath('ids/users'), po.admin);
    expect(list.json().elements.map((link: { title: string }) => link.title)).toEqual([IDS_USER]);
    expect((await call(po.api, 'GET', userPath('ids', OCI_USER), po.admin)).statusCode).toBe(404);
  });

  it('answers 404 for a standard the shop does not speak', async () => {
    const response = await call(po.api, 'GET', punchoutPath('edifact/users'), po.admin);
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('punchout.punchout_type_not_found.error');
  });
});

describe('creating a punchout user', () => {
  it('answers 201 with the link to the new user, who holds only the OCI punchout role', async () => {
    const login = uniqueLogin();
    const response = await create('oci5', { login, password: 'punch0ut!', email: 'srm@buyer.example' });
    expect(response.statusCode).toBe(201);
    expect(linkPath(response.json().uri)).toBe(userPath('oci5', login));
    expect(response.headers.location).toContain(userPath('oci5', login));
    expect((await call(po.api, 'GET', userPath('oci5', login), po.admin)).json()).toMatchObject({ login, email: 'srm@buyer.example', active: true, punchoutType: 'oci' });
    expect(withDatabase(po.api, db => db.prepare('SELECT roles FROM users WHERE login = ?').pluck().get(login))).toBe('["APP_B2B_OCI_USER"]');
  });

  it('stores the password hashed, never as sent', async () => {
    const login = await newOciUser();
    const hash = withDatabase(po.api, db => db.prepare('SELECT password_hash FROM users WHERE login = ?').pluck().get(login)) as string;
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('punch0ut!');
  });

  it('lets the new user log in with the password grant and hold the OCI transfer permission', async () => {
    const login = await newOciUser();
    const token = await loginAs(po.api, login, 'punch0ut!');
    const roles = (await call(po.api, 'GET', `/customers/OilCorp/users/${login}/roles`, token)).json();
    expect(roles.userRoles.flatMap((role: { permissions: { permissionID: string }[] }) => role.permissions.map(p => p.permissionID))).toContain('APP_B2B_SEND_OCI_BASKET');
  });

  it("keeps the new user out of the company's user list", async () => {
    const login = await newOciUser();
    expect(loginsOf((await listUsers(po.api, po.admin)).json())).not.toContain(login);
  });

  it('creates an inactive user who cannot log in', async () => {
    const login = await newOciUser({ active: false });
    expect((await passwordGrant(login, 'punch0ut!')).statusCode).toBe(403);
  });

  it('refuses a login any user already has', async () => {
    const response = await create('cxml1.2', { login: JLINK.toUpperCase(), password: 'punch0ut!' });
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('punchout.login_already_exists.error');
  });

  it.each([
    ['a missing login', { password: 'punch0ut!' }, 'login'],
    ['a login with white space', { login: 'oci user', password: 'punch0ut!' }, 'login'],
    ['a missing password', { login: 'oci_nopassword' }, 'password'],
    ['a password without a digit', { login: 'oci_weak', password: 'punchout' }, 'password'],
    ['an e-mail address that is none', { login: 'oci_mail', password: 'punch0ut!', email: 'nobody' }, 'email'],
    ['an active flag that is no boolean', { login: 'oci_flag', password: 'punch0ut!', active: 'yes' }, 'active'],
  ])('refuses %s with a 400 naming the attribute', async (_case, body, attribute) => {
    const response = await create('oci5', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe(attribute);
  });
});

describe('changing a punchout user', () => {
  it('changes the e-mail address and the password, and the old password no longer logs in', async () => {
    const login = await newOciUser();
    const response = await call(po.api, 'PUT', userPath('oci5', login), po.admin, { login, email: 'new@buyer.example', password: 'n3wSecret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'PunchoutUser', id: login, login, email: 'new@buyer.example', active: true, punchoutType: 'oci' });
    expect((await passwordGrant(login, 'punch0ut!')).statusCode).toBe(401);
    expect((await passwordGrant(login, 'n3wSecret')).statusCode).toBe(200);
  });

  it("ends the user's sessions when the password changes", async () => {
    const login = await newOciUser();
    const token = await loginAs(po.api, login, 'punch0ut!');
    await call(po.api, 'PUT', userPath('oci5', login), po.admin, { password: 'n3wSecret' });
    expect((await call(po.api, 'GET', punchoutPath(), token)).statusCode).toBe(401);
  });

  it('deactivates a user, whose token stops working and who cannot log in, and activates it again', async () => {
    const login = await newOciUser();
    const token = await loginAs(po.api, login, 'punch0ut!');
    expect((await call(po.api, 'PUT', userPath('oci5', login), po.admin, { active: false })).json().active).toBe(false);
    expect((await call(po.api, 'GET', punchoutPath(), token)).statusCode).toBe(401);
    expect((await passwordGrant(login, 'punch0ut!')).statusCode).toBe(403);
    await call(po.api, 'PUT', userPath('oci5', login), po.admin, { active: true });
    expect((await passwordGrant(login, 'punch0ut!')).statusCode).toBe(200);
  });

  it('takes the whole user as the PWA sends it, its id and punchout type included', async () => {
    const login = await newOciUser();
    const user = (await call(po.api, 'GET', userPath('oci5', login), po.admin)).json();
    const response = await call(po.api, 'PUT', userPath('oci5', login), po.admin, { ...user, active: false }, { accept: 'application/vnd.intershop.punchout.v2+json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.intershop.punchout.v2+json');
    expect(response.json().active).toBe(false);
  });

  it('refuses another login in the body', async () => {
    const login = await newOciUser();
    const response = await call(po.api, 'PUT', userPath('oci5', login), po.admin, { login: 'renamed' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('login');
  });

  it('answers 404 for a user of another standard', async () => {
    const response = await call(po.api, 'PUT', userPath('cxml1.2', OCI_USER), po.admin, { active: false });
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('punchout.punchout_user_not_found.error');
  });

  it('answers 404 for a company user that is no punchout user', async () => {
    expect((await call(po.api, 'PUT', userPath('oci5', PMILLER), po.admin, { active: false })).statusCode).toBe(404);
  });
});

describe('deleting a punchout user', () => {
  it('deletes the user, who is gone and cannot log in', async () => {
    const login = await newOciUser();
    expect((await call(po.api, 'DELETE', userPath('oci5', login), po.admin)).statusCode).toBe(204);
    expect((await call(po.api, 'GET', userPath('oci5', login), po.admin)).statusCode).toBe(404);
    expect((await passwordGrant(login, 'punch0ut!')).statusCode).toBe(401);
  });
});

describe('who manages punchout users', () => {
  it('refuses a buyer without APP_B2B_MANAGE_PUNCHOUT with 403', async () => {
    const response = await call(po.api, 'GET', punchoutPath('oci5/users'), await loginDemo(po.api, PMILLER));
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('rest.authorization.permission.missing.error');
  });

  it('refuses a punchout user with 403', async () => {
    const token = await loginAs(po.api, OCI_USER, DEMO_PASSWORD);
    expect((await call(po.api, 'POST', punchoutPath('oci5/users'), token, { login: uniqueLogin(), password: 'punch0ut!' })).statusCode).toBe(403);
  });

  it("answers 404 to another company's admin", async () => {
    const other = await registerBusinessCustomer(po.api);
    const token = await loginAs(po.api, other.login, other.password);
    expect((await call(po.api, 'GET', punchoutPath('oci5/users'), token)).statusCode).toBe(404);
    expect((await call(po.api, 'DELETE', userPath('oci5', OCI_USER), token)).statusCode).toBe(404);
  });

  it("lets another company's admin manage its own punchout users only", async () => {
    const other = await registerBusinessCustomer(po.api);
    const token = await loginAs(po.api, other.login, other.password);
    const path = `/customers/${other.customerNo}/punchouts/oci5/users`;
    expect((await call(po.api, 'POST', path, token, { login: uniqueLogin(), password: 'punch0ut!' })).statusCode).toBe(201);
    expect((await call(po.api, 'GET', `${path}/${OCI_USER}`, token)).statusCode).toBe(404);
  });
});
