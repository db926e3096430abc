// My Account's address book and a logged-in user's checkout with saved addresses, through the built
// storefront and the bundled API, as a browser without JavaScript posts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { elements, radios } from './html';
import type { Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';

/** A private customer registered straight at the API: its address is its preferred invoice and ship-to address. */
async function newCustomer(street = 'Hauptstr. 1'): Promise<Shopper> {
  const { email, password } = await registeredCustomer(shop, 'addresses', 'secret123', street);
  return loggedIn(shop, email, password);
}

const addressFields = (street: string, extra: Record<string, string> = {}) => ({
  'address.firstName': 'Erika',
  'address.lastName': 'Mustermann',
  'address.addressLine1': street,
  'address.postalCode': '20095',
  'address.city': 'Hamburg',
  'address.countryCode': 'DE',
  ...extra,
});

async function addAddress(customer: Shopper, street: string) {
  const response = await customer.post('/account/addresses', { intent: 'add', ...addressFields(street) });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/account/addresses');
}

/** The entries of the address book page (the list items that hold an address), by their HTML. */
async function entries(customer: Shopper): Promise<string[]> {
  return elements(await customer.text('/account/addresses'), 'li').filter((item) => item.includes('<address'));
}

/** The id of the entry showing `street` (its edit link names it). */
async function addressIdOf(customer: Shopper, street: string): Promise<string> {
  const entry = (await entries(customer)).find((candidate) => candidate.includes(street));
  const id = /href="\/account\/addresses\/([^"]+)"/.exec(entry ?? '')?.[1];
  expect(id, `no address ${street}`).toBeTruthy();
  return decodeURIComponent(id!);
}

