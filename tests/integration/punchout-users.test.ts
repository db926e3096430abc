// Punchout administration's user pages through the built storefront and the bundled API, as a browser
// without JavaScript uses them: Oil Corp's account admin lists the punchout users per standard,
// creates, changes, deactivates and deletes them; refusals keep what was typed and say why next to
// the field; users without APP_B2B_MANAGE_PUNCHOUT are sent to the missing-permission error page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { descriptionOf, labelled, links } from './html';
import type { Shopper } from './shopper';

const ADMIN = 'bboldner@test.intershop.de';
const PUNCHOUT = '/account/punchout';
const NEW_PASSWORD = 'Procure42x';

let shop: BuiltStorefront;
let admin: Shopper;
let adminToken: string;
let made = 0;
const uniqueLogin = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++made}`;

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

const userPage = (type: string, login: string) => `${PUNCHOUT}/${encodeURIComponent(login)}?format=${type}`;

/** The punchout user as the bundled API has it (status 404 once it is gone). */
async function apiUser(type: string, login: string): Promise<{ status: number; body: { email?: string; active?: boolean } | null }> {
  const resource = { oci: 'oci5', cxml: 'cxml1.2', ids: 'ids' }[type];
  const response = await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/${resource}/users/${encodeURIComponent(login)}`, { headers: { 'authentication-token': adminToken } });
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

