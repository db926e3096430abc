// The commerce client's address book (addresses.server.ts) and the user's preferred addresses
// (customers.updateProfile) against recorded-style ICM answers from a stubbed fetch.
import { describe, expect, it } from 'vitest';

import { CommerceError } from '~/commerce/errors';
import type { CustomerUser } from '~/commerce/customers.server';
import { PRIVATE, BUSINESS, stubbed } from './stubbed-client';

/** An Address as ICM answers `GET …/addresses/{id}`. */
const addressData = (id: string, extra: Record<string, unknown> = {}) => ({
  type: 'Address',
  id,
  urn: `urn:address:customer:cust-1:${id}`,
  firstName: 'Erika',
  lastName: 'Mustermann',
  addressLine1: 'Hauptstr. 1',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  country: 'Germany',
  email: 'erika@example.com',
  invoiceToAddress: true,
  shipToAddress: true,
  editable: true,
  shared: false,
  sharedFor: [],
  ...extra,
});

const link = (customerPath: string, id: string) => ({ type: 'Link', uri: `inSPIRED-inTRONICS-Site/-/${customerPath}/addresses/${id}`, title: id });

describe('addresses.list', () => {
  it('reads every linked address of a private customer below privatecustomers/{no}', async () => {
    const { commerce, sent } = stubbed(({ path }) => {
      if (path === 'privatecustomers/C-4711/addresses') {
        return { body: { type: 'ResourceCollection', name: 'addresses', elements: [link('privatecustomers/C-4711', 'home'), link('privatecustomers/C-4711', 'office')] } };
      }
      const id = path.split('/').at(-1)!;
      return { body: addressData(id, id === 'office' ? { owner: 'erika', sharedFor: ['max'], editable: 'false', shipToAddress: false } : {}) };
    });
    const addresses = await commerce.addresses.list(PRIVATE);
    expect(sent.map((call) => call.path)).toEqual(['privatecustomers/C-4711/addresses', 'privatecustomers/C-4711/addresses/home', 'privatecustomers/C-4711/addresses/office']);
    expect(addresses.map((address) => address.id)).toEqual(['home', 'office']);
    expect(addresses[0]).toMatchObject({ urn: 'urn:address:customer:cust-1:home', city: 'Berlin', editable: true, sharedFor: [], invoiceToAddress: true });
    expect(addresses[1]).toMatchObject({ owner: 'erika', sharedFor: ['max'], editable: false, shipToAddress: false });
  });

  it('asks for all addresses at once, not one after another', async () => {
    let inFlight = 0;
    let most = 0;
    const { commerce } = stubbed(async ({ path }) => {
      if (path.endsWith('/addresses')) return { body: { elements: ['a', 'b', 'c'].map((id) => link('customers/OilCorp', id)) } };
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return { body: addressData(path.split('/').at(-1)!) };
    });
    expect(await commerce.addresses.list(BUSINESS)).toHaveLength(3);
    expect(most).toBe(3);
  });

  it('names a business customer below customers/{no}', async () => {
    const { commerce, sent } = stubbed(() => ({ body: { type: 'ResourceCollection', elements: [] } }));
    expect(await commerce.addresses.list(BUSINESS)).toEqual([]);
    expect(sent[0]).toMatchObject({ method: 'GET', path: 'customers/OilCorp/addresses' });
  });
});

