// A cXML punchout user's configuration page through the built storefront and the bundled API, as a
// browser without JavaScript uses it: Oil Corp's account admin sees each entry with its description,
// default and input type, changes entries, brings a default back by emptying the entry, and a value
// the API refuses keeps what was typed and says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { alerts, descriptionOf } from './html';
import type { Shopper } from './shopper';

const ADMIN = 'bboldner@test.intershop.de';
const PAGE = '/account/punchout/cxmlConfiguration/cxml_oilcorp';

let shop: BuiltStorefront;
let admin: Shopper;
let adminToken: string;

beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoOrganizationUsers(db);
    seedDemoPunchoutUsers(db);
  });
  admin = await loggedIn(shop, ADMIN, DEMO_PASSWORD);
  adminToken = await apiToken(shop, ADMIN, DEMO_PASSWORD);
}, 120_000);
afterAll(() => shop?.close());

/** The user's configuration as the bundled API has it, by entry name. */
async function stored(): Promise<Record<string, string>> {
  const response = await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/cxml1.2/users/cxml_oilcorp/configurations`, { headers: { 'authentication-token': adminToken } });
  const { data } = (await response.json()) as { data: { name: string; value: string }[] };
  return Object.fromEntries(data.map(({ name, value }) => [name, value]));
}

/** The form as the page renders it (every entry's name and its shown value), with `values` by entry name over it. */
async function configurationForm(values: Record<string, string>): Promise<Record<string, string>> {
  const page = await admin.text(PAGE);
  const names = [...page.matchAll(/name="entries\[(\d+)\]\.name" value="([^"]*)"/g)];
  const fields: Record<string, string> = { intent: 'save' };
  for (const [, index, name] of names) {
    fields[`entries[${index}].name`] = name;
    const shown = new RegExp(`name="entries\\[${index}\\]\\.value"[^>]*value="([^"]*)"|name="entries\\[${index}\\]\\.value"[^>]*>([^<]*)</textarea>`).exec(page);
    fields[`entries[${index}].value`] = values[name] ?? shown?.[1] ?? shown?.[2] ?? '';
  }
  return fields;
}

const indexOf = async (name: string) => Number(Object.entries(await configurationForm({})).find(([key, value]) => key.endsWith('.name') && value === name)![0].match(/\d+/)![0]);

describe("a cXML user's configuration page", () => {
  it('shows each entry with its description and default, a long text where the metadata says so', async () => {
    const page = await admin.text(PAGE);
    expect(page).toContain('cXML configuration of cxml_oilcorp');
    const catalog = await indexOf('classificationCatalogID');
    expect(descriptionOf(page, `entries[${catalog}].value`)).toContain('Default value: UNSPSC');
    expect(descriptionOf(page, `entries[${catalog}].value`)).toContain('product classification catalog');
    const origins = await indexOf('returnUrlOrigins');
    expect(page).toMatch(new RegExp(`<textarea[^>]*name="entries\\[${origins}\\]\\.value"`));
  });

  it('saves changed entries', async () => {
    const response = await admin.post(PAGE, await configurationForm({ classificationCatalogID: 'eCl@ss', operationAllowed: 'inspect' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(PAGE);
    expect(await stored()).toMatchObject({ classificationCatalogID: 'eCl@ss', operationAllowed: 'inspect' });
    expect(await admin.text(PAGE)).toContain('The cXML Punchout configuration has been saved.');
  });

  it('brings the default back for an entry left empty', async () => {
    await admin.post(PAGE, await configurationForm({ operationAllowed: 'create' }));
    const response = await admin.post(PAGE, await configurationForm({ operationAllowed: '' }));
    expect(response.status).toBe(303);
    expect((await stored()).operationAllowed).toBe('edit');
  });

  it('tells why the API refuses a value, keeps what was typed, and changes nothing', async () => {
    const before = await stored();
    const transferField = await indexOf('transferFormField');
    const response = await admin.post(PAGE, await configurationForm({ transferFormField: 'cXML-<script>' }));
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(alerts(page).join(' ')).toContain('transferFormField');
    expect(page).toMatch(new RegExp(`name="entries\\[${transferField}\\]\\.value"[^>]*value="cXML-&lt;script&gt;"`));
    expect(await stored()).toEqual(before);
  });

  it('is not found for a login that is no cXML punchout user of the company', async () => {
    expect((await admin.get('/account/punchout/cxmlConfiguration/oci_oilcorp')).status).toBe(404);
  });

  it('sends a buyer to the missing-permission error page', async () => {
    const buyer = await loggedIn(shop, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    const response = await buyer.get(PAGE);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_PUNCHOUT');
  });
});
