// The commerce client's punchout administration (punchouts.server.ts) against ICM-style answers from a
// stubbed fetch: the standards and users as the PWA's PunchoutService resolves their Links, and the
// bodies of the writes.
import { describe, expect, it } from 'vitest';

import { stubbed } from './stubbed-client';

const link = (uri: string, title?: string) => ({ type: 'Link', uri, ...(title ? { title } : {}) });
const CUSTOMER = 'inSPIRED-inTRONICS-Site/-/customers/OilCorp';

describe('punchouts.types', () => {
  it('resolves each Link to its standard, in the answer’s order, leaving out standards the shop does not know', async () => {
    const { commerce, sent } = stubbed(({ path }) => {
      if (path === 'customers/OilCorp/punchouts') {
        return { body: { elements: [link(`${CUSTOMER}/punchouts/oci5`), link(`${CUSTOMER}/punchouts/cxml1.2`), link(`${CUSTOMER}/punchouts/edi`)] } };
      }
      const type = { 'customers/OilCorp/punchouts/oci5': 'oci', 'customers/OilCorp/punchouts/cxml1.2': 'cxml', 'customers/OilCorp/punchouts/edi': 'edi' }[path];
      return { body: { type: 'Punchout', punchoutType: type, version: '1' } };
    });
    expect(await commerce.punchouts.types('OilCorp')).toEqual(['oci', 'cxml']);
    expect(sent.map((call) => call.path)).toContain('customers/OilCorp/punchouts/cxml1.2');
  });

  it('offers none when ICM has no punchout extension (404)', async () => {
    const { commerce } = stubbed(() => ({ status: 404, body: { errors: [{ code: 'rest.resource.not_found.error', message: 'Not found' }] } }));
    expect(await commerce.punchouts.types('OilCorp')).toEqual([]);
  });
});

describe('punchouts.users', () => {
  it('resolves each user’s Link, logins decoded, sorted by login', async () => {
    const { commerce, sent } = stubbed(({ path }) => {
      if (path === 'customers/OilCorp/punchouts/oci5/users') {
        return { body: { elements: [link(`${CUSTOMER}/punchouts/oci5/users/zeta`, 'zeta'), link(`${CUSTOMER}/punchouts/oci5/users/a%40b`, 'a@b')] } };
      }
      const login = decodeURIComponent(path.split('/').pop()!);
      return { body: { type: 'PunchoutUser', login, email: `${login}.mail@example.com`, active: login === 'zeta' } };
    });
    expect(await commerce.punchouts.users('OilCorp', 'oci')).toEqual([
      { login: 'a@b', email: 'a@b.mail@example.com', active: false, punchoutType: 'oci' },
      { login: 'zeta', email: 'zeta.mail@example.com', active: true, punchoutType: 'oci' },
    ]);
    expect(sent.map((call) => call.path)).toContain('customers/OilCorp/punchouts/oci5/users/a%40b');
  });
});

describe('punchouts.settings', () => {
  it('are none where the commerce system has no such resource (a real ICM: 404)', async () => {
    const { commerce } = stubbed(() => ({ status: 404, body: { errors: [{ code: 'rest.resource.not_found.error', message: 'Not found' }] } }));
    expect(await commerce.punchouts.settings('OilCorp')).toBeUndefined();
  });

  it('keep only framing origins that are origins, and return origins that are none as they came (they match no URL)', async () => {
    const { commerce } = stubbed(() => ({
      body: { allowedReturnOrigins: ['https://SRM.example:443', 'srm.example'], frameAncestors: ['https://portal.example', "'unsafe-inline'", 'https://x.example; script-src *'], allowSapEvent: true },
    }));
    expect(await commerce.punchouts.settings('OilCorp')).toEqual({
      allowedReturnOrigins: ['https://srm.example', 'srm.example'],
      frameAncestors: ['https://portal.example'],
      allowSapEvent: true,
    });
  });
});

describe('punchouts writes', () => {
  it('sends the whole user on a change, as the PWA does, without a password unless one is set', async () => {
    const { commerce, sent } = stubbed(({ body }) => ({ body: { ...body, type: 'PunchoutUser' } }));
    await commerce.punchouts.updateUser('OilCorp', 'cxml', 'cxml_oilcorp', { email: 'new@example.com', active: false });
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: 'customers/OilCorp/punchouts/cxml1.2/users/cxml_oilcorp',
      body: { login: 'cxml_oilcorp', email: 'new@example.com', active: false, punchoutType: 'cxml' },
    });
  });

  it('sends a cXML configuration as the list of name and value', async () => {
    const { commerce, sent } = stubbed(() => ({ body: { data: [{ name: 'operationAllowed', value: 'create' }], info: { metaData: [] } } }));
    const entries = await commerce.punchouts.updateCxmlConfiguration('OilCorp', 'cxml_oilcorp', [{ name: 'operationAllowed', value: 'create' }]);
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: 'customers/OilCorp/punchouts/cxml1.2/users/cxml_oilcorp/configurations', body: [{ name: 'operationAllowed', value: 'create' }] });
    expect(entries[0]).toMatchObject({ name: 'operationAllowed', value: 'create' });
  });
});