describe('addresses.get', () => {
  it("is a 404 CommerceError for another customer's address", async () => {
    const { commerce } = stubbed(() => ({ status: 404, body: { errors: [{ code: 'customer.address.not_found.error', message: "The address 'x' was not found." }] } }));
    const failure = await commerce.addresses.get(PRIVATE, 'x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect(failure).toMatchObject({ status: 404, errorKey: 'customer.address.not_found.error' });
  });
});

describe('addresses.create', () => {
  it('posts the given fields with the region also as mainDivision, then reads the new address from its Link', async () => {
    const { commerce, sent } = stubbed(({ method, path }) =>
      method === 'POST' ? { status: 201, body: link('privatecustomers/C-4711', 'new-1') } : { body: addressData('new-1', { postalCode: '94016', city: 'San Francisco', countryCode: 'US', mainDivisionCode: 'CA' }) },
    );
    const address = await commerce.addresses.create(PRIVATE, {
      firstName: 'Erika',
      lastName: 'Mustermann',
      addressLine1: '1 Main St',
      addressLine2: '',
      postalCode: '94016',
      city: 'San Francisco',
      countryCode: 'US',
      mainDivisionCode: 'CA',
    });
    expect(sent[0]).toEqual({
      method: 'POST',
      path: 'privatecustomers/C-4711/addresses',
      body: { firstName: 'Erika', lastName: 'Mustermann', addressLine1: '1 Main St', postalCode: '94016', city: 'San Francisco', countryCode: 'US', mainDivisionCode: 'CA', mainDivision: 'CA' },
    });
    expect(sent[1]).toMatchObject({ method: 'GET', path: 'privatecustomers/C-4711/addresses/new-1' });
    expect(address).toMatchObject({ id: 'new-1', mainDivisionCode: 'CA' });
  });

  it('passes a refusal on with its causes', async () => {
    const { commerce } = stubbed(() => ({
      status: 422,
      body: { errors: [{ code: 'customer.address.creation.failed', message: 'The address could not be created.', causes: [{ code: 'address.postal_code.invalid', message: 'no', paths: ['/postalCode'] }] }] },
    }));
    const failure = await commerce.addresses.create(PRIVATE, { firstName: 'E', lastName: 'M', addressLine1: 'x', postalCode: '?', city: 'B', countryCode: 'DE' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 422, causes: [{ code: 'address.postal_code.invalid', paths: ['/postalCode'] }] });
  });
});

describe('addresses.update', () => {
  it('puts the stored address with the changes over it: fields the change names without a value are cleared, others kept', async () => {
    const { commerce, sent } = stubbed(({ body }) => ({ body: addressData('home', body) }));
    const stored = (await stubbed(() => ({ body: addressData('home', { title: 'Dr.', companyName1: 'ACME', addressLine3: 'Hinterhaus', mainDivision: 'Berlin', mainDivisionCode: 'BE' }) })).commerce.addresses.get(PRIVATE, 'home'));
    const updated = await commerce.addresses.update(PRIVATE, stored, { firstName: 'Erika', lastName: 'Musterfrau', companyName1: '', mainDivisionCode: undefined, city: 'Potsdam' });
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].path).toBe('privatecustomers/C-4711/addresses/home');
    expect(sent[0].body).toEqual({
      title: 'Dr.',
      firstName: 'Erika',
      lastName: 'Musterfrau',
      addressLine1: 'Hauptstr. 1',
      addressLine3: 'Hinterhaus',
      postalCode: '10115',
      city: 'Potsdam',
      countryCode: 'DE',
      email: 'erika@example.com',
    });
    expect(updated).toMatchObject({ lastName: 'Musterfrau', city: 'Potsdam' });
  });
});

describe('addresses.delete and share', () => {
  it('deletes at the address resource', async () => {
    const { commerce, sent } = stubbed(() => ({ status: 204 }));
    await commerce.addresses.delete(PRIVATE, 'home 2');
    expect(sent).toEqual([{ method: 'DELETE', path: 'privatecustomers/C-4711/addresses/home%202' }]);
  });

  it("puts a business user's shares and answers the shared address", async () => {
    const { commerce, sent } = stubbed(({ body }) => ({ body: addressData('own', { owner: 'jlink', ...body }) }));
    const address = await commerce.addresses.share(BUSINESS, 'own', ['pmiller']);
    expect(sent).toEqual([{ method: 'PUT', path: 'customers/OilCorp/addresses/own/shared', body: { sharedFor: ['pmiller'] } }]);
    expect(address.sharedFor).toEqual(['pmiller']);
  });

  it('refuses to share for a private customer before asking ICM', async () => {
    const { commerce, sent } = stubbed(() => ({ body: {} }));
    await expect(commerce.addresses.share(PRIVATE, 'home', ['x'])).rejects.toThrow(/business customer/);
    expect(sent).toEqual([]);
  });
});

describe('customers.updateProfile with preferred addresses', () => {
  const current: CustomerUser = {
    customer: { customerNo: 'C-4711', type: 'PrivateCustomer', isBusinessCustomer: false, budgetPriceType: 'gross' },
    user: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.com',
      preferredInvoiceToAddressUrn: 'urn:address:customer:cust-1:home',
      preferredShipToAddressUrn: 'urn:address:customer:cust-1:home',
      preferredPaymentInstrumentId: 'pi-1',
    },
  };

  it('sends a new preferred ship-to address by urn and keeps the other preferences', async () => {
    const { commerce, sent } = stubbed(({ body }) => ({ body: { ...body, type: 'PrivateCustomer', customerNo: 'C-4711' } }));
    const user = await commerce.customers.updateProfile(current, { preferredShipToAddressUrn: 'urn:address:customer:cust-1:office' });
    expect(sent[0]).toMatchObject({ method: 'PUT', path: 'privatecustomers/-' });
    expect(sent[0].body).toMatchObject({
      preferredInvoiceToAddress: { urn: 'urn:address:customer:cust-1:home' },
      preferredShipToAddress: { urn: 'urn:address:customer:cust-1:office' },
      preferredPaymentInstrument: { id: 'pi-1' },
    });
    expect(sent[0].body).not.toHaveProperty('preferredShipToAddressUrn');
    expect(user.preferredShipToAddressUrn).toBe('urn:address:customer:cust-1:office');
  });

  it('clears a preference with null', async () => {
    const { commerce, sent } = stubbed(({ body }) => ({ body }));
    await commerce.customers.updateProfile(current, { preferredInvoiceToAddressUrn: null });
    expect(sent[0].body?.preferredInvoiceToAddress).toBeNull();
  });
});
