// Registration of private (POST privatecustomers) and business customers (POST customers): the
// documents, the first login, uniqueness, the password rule, approval by customer type
// (CUSTOMER_APPROVAL_TYPES, shown in the configurations), the registration mail, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { approvalTypesFrom } from '../../commerce-api/customer/customer-approval';
import { createCustomerStore } from '../../commerce-api/customer/customer-store';
import { openDatabase } from '../../commerce-api/db/open-database';
import {
  approveCustomer,
  businessRegistration,
  customerCall,
  loginAs,
  privateRegistration,
  tokenCall,
  uniqueEmail,
} from './customer-support';
import { TEST_CATALOG } from './fixtures/test-catalog';
import { type TestApi, startTestApi, errorCode } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(TEST_CATALOG, { customerApprovalTypes: 'SMB' });
});
afterAll(() => api.close());

const passwordGrant = (target: TestApi, username: string, password: string) =>
  tokenCall(target, { grant_type: 'password', username, password });

/** The mails the outbox holds for a recipient. */
function mailsTo(target: TestApi, email: string): { subject: string; text: string }[] {
  const db = openDatabase(target.dbFile);
  try {
    return db.prepare('SELECT subject, body AS text FROM mail_outbox WHERE recipient = ? ORDER BY id').all(email) as {
      subject: string;
      text: string;
    }[];
  } finally {
    db.close();
  }
}

