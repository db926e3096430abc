// The registration's address: the customer's first address and the new user's preferred invoice and
// ship-to address, checked like any customer address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, causesOf, resolveLinks, startAccountApi } from './account-support';
import {
  businessRegistration,
  customerCall,
  loginAs,
  privateRegistration,
  registerBusinessCustomer,
  registerPrivateCustomer,
  uniqueEmail,
} from './customer-support';
import type { TestApi } from './support';

describe("the registration's address", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAccountApi();
  });
  afterAll(() => api.close());

  it("is a private customer's first address and preferred invoice and ship-to address", async () => {
    const registered = await registerPrivateCustomer(api);
    const token = await loginAs(api, registered.login, registered.password);
    const addresses = await resolveLinks(api, token, await call(api, 'GET', '/privatecustomers/-/addresses', token));
    expect(addresses).toEqual([expect.objectContaining({ addressLine1: 'Potsdamer Str. 20', city: 'Berlin', email: registered.login })]);
    const customer = (await call(api, 'GET', '/privatecustomers/-', token)).json();
    expect([customer.preferredInvoiceToAddress.urn, customer.preferredShipToAddress.urn]).toEqual([addresses[0].urn, addresses[0].urn]);
  });

  it("shows in the registration's answer", async () => {
    const response = await customerCall(api, 'POST', '/privatecustomers', { body: privateRegistration() });
    expect(response.statusCode).toBe(201);
    expect(response.json().preferredInvoiceToAddress.urn).toMatch(/^urn:address:customer:/);
  });

  it("is a company's address every user of a business customer sees, and its account admin's preferred one", async () => {
    const registered = await registerBusinessCustomer(api, { address: { ...businessRegistration().address, companyName1: 'Test Corp' } });
    const token = await loginAs(api, registered.login, registered.password);
    const [address] = await resolveLinks(api, token, await call(api, 'GET', '/customers/-/addresses', token));
    expect(address).toMatchObject({ companyName1: 'Test Corp', editable: true });
    expect(address).not.toHaveProperty('owner');
    const user = (await call(api, 'GET', '/customers/-/users/-', token)).json();
    expect(user.preferredShipToAddress.urn).toBe(address.urn);
  });

  it("starts the new user's first basket with it", async () => {
    const registered = await registerPrivateCustomer(api);
    const token = await loginAs(api, registered.login, registered.password);
    const basket = (await call(api, 'POST', '/baskets', token)).json().data;
    expect(basket.invoiceToAddress).toMatch(/^urn:address:customer:/);
    expect(basket.commonShipToAddress).toBe(basket.invoiceToAddress);
  });

  it('refuses the registration when the address breaks the rules, and registers nothing', async () => {
    const email = uniqueEmail('noaddress');
    const body = privateRegistration({ email, credentials: { login: email, password: 'secret123' }, address: { firstName: 'P', countryCode: 'XX' } });
    const response = await customerCall(api, 'POST', '/privatecustomers', { body });
    expect([response.statusCode, response.json().errors[0].code]).toEqual([422, 'customer.address.creation.failed']);
    expect(causesOf(response)).toEqual(
      expect.arrayContaining([
        ['address.lastName.missing.error', ['/address/lastName']],
        ['address.countryCode.invalid.error', ['/address/countryCode']],
      ]),
    );
    const login = await api.inject({
      method: 'POST',
      url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: email, password: 'secret123' }).toString(),
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a malformed address with 400', async () => {
    const response = await customerCall(api, 'POST', '/privatecustomers', { body: privateRegistration({ address: { firstName: 'x'.repeat(201) } }) });
    expect(response.statusCode).toBe(400);
  });
});
