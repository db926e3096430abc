// The OCI configuration page through the built storefront and the bundled API, as a browser without
// JavaScript uses it: Oil Corp's account admin sees every NEW_ITEM field with its transform, formatter
// and mapping rules and the placeholders as help, saves changes, and a refused configuration keeps
// what was typed and says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { alerts, descriptionOf } from './html';
import type { Shopper } from './shopper';

const ADMIN = 'bboldner@test.intershop.de';
const CONFIGURATION = '/account/punchout/configuration';

let shop: BuiltStorefront;
let admin: Shopper;
let adminToken: string;

beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, seedDemoOrganizationUsers);
  admin = await loggedIn(shop, ADMIN, DEMO_PASSWORD);
  adminToken = await apiToken(shop, ADMIN, DEMO_PASSWORD);
}, 120_000);
afterAll(() => shop?.close());

interface Item {
  field: string;
  transform: string;
  formatter: string;
  mappings: { mapFromValue: string; mapToValue: string }[];
}

async function storedItem(field: string): Promise<Item> {
  const response = await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/oci5/configurations`, { headers: { 'authentication-token': adminToken } });
  const { items } = (await response.json()) as { items: Item[] };
  return items.find((item) => item.field === field)!;
}

const decoded = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The fields the configuration form posts as the page renders it (inputs and selects), with `changes` over them. */
async function configurationForm(changes: Record<string, string>): Promise<Record<string, string>> {
  const page = await admin.text(CONFIGURATION);
  const form = /<form[^>]*id="oci-configuration"[\s\S]*?<\/form>/.exec(page)![0];
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const name = attribute(input, 'name');
    if (name) fields[decoded(name)] = decoded(attribute(input, 'value') ?? '');
  }
  for (const [, name, options] of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    fields[decoded(name)] = decoded(/<option value="([^"]*)" selected=""/.exec(options)?.[1] ?? '');
  }
  return { ...fields, ...changes };
}

/** The index of a NEW_ITEM field in the form. */
async function indexOf(field: string): Promise<number> {
  const fields = await configurationForm({});
  return Number(Object.entries(fields).find(([name, value]) => name.endsWith('.field') && value === field)![0].match(/\d+/)![0]);
}

/** The value of the input named `name` as the page renders it. */
const valueOf = (page: string, name: string) => new RegExp(`<input[^>]*name="${name.replace(/[.[\]]/g, '\\$&')}"[^>]*value="([^"]*)"`).exec(page)?.[1];

describe('the OCI configuration page', () => {
  it('shows every NEW_ITEM field with its transform and formatter', async () => {
    const page = await admin.text(CONFIGURATION);
    expect(page).toContain('<legend>NEW_ITEM-DESCRIPTION</legend>');
    expect(page).toContain('<legend>NEW_ITEM-LONGTEXT</legend>');
    expect(valueOf(page, 'items[0].transform')).toBe('{Name}');
    expect(page).toMatch(/<option value="PlainText" selected="">PlainText<\/option>/);
  });

  it('lists the available placeholders and formatters as help', async () => {
    const page = await admin.text(CONFIGURATION);
    for (const placeholder of ['{Name}', '{NetPrice}', '{SKU}', '{ManufacturerSKU}']) expect(page).toContain(`<code>${placeholder}</code>`);
    for (const formatter of ['UpperCase', 'TwoDecimals']) expect(page).toContain(`<option value="${formatter}">${formatter}</option>`);
  });

  it('saves a transform, a formatter and a mapping rule, and shows them again', async () => {
    const unit = await indexOf('NEW_ITEM-UNIT');
    const response = await admin.post(
      CONFIGURATION,
      await configurationForm({
        [`items[${unit}].formatter`]: 'UpperCase',
        [`items[${unit}].mappings[0].mapFromValue`]: 'PCE',
        [`items[${unit}].mappings[0].mapToValue`]: 'ST',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CONFIGURATION);
    expect(await storedItem('NEW_ITEM-UNIT')).toEqual({ field: 'NEW_ITEM-UNIT', transform: '{Unit}', formatter: 'UpperCase', mappings: [{ mapFromValue: 'PCE', mapToValue: 'ST' }] });
    const page = await admin.text(CONFIGURATION);
    expect(page).toContain('The OCI Punchout configuration has been saved.');
    expect(page).toMatch(/value="PCE"/);
  });

  it('refuses a mapping rule with one side only, next to the missing side, and keeps what was typed', async () => {
    const before = await storedItem('NEW_ITEM-VENDOR');
    const vendor = await indexOf('NEW_ITEM-VENDOR');
    const response = await admin.post(
      CONFIGURATION,
      await configurationForm({ [`items[${vendor}].transform`]: '4711', [`items[${vendor}].mappings[0].mapFromValue`]: '47*' }),
    );
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(descriptionOf(page, `items[${vendor}].mappings[0].mapToValue`)).toContain('The "mapping to" value is missing.');
    expect(valueOf(page, `items[${vendor}].mappings[0].mapFromValue`)).toBe('47*');
    expect(valueOf(page, `items[${vendor}].transform`)).toBe('4711');
    expect(await storedItem('NEW_ITEM-VENDOR')).toEqual(before);
  });

  it('tells why the API refuses an unknown placeholder, above the form, and changes nothing', async () => {
    const before = await storedItem('NEW_ITEM-MATNR');
    const matnr = await indexOf('NEW_ITEM-MATNR');
    const response = await admin.post(CONFIGURATION, await configurationForm({ [`items[${matnr}].transform`]: '{Nonsense}' }));
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(alerts(page).join(' ')).toMatch(/Nonsense/);
    expect(valueOf(page, `items[${matnr}].transform`)).toBe('{Nonsense}');
    expect(await storedItem('NEW_ITEM-MATNR')).toEqual(before);
  });

  it('sends a buyer to the missing-permission error page', async () => {
    const buyer = await loggedIn(shop, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    const response = await buyer.get(CONFIGURATION);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_PUNCHOUT');
  });
});
