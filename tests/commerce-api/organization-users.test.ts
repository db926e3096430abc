// Company users for account admins (APP_B2B_MANAGE_USERS): the list (punchout users left out,
// pageable, with roles and budget), one user, creating a user who sets their password from a mail,
// changing, deactivating and deleting users, and what is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, PATRICIA, PMILLER, call, loginDemo } from './account-support';
import { loginAs, uniqueEmail } from './customer-support';
import { lastMailTo, storefrontLinkIn, withDatabase } from './requests-support';
import { type OrganizationApi, attributesOf, listUsers, loginsOf, newUser, startOrganizationApi } from './organization-users-support';

let org: OrganizationApi;

beforeAll(async () => {
  org = await startOrganizationApi();
});
afterAll(() => org.api.close());

const userPath = (login: string) => `/customers/OilCorp/users/${encodeURIComponent(login)}`;

describe('the company user list', () => {
  it('lists the company users by last name with e-mail address, roles and budget', async () => {
    const response = await listUsers(org.api, org.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(loginsOf(body)).toEqual(['jbecker@test.intershop.de', BBOLDNER, 'jlink@test.intershop.de', PMILLER]);
    expect(attributesOf(body.elements[3])).toMatchObject({
      firstName: 'Patricia',
      lastName: 'Miller',
      email: PMILLER,
      roleIDs: ['APP_B2B_BUYER'],
      budgetPeriod: 'monthly',
      orderSpentLimit: { currency: 'EUR', value: 500 },
      budget: { currency: 'EUR', value: 2000 },
      remainingBudget: { currency: 'EUR', value: 2000 },
      spentBudget: { currency: 'EUR', value: 0 },
    });
    expect(body.total).toBe(4);
  });

  it('leaves out punchout users', async () => {
    const setRoles = (roles: string) => withDatabase(org.api, db => db.prepare('UPDATE users SET roles = ? WHERE login = ?').run(roles, PMILLER));
    setRoles('["APP_B2B_OCI_USER"]');
    try {
      expect(loginsOf((await listUsers(org.api, org.admin)).json())).not.toContain(PMILLER);
      expect((await call(org.api, 'PUT', `${userPath(PMILLER)}/roles`, org.admin, { userRoles: ['APP_B2B_BUYER'] })).statusCode).toBe(404);
    } finally {
      setRoles('["APP_B2B_BUYER"]');
    }
  });

  it('answers a page of the users with offset and limit, and the total', async () => {
    const body = (await listUsers(org.api, org.admin, '?offset=1&limit=2')).json();
    expect(loginsOf(body)).toEqual([BBOLDNER, 'jlink@test.intershop.de']);
    expect(body).toMatchObject({ offset: 1, limit: 2, total: 4 });
  });

  it('pages the list of a company with 1,000 users', async () => {
    const { api, admin } = await startOrganizationApi();
    try {
      withDatabase(api, db => {
        const customerId = db.prepare("SELECT id FROM customers WHERE customer_no = 'OilCorp'").pluck().get();
        const insertKey = db.prepare("INSERT INTO basket_tokens (token_hash, created_at, expires_at) VALUES (?, '2026-01-01', '9999-12-31')");
        const insertUser = db.prepare(`INSERT INTO users (id, customer_id, login, email, first_name, last_name, roles, owner_key, created_at)
          VALUES (?, ?, ?, ?, 'Many', ?, '["APP_B2B_BUYER"]', ?, '2026-01-01')`);
        db.transaction(() => {
          for (let n = 0; n < 1000; n++) {
            insertKey.run(`user:many-${n}`);
            insertUser.run(`many-${n}`, customerId, `many${n}@test.example`, `many${n}@test.example`, `User ${String(n).padStart(4, '0')}`, `user:many-${n}`);
          }
        })();
      });
      const page = (await listUsers(api, admin, '?offset=500&limit=50')).json();
      const whole = (await listUsers(api, admin, '')).json();
      expect(page.elements).toHaveLength(50);
      expect(whole.elements).toHaveLength(1004);
    } finally {
      await api.close();
    }
  });

  it('refuses a buyer without APP_B2B_MANAGE_USERS with 403, and a private customer too', async () => {
    expect((await listUsers(org.api, org.buyer)).statusCode).toBe(403);
    const patricia = await loginDemo(org.api, PATRICIA);
    expect((await call(org.api, 'GET', '/customers/-/users', patricia)).statusCode).toBe(403);
  });
});

describe('one company user', () => {
  it('answers the user with roles and budget', async () => {
    const user = (await call(org.api, 'GET', userPath(PMILLER), org.admin)).json();
    expect(user).toMatchObject({
      login: PMILLER,
      firstName: 'Patricia',
      roleIDs: ['APP_B2B_BUYER'],
      active: true,
      userBudget: { budgetPeriod: 'monthly', orderSpentLimit: { currency: 'EUR', value: 500 }, budget: { currency: 'EUR', value: 2000 } },
    });
  });

  it('answers 404 for another customer’s login and an unknown one', async () => {
    expect((await call(org.api, 'GET', userPath(PATRICIA), org.admin)).statusCode).toBe(404);
    expect((await call(org.api, 'PUT', userPath(PATRICIA), org.admin, { firstName: 'X', lastName: 'Y', email: PATRICIA })).statusCode).toBe(404);
    expect((await call(org.api, 'DELETE', userPath('nobody@test.intershop.de'), org.admin)).statusCode).toBe(404);
  });
});

describe('creating a user', () => {
  it('creates the user without roles and mails them a link to set their password', async () => {
    const email = uniqueEmail('new');
    const response = await call(org.api, 'POST', '/customers/OilCorp/users', org.admin, newUser(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ login: email, firstName: 'Nils', lastName: 'Neumann', roleIDs: [], active: true });
    const link = storefrontLinkIn(lastMailTo(org.api, email)!);
    expect(link.pathname).toBe('/forgotPassword/updatePassword');
    const reset = await call(org.api, 'POST', '/security/password', undefined, { userID: link.searchParams.get('uid'), secureCode: link.searchParams.get('Hash'), password: 'Welcome123' });
    expect(reset.statusCode).toBeLessThan(300);
    expect(await loginAs(org.api, email, 'Welcome123')).toEqual(expect.any(String));
  });

  it('refuses a login that is taken with 409', async () => {
    const response = await call(org.api, 'POST', '/customers/OilCorp/users', org.admin, newUser(PMILLER));
    expect(response.statusCode).toBe(409);
  });

  it('refuses a 100,000-character name with 400 naming it, and creates nobody', async () => {
    const email = uniqueEmail('long');
    const response = await call(org.api, 'POST', '/customers/OilCorp/users', org.admin, newUser(email, { lastName: 'x'.repeat(100_000) }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('lastName');
    expect(loginsOf((await listUsers(org.api, org.admin)).json())).not.toContain(email);
  });

  it('refuses a missing first name and an invalid e-mail address, naming them', async () => {
    const missing = await call(org.api, 'POST', '/customers/OilCorp/users', org.admin, newUser(uniqueEmail(), { firstName: ' ' }));
    expect(missing.headers['error-invalid-attributes']).toBe('firstName');
    const invalid = await call(org.api, 'POST', '/customers/OilCorp/users', org.admin, newUser('not-an-address'));
    expect([invalid.statusCode, invalid.headers['error-invalid-attributes']]).toEqual([400, 'email']);
  });
});

describe('changing and deleting a user', () => {
  const created = async () => {
    const email = uniqueEmail('change');
    await call(org.api, 'POST', '/customers/OilCorp/users', org.admin, newUser(email));
    return email;
  };

  it('changes the profile; a new e-mail address becomes the login', async () => {
    const email = await created();
    const changed = uniqueEmail('changed');
    const response = await call(org.api, 'PUT', userPath(email), org.admin, { firstName: 'Nina', lastName: 'Neumann', email: changed });
    expect(response.json()).toMatchObject({ login: changed, firstName: 'Nina', email: changed });
    expect((await call(org.api, 'GET', userPath(email), org.admin)).statusCode).toBe(404);
  });

  it('deactivates a user, who then cannot log in', async () => {
    const response = await call(org.api, 'PUT', userPath(PMILLER), org.admin, { firstName: 'Patricia', lastName: 'Miller', email: PMILLER, active: false });
    expect(response.json().active).toBe(false);
    try {
      await expect(loginDemo(org.api, PMILLER)).rejects.toThrow();
    } finally {
      await call(org.api, 'PUT', userPath(PMILLER), org.admin, { firstName: 'Patricia', lastName: 'Miller', email: PMILLER, active: true });
    }
  });

  it('deletes a user', async () => {
    const email = await created();
    expect((await call(org.api, 'DELETE', userPath(email), org.admin)).statusCode).toBe(204);
    expect((await call(org.api, 'GET', userPath(email), org.admin)).statusCode).toBe(404);
  });

  it('refuses the admin deleting or deactivating themselves with 403', async () => {
    expect((await call(org.api, 'DELETE', userPath(BBOLDNER), org.admin)).statusCode).toBe(403);
    const deactivate = await call(org.api, 'PUT', userPath(BBOLDNER), org.admin, { firstName: 'Bernhard', lastName: 'Boldner', email: BBOLDNER, active: false });
    expect(deactivate.statusCode).toBe(403);
    expect((await call(org.api, 'GET', userPath(BBOLDNER), org.admin)).json().active).toBe(true);
  });

  it('refuses a buyer changing or deleting a colleague with 403', async () => {
    expect((await call(org.api, 'DELETE', userPath(PMILLER), org.buyer)).statusCode).toBe(403);
    const change = await call(org.api, 'PUT', userPath(PMILLER), org.buyer, { firstName: 'Pat', lastName: 'Miller', email: PMILLER });
    expect(change.statusCode).toBe(403);
  });
});
