// The company's punchout settings page (/account/punchout/settings) through the built storefront and
// the bundled API, as a browser without JavaScript uses it: Oil Corp's account admin sees the settings,
// saves origin lists (one a line, normalised) and SAPEVENT, and a list the form refuses keeps what was
// typed and says why next to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { checkbox, descriptionOf, elements, textOf } from './html';
import type { Shopper } from './shopper';

const ADMIN = 'bboldner@test.intershop.de';
const PAGE = '/account/punchout/settings';
const RETURN_LABEL = 'Allowed return addresses';
const FRAME_LABEL = 'Origins that may show the shop in a frame';
const SAP_EVENT_LABEL = 'Allow SAP GUI return addresses (SAPEVENT:)';

let shop: BuiltStorefront;
let admin: Shopper;

beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoOrganizationUsers(db);
    seedDemoPunchoutUsers(db);
  });
  admin = await loggedIn(shop, ADMIN, DEMO_PASSWORD);
}, 120_000);
afterAll(() => shop?.close());

async function stored() {
  const response = await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/settings`, { headers: { 'authentication-token': await apiToken(shop, ADMIN, DEMO_PASSWORD) } });
  return response.json();
}

/** The text area whose label says `label`: its name and the text it shows. */
function textArea(html: string, label: string) {
  const id = elements(html, 'label').find((candidate) => textOf(candidate) === label)?.match(/\sfor="([^"]*)"/)?.[1];
  const area = elements(html, 'textarea').find((candidate) => candidate.includes(` id="${id}"`));
  const name = area?.match(/\sname="([^"]*)"/)?.[1];
  const content = area?.replace(/^<textarea[^>]*>/, '').replace(/<\/textarea>$/, '').replace(/^\n/, '');
  return { name, text: content?.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') };
}

describe('the punchout settings page', () => {
  it('is linked from the punchout users page', async () => {
    expect(await admin.text('/account/punchout')).toMatch(/<a[^>]*href="\/account\/punchout\/settings"[^>]*>Punchout settings<\/a>/);
  });

  it('saves both origin lists, one origin a line, normalised, and SAPEVENT, and shows them', async () => {
    const page = await admin.text(PAGE);
    const response = await admin.post(PAGE, {
      intent: 'save',
      [textArea(page, RETURN_LABEL).name!]: 'https://SRM.buyer.example:443/\r\n\r\nhttp://srm.buyer.example:8080',
      [textArea(page, FRAME_LABEL).name!]: 'https://portal.buyer.example',
      [checkbox(page, SAP_EVENT_LABEL)!.name!]: 'on',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(PAGE);
    expect(await stored()).toEqual({ allowedReturnOrigins: ['https://srm.buyer.example', 'http://srm.buyer.example:8080'], frameAncestors: ['https://portal.buyer.example'], allowSapEvent: true });
    const saved = await admin.text(PAGE);
    expect(saved).toContain('The punchout settings have been saved.');
    expect(textArea(saved, RETURN_LABEL).text).toBe('https://srm.buyer.example\nhttp://srm.buyer.example:8080');
    expect(textArea(saved, FRAME_LABEL).text).toBe('https://portal.buyer.example');
    expect(checkbox(saved, SAP_EVENT_LABEL)?.checked).toBe(true);
  });

  it('empties a list and unticks SAPEVENT', async () => {
    await admin.post(PAGE, { intent: 'save', allowedReturnOrigins: 'https://srm.buyer.example', allowSapEvent: 'on' });
    expect((await admin.post(PAGE, { intent: 'save', allowedReturnOrigins: '' })).status).toBe(303);

    expect(await stored()).toMatchObject({ allowedReturnOrigins: [], allowSapEvent: false });
  });

  it('refuses a line that is no origin next to its list, keeps what was typed, and changes nothing', async () => {
    const before = await stored();
    const typed = 'https://portal.buyer.example\nhttps://portal.buyer.example/path?<x>';
    const response = await admin.post(PAGE, { intent: 'save', frameAncestors: typed });

    expect(response.status).toBe(422);
    const page = await response.text();
    expect(descriptionOf(page, 'frameAncestors')).toContain('Enter one origin a line');
    expect(textArea(page, FRAME_LABEL).text).toBe(typed);
    expect(await stored()).toEqual(before);
  });

  it('speaks German under /de', async () => {
    const page = await admin.text(`/de${PAGE}`);
    expect(page).toContain('<h1>Punchout-Einstellungen</h1>');
    expect(textArea(page, 'Zulässige Rücksprungadressen').name).toBe('allowedReturnOrigins');
  });

  it('sends a buyer to the missing-permission error page', async () => {
    const buyer = await loggedIn(shop, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    const response = await buyer.get(PAGE);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_PUNCHOUT');
  });
});
