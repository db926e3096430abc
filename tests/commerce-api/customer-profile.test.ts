// The logged-in customer's resources: customers/-, privatecustomers/-, the business user, profile,
// company and e-mail changes, preferences, the password change, personalization, roles, and that
// no customer reads or changes another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCustomerStore } from '../../commerce-api/customer/customer-store';
import { openDatabase } from '../../commerce-api/db/open-database';

import {
  DEMO_PASSWORD,
  customerCall,
  loginAs,
  registerBusinessCustomer,
  registerPrivateCustomer,
  tokenCall,
  uniqueEmail,
} from './customer-support';
import { lastMailTo } from './requests-support';
import { type TestApi, startTestApi, errorCode } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const basic = (login: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` });
const profileOf = (document: Record<string, unknown>) => ({
  firstName: document.firstName,
  lastName: document.lastName,
  email: document.email,
  preferredLanguage: document.preferredLanguage,
});

describe('GET customers/- and privatecustomers/-', () => {
  it('answers a private customer with the user’s data, as the recorded ICM answer', async () => {
    const token = await loginAs(api, 'patricia@test.intershop.de', DEMO_PASSWORD);
    for (const path of ['/customers/-', '/privatecustomers/-']) {
      const response = await customerCall(api, 'GET', path, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'PrivateCustomer',
        customerNo: 'Patricia',
        title: 'Ms.',
        firstName: 'Patricia',
        lastName: 'Miller',
        email: 'patricia@test.intershop.de',
        phoneHome: '',
        phoneBusiness: '',
        phoneMobile: '',
        fax: '',
        preferredLanguage: 'en_US',
      });
    }
  });

  it('answers a business customer’s company data; privatecustomers/- is 404 for it', async () => {
    const token = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const customer = await customerCall(api, 'GET', '/customers/-', { token });
    expect(customer.json()).toEqual({
      type: 'SMBCustomer',
      customerNo: 'OilCorp',
      budgetPriceType: 'gross',
      isCostCenterOptional: false,
      isCostCenterPerPosition: false,
      companyName: 'Oil Corp Ltd.',
      taxationID: 'DE 123 456 789',
      industry: 'Oil & Gas',
    });
    const privateView = await customerCall(api, 'GET', '/privatecustomers/-', { token });
    expect(privateView.statusCode).toBe(404);
    expect(errorCode(privateView)).toBe('customer.not_found.error');
  });
});

describe('business users', () => {
  it('answers the logged-in user at customers/-/users/- and customers/{no}/users/-', async () => {
    const token = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    for (const path of ['/customers/-/users/-', '/customers/OilCorp/users/-', '/customers/oilcorp/users/jlink@test.intershop.de']) {
      const response = await customerCall(api, 'GET', path, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        login: 'jlink@test.intershop.de',
        firstName: 'Jack',
        lastName: 'Link',
        email: 'jlink@test.intershop.de',
        department: 'Purchasing',
        roleIDs: ['APP_B2B_BUYER', 'APP_B2B_COSTCENTER_OWNER'],
      });
    }
  });

  it('reads a colleague only with APP_B2B_MANAGE_USERS (the login encoded twice, as the PWA does)', async () => {
    const colleague = `/customers/OilCorp/users/${encodeURIComponent(encodeURIComponent('pmiller@test.intershop.de'))}`;
    const admin = await loginAs(api, 'bboldner@test.intershop.de', DEMO_PASSWORD);
    expect((await customerCall(api, 'GET', colleague, { token: admin })).json().login).toBe('pmiller@test.intershop.de');
    const buyer = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const refused = await customerCall(api, 'GET', colleague, { token: buyer });
    expect(refused.statusCode).toBe(403);
  });

  it('updates the user’s profile and preferences', async () => {
    const { login, password, customerNo } = await registerBusinessCustomer(api);
    const token = await loginAs(api, login, password);
    const customerId = await customerIdOf(token);
    const response = await customerCall(api, 'PUT', '/customers/-/users/-', {
      token,
      body: {
        type: 'SMBCustomer',
        customerNo,
        companyName: 'ignored here',
        firstName: 'Berta',
        lastName: 'Builder',
        email: login,
        title: 'Dr.',
        phoneBusiness: '+49 40 555',
        department: 'Logistics',
        preferredLanguage: 'de_DE',
        preferredInvoiceToAddress: { urn: `urn:address:customer:${customerId}:addr-1` },
        preferredShipToAddress: {},
        preferredPaymentInstrument: { id: 'instrument-7' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Berta',
      title: 'Dr.',
      phoneBusiness: '+49 40 555',
      department: 'Logistics',
      preferredLanguage: 'de_DE',
      preferredInvoiceToAddress: { id: 'addr-1', urn: `urn:address:customer:${customerId}:addr-1` },
      preferredPaymentInstrument: { id: 'instrument-7' },
    });
    expect(response.json().preferredShipToAddress).toBeUndefined();
    expect((await customerCall(api, 'GET', '/customers/-/users/-', { token })).json().department).toBe('Logistics');
  });

  it('refuses an address urn of another customer (400, names the field)', async () => {
    const { login, password } = await registerBusinessCustomer(api);
    const token = await loginAs(api, login, password);
    const response = await customerCall(api, 'PUT', '/customers/-/users/-', {
      token,
      body: { firstName: 'A', lastName: 'B', email: login, preferredInvoiceToAddress: { urn: 'urn:address:customer:someone-else:addr-1' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('preferredInvoiceToAddress');
  });
});

/** The customer as the database keeps it. */
function storedCustomer(customerNo: string) {
  const db = openDatabase(api.dbFile);
  try {
    return createCustomerStore(db).findByNo(customerNo)!;
  } finally {
    db.close();
  }
}

/** The id in the address urns of this token's customer. */
async function customerIdOf(token: string): Promise<string> {
  const { customerNo } = (await customerCall(api, 'GET', '/customers/-', { token })).json();
  return storedCustomer(customerNo).id;
}

describe('company data', () => {
  it('PUT customers/- changes a business customer’s company data', async () => {
    const { login, password } = await registerBusinessCustomer(api);
    const token = await loginAs(api, login, password);
    const response = await customerCall(api, 'PUT', '/customers/-', {
      token,
      body: { type: 'SMBCustomer', companyName: 'Renamed AG', companyName2: 'Branch', taxationID: '', industry: 'Tools', description: 'Makes tools' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ companyName: 'Renamed AG', companyName2: 'Branch', industry: 'Tools', description: 'Makes tools' });
    expect(response.json().taxationID).toBeUndefined();
  });

  it('PUT customers/- is refused with 403 for a buyer (no APP_B2B_MANAGE_USERS), and the company stays', async () => {
    const token = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const before = (await customerCall(api, 'GET', '/customers/-', { token })).json();

    const response = await customerCall(api, 'PUT', '/customers/-', { token, body: { type: 'SMBCustomer', companyName: 'Hijacked Ltd.', taxationID: 'XX999' } });

    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('rest.authorization.permission.missing.error');
    expect((await customerCall(api, 'GET', '/customers/-', { token })).json()).toEqual(before);
  });

  it('PUT customers/- is allowed to the demo company’s account admin', async () => {
    const token = await loginAs(api, 'bboldner@test.intershop.de', DEMO_PASSWORD);
    const current = (await customerCall(api, 'GET', '/customers/-', { token })).json();

    const response = await customerCall(api, 'PUT', '/customers/-', { token, body: { ...current, description: 'Oil and more' } });

    expect(response.statusCode).toBe(200);
    expect(response.json().description).toBe('Oil and more');
  });

  it('PUT customers/- sets the cost center settings, which GET customers/- answers and the database keeps', async () => {
    const { login, password } = await registerBusinessCustomer(api);
    const token = await loginAs(api, login, password);
    const current = (await customerCall(api, 'GET', '/customers/-', { token })).json();

    const response = await customerCall(api, 'PUT', '/customers/-', { token, body: { ...current, isCostCenterOptional: true, isCostCenterPerPosition: true } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isCostCenterOptional: true, isCostCenterPerPosition: true });
    const stored = storedCustomer(current.customerNo);
    expect([stored.costCenterOptional, stored.costCenterPerPosition]).toEqual([true, true]);
  });

  it('PUT customers/- without the cost center settings keeps them', async () => {
    const { login, password } = await registerBusinessCustomer(api);
    const token = await loginAs(api, login, password);
    const current = (await customerCall(api, 'GET', '/customers/-', { token })).json();
    await customerCall(api, 'PUT', '/customers/-', { token, body: { ...current, isCostCenterPerPosition: true } });

    const { isCostCenterOptional: _optional, isCostCenterPerPosition: _perPosition, ...company } = current;
    const response = await customerCall(api, 'PUT', '/customers/-', { token, body: { ...company, industry: 'Pumps' } });

    expect(response.json()).toMatchObject({ industry: 'Pumps', isCostCenterOptional: false, isCostCenterPerPosition: true });
  });

  it.each([
    ['a string', 'isCostCenterPerPosition', 'yes'],
    ['a number', 'isCostCenterOptional', 1],
  ])('PUT customers/- refuses %s as a cost center setting with 400 naming it, and changes nothing', async (_what, attribute, value) => {
    const { login, password } = await registerBusinessCustomer(api);
    const token = await loginAs(api, login, password);
    const current = (await customerCall(api, 'GET', '/customers/-', { token })).json();

    const response = await customerCall(api, 'PUT', '/customers/-', { token, body: { ...current, description: 'Changed', [attribute]: value } });

    expect([response.statusCode, response.headers['error-invalid-attributes']]).toEqual([400, attribute]);
    expect((await customerCall(api, 'GET', '/customers/-', { token })).json()).toEqual(current);
  });

  it('PUT customers/- is refused for a private customer', async () => {
    const token = await loginAs(api, 'patricia@test.intershop.de', DEMO_PASSWORD);
    const response = await customerCall(api, 'PUT', '/customers/-', { token, body: { companyName: 'Patricia Inc.' } });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('customer.type.not_business.error');
  });
});

describe('private profile', () => {
  it('is not changed through the business users’ path (404)', async () => {
    const token = await loginAs(api, 'patricia@test.intershop.de', DEMO_PASSWORD);
    const current = (await customerCall(api, 'GET', '/privatecustomers/-', { token })).json();

    const response = await customerCall(api, 'PUT', '/customers/-/users/-', { token, body: { ...profileOf(current), department: 'Sales' } });

    expect(response.statusCode).toBe(404);
  });

  it('PUT privatecustomers/- changes the profile', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const current = (await customerCall(api, 'GET', '/privatecustomers/-', { token })).json();
    const response = await customerCall(api, 'PUT', '/privatecustomers/-', {
      token,
      body: { ...current, firstName: 'Paula', phoneMobile: '0170 1234567', birthday: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Paula', phoneMobile: '0170 1234567' });
  });

  it('changes the e-mail address (and the login) with the password, not without', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const current = (await customerCall(api, 'GET', '/privatecustomers/-', { token })).json();
    const email = uniqueEmail('moved');

    const without = await customerCall(api, 'PUT', '/privatecustomers/-', { token, body: { ...profileOf(current), email } });
    expect(without.statusCode).toBe(400);
    expect(without.headers['error-invalid-attributes']).toBe('currentPassword');
    const wrong = await customerCall(api, 'PUT', '/privatecustomers/-', {
      token,
      body: { ...profileOf(current), email },
      headers: basic(login, 'wrong-pass1'),
    });
    expect(wrong.statusCode).toBe(400);

    const changed = await customerCall(api, 'PUT', '/privatecustomers/-', {
      token,
      body: { ...profileOf(current), email },
      headers: basic(login, password),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(email);
    expect((await tokenCall(api, { grant_type: 'password', username: email, password })).statusCode).toBe(200);
    expect((await tokenCall(api, { grant_type: 'password', username: login, password })).statusCode).toBe(401);
  });

  it('tells the old address of an e-mail change, naming the new one', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const current = (await customerCall(api, 'GET', '/privatecustomers/-', { token })).json();
    const email = uniqueEmail('moved');
    await customerCall(api, 'PUT', '/privatecustomers/-', { token, body: { ...profileOf(current), email }, headers: basic(login, password) });
    const mail = lastMailTo(api, login);
    expect(mail?.subject).toBe('inSPIRED: your e-mail address was changed');
    expect(mail?.text).toContain(email);
  });

  it('refuses an e-mail address another user logs in with (409)', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const current = (await customerCall(api, 'GET', '/privatecustomers/-', { token })).json();
    const response = await customerCall(api, 'PUT', '/privatecustomers/-', {
      token,
      body: { ...profileOf(current), email: 'jlink@test.intershop.de' },
      headers: basic(login, password),
    });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ['a blank first name', { firstName: ' ' }],
    ['a huge phone number', { phoneHome: '1'.repeat(5000) }],
    ['a list as e-mail address', { email: ['a@b.de'] }],
    ['a preferred address that is text', { preferredInvoiceToAddress: 'urn:x' }],
  ])('answers 400 for %s', async (_name, change) => {
    const token = await loginAs(api, 'patricia@test.intershop.de', DEMO_PASSWORD);
    const current = (await customerCall(api, 'GET', '/privatecustomers/-', { token })).json();
    const response = await customerCall(api, 'PUT', '/privatecustomers/-', { token, body: { ...profileOf(current), ...change } });
    expect(response.statusCode).toBe(400);
  });
});

describe('password change', () => {
  const paths = ['/credentials/password', '/privatecustomers/-/credentials/password'];

  it.each(paths)('PUT %s changes the password; other logins end, this one goes on', async path => {
    const { login, password } = await registerPrivateCustomer(api);
    const other = await loginAs(api, login, password);
    const token = await loginAs(api, login, password);
    const response = await customerCall(api, 'PUT', path, { token, body: { password: 'newSecret9', currentPassword: password } });
    expect(response.statusCode).toBe(204);
    expect((await customerCall(api, 'GET', '/customers/-', { token })).statusCode).toBe(200);
    expect((await customerCall(api, 'GET', '/customers/-', { token: other })).statusCode).toBe(401);
    expect((await tokenCall(api, { grant_type: 'password', username: login, password })).statusCode).toBe(401);
    expect((await tokenCall(api, { grant_type: 'password', username: login, password: 'newSecret9' })).statusCode).toBe(200);
  });

  it('tells the user of the password change by mail', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    await customerCall(api, 'PUT', '/credentials/password', { token, body: { password: 'newSecret9', currentPassword: password } });
    expect(lastMailTo(api, login)?.subject).toBe('inSPIRED: your password was changed');
  });

  it('sends no mail when the current password is wrong', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const before = lastMailTo(api, login)?.id;
    await customerCall(api, 'PUT', '/credentials/password', { token, body: { password: 'newSecret9', currentPassword: 'wrong-pass1' } });
    expect(lastMailTo(api, login)?.id).toBe(before);
  });

  it('works for business users at customers/-/users/-/credentials/password', async () => {
    const { login, password } = await registerBusinessCustomer(api);
    const token = await loginAs(api, login, password);
    const response = await customerCall(api, 'PUT', '/customers/-/users/-/credentials/password', {
      token,
      body: { password: 'newSecret9', currentPassword: password },
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a wrong current password with the field the storefront maps', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const response = await customerCall(api, 'PUT', '/credentials/password', {
      token,
      body: { password: 'newSecret9', currentPassword: 'wrong-pass1' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('customer.credentials.current_password.invalid.error');
    expect(response.headers['error-invalid-attributes']).toBe('currentPassword');
    expect((await tokenCall(api, { grant_type: 'password', username: login, password })).statusCode).toBe(200);
  });

  it('refuses a new password against the rule', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const response = await customerCall(api, 'PUT', '/credentials/password', { token, body: { password: 'short', currentPassword: password } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('password');
  });

  it('needs a user token', async () => {
    const response = await customerCall(api, 'PUT', '/credentials/password', { body: { password: 'newSecret9', currentPassword: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET personalization', () => {
  it('gives one price group per customer type and one for anonymous shoppers', async () => {
    const anonymous = (await customerCall(api, 'GET', '/personalization')).json().pgid;
    const patricia = (await customerCall(api, 'GET', '/personalization', { token: await loginAs(api, 'patricia@test.intershop.de', DEMO_PASSWORD) })).json().pgid;
    const another = await registerPrivateCustomer(api);
    const privateAgain = (await customerCall(api, 'GET', '/personalization', { token: await loginAs(api, another.login, another.password) })).json().pgid;
    const jack = (await customerCall(api, 'GET', '/personalization', { token: await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD) })).json().pgid;
    const bernhard = (await customerCall(api, 'GET', '/personalization', { token: await loginAs(api, 'bboldner@test.intershop.de', DEMO_PASSWORD) })).json().pgid;
    expect(patricia).toBe(privateAgain);
    expect(jack).toBe(bernhard);
    expect(new Set([anonymous, patricia, jack]).size).toBe(3);
  });
});

describe('GET customers/{no}/users/{login}/roles', () => {
  it('answers the UserRoles document with permissions and localized names', async () => {
    const token = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const response = await customerCall(api, 'GET', `/customers/OilCorp/users/${encodeURIComponent(encodeURIComponent('jlink@test.intershop.de'))}/roles`, {
      token,
      matrix: ';loc=de_DE',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('UserRoles');
    expect(body.userRoles.map((role: { roleID: string }) => role.roleID)).toEqual(['APP_B2B_BUYER', 'APP_B2B_COSTCENTER_OWNER']);
    expect(body.userRoles[0]).toMatchObject({ type: 'UserRole', roleDisplayName: 'Einkäufer' });
    const permissions = body.userRoles.flatMap((role: { permissions: { permissionID: string }[] }) => role.permissions.map(p => p.permissionID));
    expect(permissions).toEqual(expect.arrayContaining(['APP_B2B_PURCHASE', 'APP_B2B_VIEW_COSTCENTER']));
    expect(permissions).not.toContain('APP_B2B_MANAGE_USERS');
  });

  it('gives the cost center owner role the cost center permissions, and not the approval of user limits', async () => {
    const token = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const response = await customerCall(api, 'GET', '/customers/OilCorp/users/jlink@test.intershop.de/roles', { token });
    const owner = response.json().userRoles.find((role: { roleID: string }) => role.roleID === 'APP_B2B_COSTCENTER_OWNER');
    expect(owner.permissions.map((permission: { permissionID: string }) => permission.permissionID)).toEqual(['APP_B2B_VIEW_COSTCENTER', 'APP_B2B_MANAGE_COSTCENTER']);
  });

  it('gives the account admin the user management permission', async () => {
    const token = await loginAs(api, 'bboldner@test.intershop.de', DEMO_PASSWORD);
    const body = (await customerCall(api, 'GET', '/customers/OilCorp/users/-/roles', { token })).json();
    expect(body.userRoles[0].permissions.map((p: { permissionID: string }) => p.permissionID)).toContain('APP_B2B_MANAGE_USERS');
  });

  it('answers no roles for a private customer', async () => {
    const token = await loginAs(api, 'patricia@test.intershop.de', DEMO_PASSWORD);
    const body = (await customerCall(api, 'GET', '/customers/Patricia/users/patricia@test.intershop.de/roles', { token })).json();
    expect(body.userRoles).toEqual([]);
  });
});

describe('another customer’s token', () => {
  it('cannot read or change a customer or its users', async () => {
    const outsider = await registerBusinessCustomer(api);
    const token = await loginAs(api, outsider.login, outsider.password);
    const attempts = [
      customerCall(api, 'GET', '/customers/OilCorp/users/-', { token }),
      customerCall(api, 'GET', '/customers/OilCorp/users/jlink@test.intershop.de', { token }),
      customerCall(api, 'GET', '/customers/OilCorp/users/jlink@test.intershop.de/roles', { token }),
      customerCall(api, 'PUT', '/customers/OilCorp/users/-', { token, body: { firstName: 'X', lastName: 'Y', email: 'x@y.de' } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
    }
    // its own customer's user path cannot name a user of another customer either
    const foreignUser = await customerCall(api, 'GET', `/customers/${outsider.customerNo}/users/jlink@test.intershop.de`, { token });
    expect(foreignUser.statusCode).toBe(404);
    const jack = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    expect((await customerCall(api, 'GET', '/customers/-/users/-', { token: jack })).json().firstName).toBe('Jack');
  });
});
