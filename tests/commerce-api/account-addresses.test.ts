// Customer addresses: the Link list and the Address documents, creation, change and deletion with
// the basket's address rules, and who sees and changes which address of a company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, MUNICH, PATRICIA, PMILLER, call, causesOf, linkPath, loginDemo, resolveLinks, startAccountApi } from './account-support';
import type { TestApi } from './support';

describe('customer addresses', () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startAccountApi();
    for (const login of [PATRICIA, JLINK, BBOLDNER, PMILLER]) tokens[login] = await loginDemo(api, login);
  });
  afterAll(() => api.close());

  const namesSeenBy = async (login: string) =>
    (await resolveLinks(api, tokens[login], await call(api, 'GET', '/customers/-/addresses', tokens[login])))
      .map((address: { addressName: string }) => address.addressName)
      .sort();
  const addressOf = async (login: string, name: string) =>
    (await resolveLinks(api, tokens[login], await call(api, 'GET', '/customers/-/addresses', tokens[login]))).find(
      (address: { addressName: string }) => address.addressName === name,
    );

  describe('documents', () => {
    it('lists the addresses as Links that each read as an Address', async () => {
      const list = await call(api, 'GET', '/privatecustomers/-/addresses', tokens[PATRICIA]);
      expect(list.json()).toMatchObject({ type: 'ResourceCollection', name: 'addresses', elements: [{ type: 'Link', title: 'Home' }] });
      expect(list.json().elements[0].uri).toMatch(/^inSPIRED-inTRONICS-Site\/-\/privatecustomers\/Patricia\/addresses\/[\w-]+$/);
      const [home] = await resolveLinks(api, tokens[PATRICIA], list);
      expect(home).toMatchObject({
        type: 'Address',
        urn: expect.stringMatching(/^urn:address:customer:[\w-]+:[\w-]+$/),
        addressName: 'Home',
        title: 'Ms.',
        firstName: 'Patricia',
        addressLine1: 'Potsdamer Str. 20',
        countryCode: 'DE',
        country: 'Germany',
        mainDivisionCode: 'BE',
        mainDivision: 'Berlin',
        invoiceToAddress: true,
        shipToAddress: true,
        eligibleInvoiceToAddress: true,
        editable: true,
      });
    });

    it('answers the same address below customers/{customerNo} and by urn', async () => {
      const [home] = await resolveLinks(api, tokens[PATRICIA], await call(api, 'GET', '/privatecustomers/-/addresses', tokens[PATRICIA]));
      const byNumber = await call(api, 'GET', `/customers/Patricia/addresses/${home.id}`, tokens[PATRICIA]);
      const byUrn = await call(api, 'GET', `/privatecustomers/-/addresses/${encodeURIComponent(home.urn)}`, tokens[PATRICIA]);
      expect([byNumber.json(), byUrn.json()]).toEqual([home, home]);
    });

    it('names the region in the request locale', async () => {
      const [home] = await resolveLinks(api, tokens[PATRICIA], await call(api, 'GET', '/privatecustomers/-/addresses', tokens[PATRICIA]));
      const german = await api.inject({
        method: 'GET',
        url: `/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-;loc=de_DE/privatecustomers/-/addresses/${home.id}`,
        headers: { 'authentication-token': tokens[PATRICIA] },
      });
      expect(german.json()).toMatchObject({ country: 'Deutschland', mainDivision: 'Berlin' });
    });
  });

  describe('creating, changing and deleting', () => {
    it('creates an address from the PWA body and answers 201 with its Link', async () => {
      const created = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], MUNICH);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ type: 'Link', title: 'Office' });
      expect(created.headers.location).toBe(`/INTERSHOP/rest/WFS/${created.json().uri}`);
      const address = (await call(api, 'GET', linkPath(created.json().uri), tokens[PATRICIA])).json();
      expect(address).toMatchObject({ companyName1: 'Test GmbH', city: 'München', mainDivisionCode: 'BY', mainDivision: 'Bavaria', phoneHome: '+49 89 1234' });
    });

    it("takes the user's e-mail address when the address has none", async () => {
      const created = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'No mail' });
      expect((await call(api, 'GET', linkPath(created.json().uri), tokens[PATRICIA])).json().email).toBe(PATRICIA);
    });

    it('refuses an address against the basket rules with every cause', async () => {
      const response = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, firstName: ' ', city: undefined, countryCode: 'XX' });
      expect([response.statusCode, response.json().errors[0].code]).toEqual([422, 'customer.address.creation.failed']);
      expect(causesOf(response)).toEqual([
        ['address.firstName.missing.error', ['/firstName']],
        ['address.city.missing.error', ['/city']],
        ['address.countryCode.invalid.error', ['/countryCode']],
      ]);
    });

    it('answers the refusal in German for de_DE', async () => {
      const response = await call(api, 'POST', ';loc=de_DE/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, city: ' ' });
      const [error] = response.json().errors;
      expect([error.message, error.causes.map((cause: { message: string }) => cause.message)]).toEqual([
        'Die Adresse konnte nicht angelegt werden.',
        ['Der Adresse fehlt der Ort.'],
      ]);
    });

    it("refuses a region that is not one of the country's", async () => {
      const response = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, mainDivision: 'NY' });
      expect(causesOf(response)).toEqual([['address.mainDivisionCode.invalid.error', ['/mainDivisionCode']]]);
    });

    it("refuses a postal code that is not the country's, on POST and on PUT", async () => {
      const posted = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, postalCode: 'ABC' });
      expect(posted.statusCode).toBe(422);
      expect(causesOf(posted)).toEqual([['address.postalCode.invalid.error', ['/postalCode']]]);
      const created = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'Postal code' });
      const before = (await call(api, 'GET', linkPath(created.json().uri), tokens[PATRICIA])).json();
      const put = await call(api, 'PUT', `/privatecustomers/-/addresses/${before.id}`, tokens[PATRICIA], { ...before, countryCode: 'GB', mainDivision: null, mainDivisionCode: null });
      expect(put.statusCode).toBe(422);
      expect(causesOf(put)).toEqual([['address.postalCode.invalid.error', ['/postalCode']]]);
    });

    it('replaces the values on PUT and keeps id and urn', async () => {
      const created = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'To change' });
      const before = (await call(api, 'GET', linkPath(created.json().uri), tokens[PATRICIA])).json();
      const updated = await call(api, 'PUT', `/privatecustomers/-/addresses/${before.id}`, tokens[PATRICIA], { ...before, city: 'Augsburg', postalCode: '86150', companyName1: '' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: before.id, urn: before.urn, city: 'Augsburg', postalCode: '86150' });
      expect(updated.json()).not.toHaveProperty('companyName1');
      expect((await call(api, 'GET', `/privatecustomers/-/addresses/${before.id}`, tokens[PATRICIA])).json().city).toBe('Augsburg');
    });

    it('changes nothing when a PUT breaks the rules', async () => {
      const created = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'Keep' });
      const before = (await call(api, 'GET', linkPath(created.json().uri), tokens[PATRICIA])).json();
      const refused = await call(api, 'PUT', `/privatecustomers/-/addresses/${before.id}`, tokens[PATRICIA], { ...before, postalCode: '' });
      expect([refused.statusCode, refused.json().errors[0].code]).toEqual([422, 'customer.address.update.failed']);
      expect((await call(api, 'GET', `/privatecustomers/-/addresses/${before.id}`, tokens[PATRICIA])).json()).toEqual(before);
    });

    it('deletes an address, which then is 404', async () => {
      const created = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'Gone' });
      const path = linkPath(created.json().uri);
      expect((await call(api, 'DELETE', path, tokens[PATRICIA])).statusCode).toBe(204);
      const again = await call(api, 'GET', path, tokens[PATRICIA]);
      expect([again.statusCode, again.json().errors[0].code]).toEqual([404, 'customer.address.not_found.error']);
    });

    it('forgets a deleted address as preferred address', async () => {
      const registered = await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'Preferred' });
      const address = (await call(api, 'GET', linkPath(registered.json().uri), tokens[PATRICIA])).json();
      const customer = (await call(api, 'GET', '/privatecustomers/-', tokens[PATRICIA])).json();
      const preferring = await call(api, 'PUT', '/privatecustomers/-', tokens[PATRICIA], { ...customer, preferredShipToAddress: { urn: address.urn } });
      expect(preferring.json().preferredShipToAddress.urn).toBe(address.urn);
      await call(api, 'DELETE', `/privatecustomers/-/addresses/${address.id}`, tokens[PATRICIA]);
      expect((await call(api, 'GET', '/privatecustomers/-', tokens[PATRICIA])).json()).not.toHaveProperty('preferredShipToAddress');
    });
  });

  describe('who sees and changes what in a company', () => {
    it("shows the company's addresses and a user's own to that user", async () => {
      expect(await namesSeenBy(JLINK)).toEqual(['Headquarters', 'Home office', 'Warehouse']);
      expect(await namesSeenBy(PMILLER)).toEqual(['Headquarters', 'Warehouse']);
    });

    it('shows the account admin every address of the company', async () => {
      expect(await namesSeenBy(BBOLDNER)).toEqual(['Headquarters', 'Home office', 'Warehouse']);
    });

    it("answers another user's own address as unknown", async () => {
      const homeOffice = await addressOf(JLINK, 'Home office');
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(api, method, `/customers/-/addresses/${homeOffice.id}`, tokens[PMILLER], method === 'PUT' ? homeOffice : undefined);
        expect([method, response.statusCode]).toEqual([method, 404]);
      }
    });

    it("lets a buyer read but not change the company's addresses", async () => {
      const headquarters = await addressOf(PMILLER, 'Headquarters');
      expect(headquarters.editable).toBe(false);
      const changed = await call(api, 'PUT', `/customers/-/addresses/${headquarters.id}`, tokens[PMILLER], { ...headquarters, city: 'Erfurt' });
      expect([changed.statusCode, changed.json().errors[0].code]).toEqual([403, 'customer.address.not_editable.error']);
      expect((await call(api, 'DELETE', `/customers/-/addresses/${headquarters.id}`, tokens[PMILLER])).statusCode).toBe(403);
    });

    it("tells a buyer in German for de_DE that the company's address is not theirs to change", async () => {
      const headquarters = await addressOf(PMILLER, 'Headquarters');
      const changed = await call(api, 'PUT', `;loc=de_DE/customers/-/addresses/${headquarters.id}`, tokens[PMILLER], { ...headquarters, city: 'Erfurt' });
      expect([changed.statusCode, changed.json().errors[0].message]).toEqual([
        403,
        'Diese Adresse kann nur von der Person, der sie gehört, oder vom Administrator des Kontos geändert werden.',
      ]);
    });

    it("lets the account admin change any of the company's addresses", async () => {
      const homeOffice = await addressOf(BBOLDNER, 'Home office');
      expect(homeOffice.editable).toBe(true);
      const changed = await call(api, 'PUT', `/customers/OilCorp/addresses/${homeOffice.id}`, tokens[BBOLDNER], { ...homeOffice, addressLine2: 'Hinterhaus' });
      expect([changed.statusCode, changed.json().addressLine2]).toEqual([200, 'Hinterhaus']);
      expect(changed.json().owner).toBe(JLINK);
    });

    it("makes a buyer's new address their own, seen by the account admin but not by other buyers", async () => {
      await call(api, 'POST', '/customers/-/addresses', tokens[PMILLER], { ...MUNICH, addressName: 'Miller private' });
      expect(await namesSeenBy(PMILLER)).toContain('Miller private');
      expect(await namesSeenBy(BBOLDNER)).toContain('Miller private');
      expect(await namesSeenBy(JLINK)).not.toContain('Miller private');
      expect((await addressOf(PMILLER, 'Miller private')).owner).toBe(PMILLER);
    });

    it('shares an own address with the users named, who may read but not change it', async () => {
      await call(api, 'POST', '/customers/-/addresses', tokens[PMILLER], { ...MUNICH, addressName: 'Shared desk' });
      const desk = await addressOf(PMILLER, 'Shared desk');
      const shared = await call(api, 'PUT', `/customers/-/addresses/${desk.id}/shared`, tokens[PMILLER], { sharedFor: [JLINK] });
      expect(shared.json()).toMatchObject({ shared: true, sharedFor: [JLINK], owner: PMILLER });
      const seen = await addressOf(JLINK, 'Shared desk');
      expect(seen.editable).toBe(false);
      expect((await call(api, 'PUT', `/customers/-/addresses/${desk.id}`, tokens[JLINK], seen)).statusCode).toBe(403);
      await call(api, 'PUT', `/customers/-/addresses/${desk.id}/shared`, tokens[PMILLER], { sharedFor: [] });
      expect(await namesSeenBy(JLINK)).not.toContain('Shared desk');
    });

    it('refuses to share with someone who is no user of the company', async () => {
      await call(api, 'POST', '/customers/-/addresses', tokens[PMILLER], { ...MUNICH, addressName: 'Not for strangers' });
      const address = await addressOf(PMILLER, 'Not for strangers');
      const response = await call(api, 'PUT', `/customers/-/addresses/${address.id}/shared`, tokens[PMILLER], { sharedFor: [JLINK, PATRICIA] });
      expect(response.statusCode).toBe(422);
      expect(causesOf(response)).toEqual([['customer.user.not_found.error', ['/sharedFor/1']]]);
      expect((await addressOf(PMILLER, 'Not for strangers')).sharedFor).toEqual([]);
    });

    it('lets only the owner or the account admin share an address', async () => {
      const headquarters = await addressOf(JLINK, 'Headquarters');
      const response = await call(api, 'PUT', `/customers/-/addresses/${headquarters.id}/shared`, tokens[JLINK], { sharedFor: [PMILLER] });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('another customer', () => {
    it("answers every path with another customer's number as unknown", async () => {
      const home = (await resolveLinks(api, tokens[PATRICIA], await call(api, 'GET', '/privatecustomers/-/addresses', tokens[PATRICIA])))[0];
      const paths: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', unknown?][] = [
        ['/customers/OilCorp/addresses', 'GET'],
        ['/customers/OilCorp/addresses', 'POST', MUNICH],
        [`/customers/OilCorp/addresses/${home.id}`, 'GET'],
        [`/customers/OilCorp/addresses/${home.id}`, 'PUT', home],
        [`/customers/OilCorp/addresses/${home.id}`, 'DELETE'],
        [`/customers/OilCorp/addresses/${home.id}/shared`, 'PUT', { sharedFor: [] }],
        ['/privatecustomers/OilCorp/addresses', 'GET'],
      ];
      for (const [path, method, body] of paths) {
        const response = await call(api, method, path, tokens[PATRICIA], body);
        expect([method, path, response.statusCode, response.json().errors[0].code]).toEqual([method, path, 404, 'customer.not_found.error']);
      }
    });

    it("answers another customer's address id below the own customer as unknown", async () => {
      const headquarters = await addressOf(BBOLDNER, 'Headquarters');
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(api, method, `/privatecustomers/-/addresses/${headquarters.id}`, tokens[PATRICIA], method === 'PUT' ? headquarters : undefined);
        expect([method, response.statusCode]).toEqual([method, 404]);
      }
      expect((await call(api, 'GET', `/customers/-/addresses/${encodeURIComponent(headquarters.urn)}`, tokens[PATRICIA])).statusCode).toBe(404);
    });

    it('answers privatecustomers paths of a business user as unknown', async () => {
      expect((await call(api, 'GET', '/privatecustomers/-/addresses', tokens[JLINK])).statusCode).toBe(404);
    });

    it('needs a logged-in user', async () => {
      const anonymous = String((await api.inject({ method: 'POST', url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/baskets' })).headers['authentication-token']);
      expect((await call(api, 'GET', '/customers/-/addresses', undefined)).statusCode).toBe(401);
      expect((await call(api, 'GET', '/customers/-/addresses', anonymous)).statusCode).toBe(401);
      expect((await call(api, 'POST', '/customers/-/addresses', 'not-a-token', MUNICH)).statusCode).toBe(401);
    });
  });

  describe('hostile input', () => {
    it('refuses prototype keys, oversized fields and wrong types with 400', async () => {
      const poisoned = await api.inject({
        method: 'POST',
        url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/privatecustomers/-/addresses',
        headers: { 'authentication-token': tokens[PATRICIA], 'content-type': 'application/json' },
        payload: '{"firstName":"A","__proto__":{"admin":true}}',
      });
      expect(poisoned.statusCode).toBe(400);
      expect((await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, city: 'x'.repeat(201) })).statusCode).toBe(400);
      expect((await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, shipToAddress: 'yes' })).statusCode).toBe(400);
      expect((await call(api, 'PUT', '/customers/-/addresses/x/shared', tokens[PMILLER], { sharedFor: [{ login: JLINK }] })).statusCode).toBe(400);
    });

    it('answers unknown and odd address ids with 404', async () => {
      for (const id of ['unknown', 'urn%3Aaddress%3Acustomer%3A%3A', '__proto__', 'constructor']) {
        expect([id, (await call(api, 'GET', `/privatecustomers/-/addresses/${id}`, tokens[PATRICIA])).statusCode]).toEqual([id, 404]);
      }
    });
  });
});