describe('the address book', () => {
  it('shows the registration address as the preferred invoice and shipping address, and offers no deletion of it', async () => {
    const customer = await newCustomer();
    const [entry, ...others] = await entries(customer);
    expect(others).toEqual([]);
    expect(entry).toContain('Hauptstr. 1');
    expect(entry).toContain('Preferred invoice address');
    expect(entry).toContain('Preferred shipping address');
    expect(entry).not.toContain('?delete=');
  });

  it('adds an address: back to the list with the message, the new address listed', async () => {
    const customer = await newCustomer();
    await addAddress(customer, 'Jungfernstieg 7');
    const page = await customer.text('/account/addresses');
    expect(page).toContain('Your address has been added to your address book.');
    expect(page).toContain('Jungfernstieg 7');
  });

  it('refuses an incomplete address with 422: the error next to the field, the typed values kept', async () => {
    const customer = await newCustomer();
    const response = await customer.post('/account/addresses', { intent: 'add', ...addressFields('Typed Street 5', { 'address.city': '' }) });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toMatch(/id="[^"]*address\.city[^"]*"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="address\.city"/);
    expect(page).toContain('Please fill in this field.');
    expect(page).toContain('value="Typed Street 5"');
    expect(await entries(customer)).toHaveLength(1);
  });

  it('refuses a region of another country, as the checkout does', async () => {
    const customer = await newCustomer();
    const response = await customer.post('/account/addresses', { intent: 'add', ...addressFields('Region Street 1', { 'address.mainDivisionCode': 'CA' }) });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Please choose a region of the selected country.');
  });

  it('edits an address: the form shows its values, the post changes it and goes back to the list', async () => {
    const customer = await newCustomer();
    await addAddress(customer, 'Alter Wall 2');
    const id = await addressIdOf(customer, 'Alter Wall 2');
    const form = await customer.get(`/account/addresses/${encodeURIComponent(id)}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('value="Alter Wall 2"');
    const saved = await customer.post(`/account/addresses/${encodeURIComponent(id)}`, { intent: 'save', ...addressFields('Neuer Wall 3') });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/account/addresses');
    const page = await customer.text('/account/addresses');
    expect(page).toContain('Your address has been updated.');
    expect(page).toContain('Neuer Wall 3');
    expect(page).not.toContain('Alter Wall 2');
  });

  it("answers another customer's address id with 404, for reading and for changing", async () => {
    const owner = await newCustomer('Privatweg 9');
    const id = await addressIdOf(owner, 'Privatweg 9');
    const stranger = await newCustomer();
    expect((await stranger.get(`/account/addresses/${encodeURIComponent(id)}`)).status).toBe(404);
    expect((await stranger.post(`/account/addresses/${encodeURIComponent(id)}`, { intent: 'save', ...addressFields('Hijacked 1') })).status).toBe(404);
    expect((await stranger.post('/account/addresses', { intent: 'delete', addressId: id })).status).toBe(404);
    expect(await owner.text('/account/addresses')).toContain('Privatweg 9');
  });

  it('makes an address the preferred invoice and then the preferred shipping address', async () => {
    const customer = await newCustomer();
    await addAddress(customer, 'Mönckebergstr. 4');
    const id = await addressIdOf(customer, 'Mönckebergstr. 4');
    const invoice = await customer.post('/account/addresses', { intent: 'preferred', addressId: id, usage: 'invoice' });
    expect(invoice.status).toBe(303);
    let entry = (await entries(customer)).find((candidate) => candidate.includes('Mönckebergstr. 4'))!;
    expect(entry).toContain('Preferred invoice address');
    expect(entry).not.toContain('Preferred shipping address');
    await customer.post('/account/addresses', { intent: 'preferred', addressId: id, usage: 'shipping' });
    const page = await customer.text('/account/addresses');
    expect(page).toContain('Your preferred shipping address has been saved.');
    entry = (await entries(customer)).find((candidate) => candidate.includes('Mönckebergstr. 4'))!;
    expect(entry).toContain('Preferred shipping address');
    // the registration address is no longer preferred, so it may go
    expect((await entries(customer)).find((candidate) => candidate.includes('Hauptstr. 1'))).toContain('?delete=');
  });

  it('asks before deleting, then deletes on the confirmed post', async () => {
    const customer = await newCustomer();
    await addAddress(customer, 'Spitalerstr. 6');
    const id = await addressIdOf(customer, 'Spitalerstr. 6');
    const confirm = await customer.text(`/account/addresses?delete=${encodeURIComponent(id)}`);
    expect(confirm).toContain('Do you really want to delete this address?');
    expect(await customer.text('/account/addresses')).not.toContain('Do you really want to delete this address?');
    const deleted = await customer.post(`/account/addresses?delete=${encodeURIComponent(id)}`, { intent: 'delete', addressId: id });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/account/addresses');
    const page = await customer.text('/account/addresses');
    expect(page).toContain('Your address has been deleted.');
    expect(page).not.toContain('Spitalerstr. 6');
  });

  it('refuses to delete a preferred address with 409 and says why', async () => {
    const customer = await newCustomer();
    await addAddress(customer, 'Ballindamm 8');
    const id = await addressIdOf(customer, 'Hauptstr. 1');
    const response = await customer.post('/account/addresses', { intent: 'delete', addressId: id });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('A preferred invoice or shipping address cannot be deleted.');
    expect(await customer.text('/account/addresses')).toContain('Hauptstr. 1');
  });

  it('speaks German below /de', async () => {
    const customer = await newCustomer();
    const page = await customer.text('/de/account/addresses');
    expect(page).toContain('Bevorzugte Rechnungsadresse');
    expect(page).toContain('Adresse hinzufügen');
  });
});

describe("a logged-in user's checkout", () => {
  async function withBasket(customer: Shopper) {
    expect((await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' })).status).toBe(303);
  }

  /** The value of the radio button `name` that is checked. */
  const checkedValue = (page: string, name: string) =>
    [...page.matchAll(/<input[^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(`name="${name}"`) && tag.includes('checked'))?.match(/value="([^"]*)"/)?.[1];

  /** The saved addresses the address step offers: urn by street. */
  async function offered(customer: Shopper): Promise<{ page: string; urnOf: (street: string) => string }> {
    const page = await customer.text('/checkout/address');
    const options = radios(page, 'invoiceAddress').filter((option) => option.value?.startsWith('urn:'));
    return {
      page,
      urnOf(street) {
        const option = options.find((candidate) => candidate.label.includes(street));
        expect(option, `no saved address ${street}`).toBeTruthy();
        return option!.value!;
      },
    };
  }

  it('offers the saved addresses with the preferred one chosen, and goes on with another saved address to review', async () => {
    const customer = await newCustomer();
    await addAddress(customer, 'Große Elbstr. 10');
    await withBasket(customer);
    const { page, urnOf } = await offered(customer);
    const preferred = urnOf('Hauptstr. 1');
    expect(checkedValue(page, 'invoiceAddress')).toBe(preferred);
    expect(checkedValue(page, 'shippingAddress')).toBe('invoice');
    expect(page).not.toContain('name="email"');

    const chosen = await customer.post('/checkout/address', { intent: 'save', invoiceAddress: preferred, shippingAddress: urnOf('Große Elbstr. 10') });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/checkout/shipping');
    await customer.get('/checkout/shipping');
    expect((await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' })).status).toBe(303);
    expect((await customer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' })).status).toBe(303);
    const review = await customer.get('/checkout/review');
    expect(review.status).toBe(200);
    const text = await review.text();
    expect(text).toContain('Hauptstr. 1');
    expect(text).toContain('Große Elbstr. 10');

    // back at the address step, the choices are the basket's
    const again = await customer.text('/checkout/address');
    expect(checkedValue(again, 'shippingAddress')).toBe(urnOf('Große Elbstr. 10'));
  });

  it('saves a new address typed at checkout to the address book and uses it', async () => {
    const customer = await newCustomer();
    await withBasket(customer);
    const response = await customer.post('/checkout/address', {
      intent: 'save',
      invoiceAddress: 'new',
      'invoice.firstName': 'Erika',
      'invoice.lastName': 'Mustermann',
      'invoice.addressLine1': 'Königstr. 12',
      'invoice.postalCode': '70173',
      'invoice.city': 'Stuttgart',
      'invoice.countryCode': 'DE',
      shippingAddress: 'invoice',
    });
    expect(response.status).toBe(303);
    expect(await customer.text('/account/addresses')).toContain('Königstr. 12');
    const { urnOf, page } = await offered(customer);
    expect(checkedValue(page, 'invoiceAddress')).toBe(urnOf('Königstr. 12'));
  });

  it('refuses an address that is not one of the saved ones, and an incomplete new one, with 422', async () => {
    const customer = await newCustomer();
    await withBasket(customer);
    const foreign = await customer.post('/checkout/address', { intent: 'save', invoiceAddress: 'urn:address:customer:someone:else', shippingAddress: 'invoice' });
    expect(foreign.status).toBe(422);
    expect(await foreign.text()).toContain('Please choose one of the addresses.');
    const incomplete = await customer.post('/checkout/address', { intent: 'save', invoiceAddress: 'new', 'invoice.firstName': 'Erika', 'invoice.addressLine1': 'Kept Street 1', shippingAddress: 'invoice' });
    expect(incomplete.status).toBe(422);
    const page = await incomplete.text();
    expect(page).toContain('Please fill in this field.');
    expect(page).toContain('value="Kept Street 1"');
  });
});
