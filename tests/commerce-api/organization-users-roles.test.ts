// Roles in organization management: the roles a company hands out (display names in English and
// German, no punchout roles) and setting a user's roles, with what is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, PMILLER, call } from './account-support';
import { BASE } from './support';
import { type OrganizationApi, startOrganizationApi } from './organization-users-support';

let org: OrganizationApi;

beforeAll(async () => {
  org = await startOrganizationApi();
});
afterAll(() => org.api.close());

const rolesPath = (login: string) => `/customers/OilCorp/users/${encodeURIComponent(login)}/roles`;
const roleIdsOf = (body: { userRoles: { roleID: string }[] }) => body.userRoles.map(role => role.roleID);
const currentRoles = async (login: string) => (await call(org.api, 'GET', `/customers/OilCorp/users/${encodeURIComponent(login)}`, org.admin)).json().roleIDs;

describe('the roles of a company', () => {
  it('lists the standard B2B roles, the admin role fixed, without punchout roles', async () => {
    const body = (await call(org.api, 'GET', '/customers/OilCorp/roles', org.admin)).json();
    expect(roleIdsOf(body)).toEqual(['APP_B2B_ACCOUNT_OWNER', 'APP_B2B_BUYER', 'APP_B2B_APPROVER', 'APP_B2B_COSTCENTER_OWNER', 'APP_B2B_ORDER_MANAGER']);
    expect(body.userRoles[0]).toMatchObject({ roleDisplayName: 'Account Admin', fixed: true });
    expect(body.userRoles[4].permissions.map((p: { permissionID: string }) => p.permissionID)).toEqual(['APP_B2B_MANAGE_ORDERS']);
  });

  it('names them in German for ;loc=de_DE', async () => {
    const response = await org.api.inject({ method: 'GET', url: `${BASE};loc=de_DE/customers/OilCorp/roles`, headers: { 'authentication-token': org.admin } });
    expect(response.json().userRoles[1]).toMatchObject({ roleID: 'APP_B2B_BUYER', roleDisplayName: 'Einkäufer' });
  });

  it('refuses a buyer with 403', async () => {
    expect((await call(org.api, 'GET', '/customers/OilCorp/roles', org.buyer)).statusCode).toBe(403);
  });
});

describe('setting a user’s roles', () => {
  it('sets the roles and answers the UserRoles document', async () => {
    const response = await call(org.api, 'PUT', rolesPath(PMILLER), org.admin, { userRoles: ['APP_B2B_BUYER', 'APP_B2B_APPROVER'] });
    expect(roleIdsOf(response.json())).toEqual(['APP_B2B_BUYER', 'APP_B2B_APPROVER']);
    expect(await currentRoles(PMILLER)).toEqual(['APP_B2B_BUYER', 'APP_B2B_APPROVER']);
    await call(org.api, 'PUT', rolesPath(PMILLER), org.admin, { userRoles: ['APP_B2B_BUYER'] });
  });

  it('refuses an unknown role and a punchout role with 400 naming userRoles, and keeps the roles', async () => {
    for (const role of ['APP_B2B_EMPEROR', 'APP_B2B_OCI_USER']) {
      const response = await call(org.api, 'PUT', rolesPath(PMILLER), org.admin, { userRoles: ['APP_B2B_BUYER', role] });
      expect([response.statusCode, response.headers['error-invalid-attributes']]).toEqual([400, 'userRoles']);
    }
    expect(await currentRoles(PMILLER)).toEqual(['APP_B2B_BUYER']);
  });

  it('refuses the admin taking the admin role from themselves with 403', async () => {
    const response = await call(org.api, 'PUT', rolesPath(BBOLDNER), org.admin, { userRoles: ['APP_B2B_BUYER'] });
    expect(response.statusCode).toBe(403);
    expect(await currentRoles(BBOLDNER)).toEqual(['APP_B2B_ACCOUNT_OWNER']);
  });

  it('refuses a buyer setting roles with 403', async () => {
    const response = await call(org.api, 'PUT', rolesPath('jlink@test.intershop.de'), org.buyer, { userRoles: ['APP_B2B_ACCOUNT_OWNER'] });
    expect(response.statusCode).toBe(403);
  });
});