describe('POST privatecustomers', () => {
  it('registers a private customer who can log in at once', async () => {
    const body = privateRegistration({ title: 'Ms.', phoneHome: '+49 30 1234567', birthday: '1980-02-29' });
    const response = await customerCall(api, 'POST', '/privatecustomers', { body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'PrivateCustomer',
      customerNo: body.customerNo,
      firstName: 'Patricia',
      lastName: 'Miller',
      email: body.email,
      title: 'Ms.',
      phoneHome: '+49 30 1234567',
      birthday: '1980-02-29',
      preferredLanguage: 'en_US',
    });
    const token = await loginAs(api, body.email, 'secret123');
    const customer = await customerCall(api, 'GET', '/privatecustomers/-', { token });
    expect(customer.json().customerNo).toBe(body.customerNo);
  });

  it('writes a welcome mail with the login link in the registration', async () => {
    const body = privateRegistration();
    await customerCall(api, 'POST', '/privatecustomers', { body });
    const mails = mailsTo(api, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/welcome/i);
    expect(mails[0].text).toContain('/login');
    expect(mails[0].text).not.toContain('secret123');
  });

  it('links a German customer’s welcome mail to the German login page', async () => {
    const body = privateRegistration({ preferredLanguage: 'de_DE' });
    await customerCall(api, 'POST', '/privatecustomers', { body });
    const [mail] = mailsTo(api, body.email);
    expect(mail.subject).toMatch(/Willkommen/);
    expect(mail.text).toMatch(/^http:\/\/[^/]+\/de\/login$/m);
  });

  it('makes up a customer number a customer can read out (eight digits) when none is sent, and takes the e-mail as login', async () => {
    const email = uniqueEmail();
    const { customerNo: _customerNo, ...withoutNumber } = privateRegistration({ email, credentials: { password: 'secret123' } });
    const response = await customerCall(api, 'POST', '/privatecustomers', { body: withoutNumber });
    expect(response.statusCode).toBe(201);
    expect(response.json().customerNo).toMatch(/^[1-9]\d{7}$/);
    expect((await passwordGrant(api, email, 'secret123')).statusCode).toBe(200);
  });

  it('refuses a taken login (any letter case) with 409 and writes nothing', async () => {
    const email = uniqueEmail();
    await customerCall(api, 'POST', '/privatecustomers', { body: privateRegistration({ email }) });
    const again = privateRegistration({ email: email.toUpperCase(), credentials: { login: email.toUpperCase(), password: 'other456' } });
    const response = await customerCall(api, 'POST', '/privatecustomers', { body: again });
    expect(response.statusCode).toBe(409);
    // ICM's legacy form, whose key clients translate: the key in error-key, a text body
    expect(response.headers['error-key']).toBe('customer.credentials.login.not_unique.error');
    expect(response.body).toMatch(/^Conflict \(/);
    expect((await passwordGrant(api, email, 'other456')).statusCode).toBe(401);
    expect(mailsTo(api, email.toUpperCase())).toHaveLength(0);
  });

  it('refuses a demo login and a taken customer number', async () => {
    const demo = await customerCall(api, 'POST', '/privatecustomers', {
      body: privateRegistration({ email: 'patricia@test.intershop.de' }),
    });
    expect(demo.statusCode).toBe(409);
    const number = await customerCall(api, 'POST', '/privatecustomers', { body: privateRegistration({ customerNo: 'OilCorp' }) });
    expect(number.statusCode).toBe(409);
    expect(errorCode(number)).toBe('customer.customer_no.not_unique.error');
  });

  it.each(['short1', 'lettersonly', '12345678', 'with space1'])('refuses the password %j (400, names the field)', async password => {
    const email = uniqueEmail();
    const response = await customerCall(api, 'POST', '/privatecustomers', {
      body: privateRegistration({ email, credentials: { login: email, password } }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('customer.credentials.password.invalid.error');
    expect(response.headers['error-invalid-attributes']).toBe('password');
    expect((await passwordGrant(api, email, password)).statusCode).toBe(401);
  });

  it('refuses a login that is no e-mail address', async () => {
    const response = await customerCall(api, 'POST', '/privatecustomers', {
      body: privateRegistration({ credentials: { login: 'just-a-name', password: 'secret123' } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('login');
  });
});

describe('POST customers (business)', () => {
  it('registers a business customer as PENDING: 403 on login until approved', async () => {
    const body = businessRegistration({ companyName: 'Pending Ltd.', industry: 'Retail' });
    const response = await customerCall(api, 'POST', '/customers', { body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      type: 'SMBCustomer',
      customerNo: body.customerNo,
      budgetPriceType: 'gross',
      isCostCenterOptional: false,
      isCostCenterPerPosition: false,
      companyName: 'Pending Ltd.',
      taxationID: 'DE123456789',
      industry: 'Retail',
    });
    const refused = await passwordGrant(api, body.credentials.login, 'secret123');
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('customer.approval.pending.error');
    expect(mailsTo(api, body.user.email)[0].subject).toMatch(/reviewed/);

    approveCustomer(api, body.customerNo);
    expect((await passwordGrant(api, body.credentials.login, 'secret123')).statusCode).toBe(200);
  });

  it('makes the registering user the account admin', async () => {
    const body = businessRegistration();
    await customerCall(api, 'POST', '/customers', { body });
    approveCustomer(api, body.customerNo);
    const token = await loginAs(api, body.credentials.login, 'secret123');
    const user = await customerCall(api, 'GET', '/customers/-/users/-', { token });
    expect(user.json()).toMatchObject({ login: body.credentials.login, roleIDs: ['APP_B2B_ACCOUNT_OWNER'] });
  });

  it('answers 403 (rejected) with the right password of a rejected customer, 401 with a wrong one', async () => {
    const body = businessRegistration();
    await customerCall(api, 'POST', '/customers', { body });
    const db = openDatabase(api.dbFile);
    const customers = createCustomerStore(db);
    customers.rejectCustomer(customers.findByNo(body.customerNo)!.id);
    db.close();
    const rejected = await passwordGrant(api, body.credentials.login, 'secret123');
    expect(rejected.statusCode).toBe(403);
    expect(errorCode(rejected)).toBe('customer.approval.rejected.error');
    expect((await passwordGrant(api, body.credentials.login, 'wrong-pass1')).statusCode).toBe(401);
  });
});

describe('approval by customer type', () => {
  it('shows the types in the configurations', async () => {
    const body = (await api.get('/configurations')).json();
    expect(body.data.general.customerTypeForLoginApproval).toEqual(['SMB']);
  });

  it('reads CUSTOMER_APPROVAL_TYPES as a comma list; unset means SMB', () => {
    expect(approvalTypesFrom(undefined)).toEqual(['SMB']);
    expect(approvalTypesFrom('')).toEqual([]);
    expect(approvalTypesFrom(' private , smb,PRIVATE')).toEqual(['PRIVATE', 'SMB']);
    expect(approvalTypesFrom('SMB,__proto__,ALL')).toEqual(['SMB']);
  });

  it('registers private customers as PENDING when PRIVATE is configured, business ones approved', async () => {
    const privateApproval = await startTestApi(TEST_CATALOG, { customerApprovalTypes: 'PRIVATE' });
    try {
      expect((await privateApproval.get('/configurations')).json().data.general.customerTypeForLoginApproval).toEqual(['PRIVATE']);
      const person = privateRegistration();
      await customerCall(privateApproval, 'POST', '/privatecustomers', { body: person });
      expect((await passwordGrant(privateApproval, person.email, 'secret123')).statusCode).toBe(403);
      const company = businessRegistration();
      await customerCall(privateApproval, 'POST', '/customers', { body: company });
      expect((await passwordGrant(privateApproval, company.credentials.login, 'secret123')).statusCode).toBe(200);
    } finally {
      await privateApproval.close();
    }
  });
});

describe('bad registration input answers 400, never 500', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['no credentials', '/privatecustomers', { credentials: undefined }],
    ['no address', '/privatecustomers', { address: undefined }],
    ['no first name', '/privatecustomers', { firstName: undefined }],
    ['a blank last name', '/privatecustomers', { lastName: '   ' }],
    ['an object as first name', '/privatecustomers', { firstName: { text: 'Pat' } }],
    ['a huge first name', '/privatecustomers', { firstName: 'x'.repeat(100_000) }],
    ['a huge password', '/privatecustomers', { credentials: { login: uniqueEmail(), password: 'a1'.repeat(5000) } }],
    ['a bad e-mail address', '/privatecustomers', { email: 'not-an-address' }],
    ['an impossible birthday', '/privatecustomers', { birthday: '2001-02-30' }],
    ['an unknown language', '/privatecustomers', { preferredLanguage: 'xx_XX' }],
    ['a customer number with a slash', '/privatecustomers', { customerNo: 'a/b' }],
    ['no user', '/customers', { user: undefined }],
    ['no company name', '/customers', { companyName: undefined }],
    ['the wrong type', '/customers', { type: 'PrivateCustomer' }],
  ];
  it.each(cases)('%s', async (_name, path, overrides) => {
    const base = path === '/customers' ? businessRegistration() : privateRegistration();
    const body = Object.fromEntries(Object.entries({ ...base, ...overrides }).filter(([, value]) => value !== undefined));
    const response = await customerCall(api, 'POST', path, { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toMatch(/\.error$/);
  });

  it('refuses a prototype-poisoning key', async () => {
    const payload = JSON.stringify(privateRegistration()).replace('{', '{"__proto__":{"admin":true},');
    const response = await api.inject({
      method: 'POST',
      url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/privatecustomers',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a form-encoded registration (JSON only)', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/privatecustomers',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=a',
    });
    expect(response.statusCode).toBe(400);
  });
});