async function created(type: string, login: string, fields: Record<string, string> = {}) {
  const response = await admin.post(`${PUNCHOUT}/create?format=${type}`, {
    intent: 'create',
    punchoutType: type,
    login,
    email: `${login}@procurement.example`,
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
    active: 'on',
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(303);
  return response;
}

describe('the punchout users page', () => {
  it('lists the users of the first standard Oil Corp offers, with a tab for each standard, and the navigation links the admin to it', async () => {
    const page = await admin.text(PUNCHOUT);
    expect(page).toContain('cXML Punchout users');
    expect(page).toContain('cxml_oilcorp');
    expect(page).not.toContain('oci_oilcorp');
    const tabs = labelled(page, 'Punchout protocols')!;
    expect(links(tabs).map((link) => link.name)).toEqual(['cXML', 'OCI', 'IDS']);
    expect(links(page)).toContainEqual({ href: PUNCHOUT, name: 'Punchout' });
  });

  it('shows the cXML users with a link to each one’s configuration', async () => {
    const page = await admin.text(`${PUNCHOUT}?format=cxml`);
    expect(links(page)).toContainEqual({ href: `${PUNCHOUT}/cxmlConfiguration/cxml_oilcorp`, name: 'Configuration of cxml_oilcorp' });
  });

  it('names the URL a cXML procurement system posts its setup request to', async () => {
    expect(await admin.text(`${PUNCHOUT}?format=cxml`)).toContain(`<code class="punchout-entry-url">${restApi(shop)}/customers/OilCorp/punchouts/cxml1.2/setuprequest</code>`);
  });

  it('shows the OCI users of the OCI tab, with the link to the OCI configuration', async () => {
    const page = await admin.text(`${PUNCHOUT}?format=oci`);
    expect(page).toContain('OCI Punchout users');
    expect(page).toContain('oci_oilcorp');
    expect(links(page)).toContainEqual({ href: `${PUNCHOUT}/configuration`, name: 'Configure OCI' });
  });

  it('speaks German below /de', async () => {
    const page = await admin.text(`/de${PUNCHOUT}?format=ids`);
    expect(page).toContain('IDS-Punchout-Benutzer');
    expect(page).toContain('ids_oilcorp');
  });
});

describe('a new punchout user', () => {
  it('is created as typed, active, and listed under its standard', async () => {
    const login = uniqueLogin('oci');
    const response = await created('oci', login);
    expect(response.headers.get('location')).toBe(`${PUNCHOUT}?format=oci`);
    expect(await apiUser('oci', login)).toEqual({ status: 200, body: expect.objectContaining({ email: `${login}@procurement.example`, active: true }) });
    const page = await admin.text(`${PUNCHOUT}?format=oci`);
    expect(page).toContain(`The Punchout user &quot;${login}&quot; has been created.`);
    expect(page).toContain(login);
  });

  it('can log in to the API with its password', async () => {
    const login = uniqueLogin('cxml');
    await created('cxml', login);
    expect(await apiToken(shop, login, NEW_PASSWORD)).toBeTruthy();
  });

  it('is refused with a taken login, the message next to the login, what was typed kept and the password not echoed', async () => {
    const response = await admin.post(`${PUNCHOUT}/create?format=oci`, {
      intent: 'create',
      punchoutType: 'oci',
      login: 'pmiller@test.intershop.de',
      email: 'taken@procurement.example',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(descriptionOf(page, 'login')).toContain('This username is already taken.');
    expect(page).toContain('value="taken@procurement.example"');
    expect(page).not.toContain(NEW_PASSWORD);
  });

  it('is refused with white space in the login or a weak password, each told next to its field', async () => {
    const response = await admin.post(`${PUNCHOUT}/create?format=ids`, {
      intent: 'create',
      punchoutType: 'ids',
      login: 'two words',
      password: 'short',
      passwordConfirmation: 'short',
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(descriptionOf(page, 'login')).toContain('It must not contain whitespace characters.');
    expect(descriptionOf(page, 'password')).toContain('The password needs at least 7 characters');
  });

  it('is refused when the confirmation differs from the password', async () => {
    const login = uniqueLogin('oci');
    const response = await admin.post(`${PUNCHOUT}/create?format=oci`, {
      intent: 'create',
      punchoutType: 'oci',
      login,
      password: NEW_PASSWORD,
      passwordConfirmation: `${NEW_PASSWORD}!`,
    });
    expect(response.status).toBe(422);
    expect(descriptionOf(await response.text(), 'passwordConfirmation')).toContain('The passwords do not match.');
    expect((await apiUser('oci', login)).status).toBe(404);
  });
});

describe("a punchout user's page", () => {
  it('shows the user with its e-mail address and status to change', async () => {
    const page = await admin.text(userPage('oci', 'oci_oilcorp'));
    expect(page).toContain('Edit OCI Punchout user oci_oilcorp');
    expect(page).toContain('value="oci@oilcorp.example"');
    expect(page).toMatch(/<input type="checkbox"[^>]*name="active"[^>]*checked/);
  });

  it('deactivates the user, who can then no longer log in', async () => {
    const login = uniqueLogin('oci');
    await created('oci', login);
    const response = await admin.post(userPage('oci', login), { intent: 'save', email: `${login}@procurement.example` });
    expect(response.status).toBe(303);
    expect((await apiUser('oci', login)).body?.active).toBe(false);
    const token = await fetch(`${restApi(shop)}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: login, password: NEW_PASSWORD }),
    });
    expect(token.status).toBe(403);
  });

  it('changes the password only when a new one is typed', async () => {
    const login = uniqueLogin('ids');
    await created('ids', login);
    await admin.post(userPage('ids', login), { intent: 'save', email: 'changed@procurement.example', active: 'on' });
    expect(await apiToken(shop, login, NEW_PASSWORD)).toBeTruthy();
    await admin.post(userPage('ids', login), { intent: 'save', active: 'on', password: 'Another42x', passwordConfirmation: 'Another42x' });
    expect(await apiToken(shop, login, 'Another42x')).toBeTruthy();
  });

  it('asks before deleting, then deletes the user', async () => {
    const login = uniqueLogin('cxml');
    await created('cxml', login);
    const question = await admin.text(`${userPage('cxml', login)}&delete=1`);
    expect(labelled(question, `Delete ${login}?`)).toContain('Do you really want to delete this Punchout user?');
    const response = await admin.post(userPage('cxml', login), { intent: 'delete' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PUNCHOUT}?format=cxml`);
    expect((await apiUser('cxml', login)).status).toBe(404);
    expect(await admin.text(`${PUNCHOUT}?format=cxml`)).toContain(`The Punchout user &quot;${login}&quot; has been deleted.`);
  });

  it('is not found for a login of another standard, or without a standard', async () => {
    expect((await admin.get(userPage('cxml', 'oci_oilcorp'))).status).toBe(404);
    expect((await admin.get(`${PUNCHOUT}/oci_oilcorp`)).status).toBe(404);
  });

  it('tells a refused e-mail address next to the field', async () => {
    const response = await admin.post(userPage('oci', 'oci_oilcorp'), { intent: 'save', email: 'no address', active: 'on' });
    expect(response.status).toBe(422);
    expect(descriptionOf(await response.text(), 'email')).toContain('Please enter a valid e-mail address.');
  });
});

describe('users without APP_B2B_MANAGE_PUNCHOUT', () => {
  it.each(['pmiller@test.intershop.de', 'jbecker@test.intershop.de'])('%s is sent to the missing-permission error page, and sees no link to it', async (login) => {
    const user = await loggedIn(shop, login, DEMO_PASSWORD);
    for (const path of [PUNCHOUT, `${PUNCHOUT}/create?format=oci`, userPage('oci', 'oci_oilcorp')]) {
      const response = await user.get(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_PUNCHOUT');
    }
    expect(links(await user.text('/account')).map((link) => link.href)).not.toContain(PUNCHOUT);
  });
});
