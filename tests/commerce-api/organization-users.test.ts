// GET customers/{no}/users: the company's users for those who manage them, punchout users left out,
// pageable, with roles and budget as the PWA's B2bUserMapper reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { withDatabase } from './requests-support';
import { type OrganizationApi, attributesOf, listUsers, startOrganizationApi } from './organization-users-support';

let org: OrganizationApi;

beforeAll(async () => {
  org = await startOrganizationApi();
});
afterAll(() => org.api.close());

describe('the company user list', () => {
  it('lists the company users by last name with e-mail address and roles', async () => {
    const response = await listUsers(org.api, org.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.elements.map((entry: { login: string }) => entry.login)).toEqual([
      'bboldner@test.intershop.de',
      'jlink@test.intershop.de',
      'pmiller@test.intershop.de',
    ]);
    expect(attributesOf(body.elements[1])).toMatchObject({ firstName: 'Jack', lastName: 'Link', email: 'jlink@test.intershop.de', roleIDs: ['APP_B2B_BUYER', 'APP_B2B_COSTCENTER_OWNER'] });
    expect(body.total).toBe(3);
  });

  it('leaves out punchout users', async () => {
    withDatabase(org.api, db => db.prepare(`UPDATE users SET roles = '["APP_B2B_OCI_USER"]' WHERE login = 'pmiller@test.intershop.de'`).run());
    try {
      const logins = (await listUsers(org.api, org.admin)).json().elements.map((entry: { login: string }) => entry.login);
      expect(logins).not.toContain('pmiller@test.intershop.de');
    } finally {
      withDatabase(org.api, db => db.prepare(`UPDATE users SET roles = '["APP_B2B_BUYER"]' WHERE login = 'pmiller@test.intershop.de'`).run());
    }
  });

  it('answers a page of the users with offset and limit, and the total', async () => {
    const body = (await listUsers(org.api, org.admin, '?offset=1&limit=1')).json();
    expect(body.elements.map((entry: { login: string }) => entry.login)).toEqual(['jlink@test.intershop.de']);
    expect(body).toMatchObject({ offset: 1, limit: 1, total: 3 });
  });

  it('refuses a buyer without APP_B2B_MANAGE_USERS with 403', async () => {
    expect((await listUsers(org.api, org.buyer)).statusCode).toBe(403);
  });
});
