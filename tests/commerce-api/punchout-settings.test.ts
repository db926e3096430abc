// A company's punchout settings (our extension, punchout/settings/): GET and PUT
// customers/{no}/punchouts/settings, written by its punchout managers, read by them and its
// punchout users, with every origin normalised and every refusal naming the attribute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, call, loginDemo, startAccountApi } from './account-support';
import { loginAs, registerBusinessCustomer } from './customer-support';
import { ociUserToken } from './punchout-oci-support';
import type { TestApi } from './support';
import { errorCode } from './support';

const SETTINGS_PATH = '/customers/OilCorp/punchouts/settings';
const MEDIA_TYPE = 'application/vnd.intershop.punchout.v2+json';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startAccountApi();
  admin = await loginDemo(api, BBOLDNER);
}, 30_000);

afterAll(async () => {
  await api?.close();
});

const put = (body: unknown, token = admin) => call(api, 'PUT', SETTINGS_PATH, token, body);

describe('the punchout settings', () => {
  it('are empty until a manager sets them: no allow-list, no framing by others, no SAPEVENT', async () => {
    const other = await registerBusinessCustomer(api);
    const token = await loginAs(api, other.login, other.password);
    const response = await call(api, 'GET', `/customers/${other.customerNo}/punchouts/settings`, token, undefined, { accept: MEDIA_TYPE });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(MEDIA_TYPE);
    expect(response.json()).toEqual({ allowedReturnOrigins: [], frameAncestors: [], allowSapEvent: false });
  });

  it('keep what a manager puts, origins normalised and each once', async () => {
    const response = await put({
      allowedReturnOrigins: ['https://SRM.Buyer.example:443/', ' http://srm.buyer.example:8080', 'https://srm.buyer.example'],
      frameAncestors: ['https://portal.buyer.example'],
      allowSapEvent: true,
    });

    expect(response.statusCode).toBe(200);
    const saved = { allowedReturnOrigins: ['https://srm.buyer.example', 'http://srm.buyer.example:8080'], frameAncestors: ['https://portal.buyer.example'], allowSapEvent: true };
    expect(response.json()).toEqual(saved);
    expect((await call(api, 'GET', SETTINGS_PATH, admin)).json()).toEqual(saved);
  });

  it.each([
    ['a path', { allowedReturnOrigins: ['https://srm.example/sap/bc'] }, 'allowedReturnOrigins[0]'],
    ['another scheme', { frameAncestors: ['javascript://srm.example'] }, 'frameAncestors[0]'],
    ['a wildcard', { frameAncestors: ['https://*.example.com'] }, 'frameAncestors[0]'],
    ['a CSP keyword', { frameAncestors: ["'self'", "*"] }, 'frameAncestors[0]'],
    ['credentials', { allowedReturnOrigins: ['https://srm.example', 'https://user@srm.example'] }, 'allowedReturnOrigins[1]'],
    ['no list', { allowedReturnOrigins: 'https://srm.example' }, 'allowedReturnOrigins'],
    ['more than 20 framing origins', { frameAncestors: Array.from({ length: 21 }, (_, n) => `https://f${n}.example`) }, 'frameAncestors'],
    ['more than 50 return origins', { allowedReturnOrigins: Array.from({ length: 51 }, (_, n) => `https://r${n}.example`) }, 'allowedReturnOrigins'],
    ['a text for allowSapEvent', { allowSapEvent: 'yes' }, 'allowSapEvent'],
  ])('refuse %s, naming the attribute, and change nothing', async (_case, body, attribute) => {
    const before = (await call(api, 'GET', SETTINGS_PATH, admin)).json();
    const response = await put(body);

    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('punchout.settings.invalid.error');
    expect(response.headers['error-invalid-attributes']).toBe(attribute);
    expect((await call(api, 'GET', SETTINGS_PATH, admin)).json()).toEqual(before);
  });

  it("are readable by the company's punchout users, who cannot change them", async () => {
    const token = await ociUserToken(api);

    expect((await call(api, 'GET', SETTINGS_PATH, token)).statusCode).toBe(200);
    const response = await put({ allowSapEvent: true }, token);
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('rest.authorization.permission.missing.error');
  });

  it('are not for a buyer without a punchout permission', async () => {
    const buyer = await loginDemo(api, JLINK);

    expect((await call(api, 'GET', SETTINGS_PATH, buyer)).statusCode).toBe(403);
    expect((await put({ allowSapEvent: true }, buyer)).statusCode).toBe(403);
  });

  it("are not another company's to read", async () => {
    const other = await registerBusinessCustomer(api);

    expect((await call(api, 'GET', SETTINGS_PATH, await loginAs(api, other.login, other.password))).statusCode).toBe(404);
  });
});
