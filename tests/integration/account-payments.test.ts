// My Account's saved payment instruments through the built storefront and the bundled API, as a
// browser without JavaScript posts them (and once as a hydrated page does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { labelled, radios, textOf } from './html';
import type { Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const CARD_NUMBER = '4111111111111111';

async function newCustomer(): Promise<Shopper> {
  const { email, password } = await registeredCustomer(shop, 'payments');
  return loggedIn(shop, email, password);
}

const card = (number: string, holder = 'Erika Mustermann') => ({
  intent: 'add',
  paymentMethod: 'ISH_CREDITCARD',
  'param.ISH_CREDITCARD.holder': holder,
  'param.ISH_CREDITCARD.creditCardNumber': number,
  'param.ISH_CREDITCARD.expiryDate': '12/30',
});

async function saveCard(customer: Shopper, number = CARD_NUMBER) {
  const response = await customer.post('/account/payments', card(number));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/account/payments');
}

/** The ids of the saved instruments, as the page's delete links (to their confirmation) name them. */
async function instrumentIds(customer: Shopper): Promise<string[]> {
  const page = await customer.text('/account/payments');
  const ids = [...page.matchAll(/href="\/account\/payments\?delete=([^"&]+)"/g)].map((match) => decodeURIComponent(match[1]));
  return [...new Set(ids)];
}

/** A product in the basket, a new invoice address and standard shipping: the checkout's payment step is next. */
async function toPaymentStep(customer: Shopper) {
  await customer.post('/product/201807171', { intent: 'add', sku: '201807171', quantity: '1' });
  expect((await customer.post('/checkout/address', { intent: 'save', invoiceAddress: 'new', 'invoice.firstName': 'E', 'invoice.lastName': 'M', 'invoice.addressLine1': 'Hauptstr. 1', 'invoice.postalCode': '10115', 'invoice.city': 'Berlin', 'invoice.countryCode': 'DE', shippingAddress: 'invoice' })).status).toBe(303);
  expect((await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' })).status).toBe(303);
}

/** The checked choice among the card method's saved instruments on the payment step. */
const checkedSavedCard = (page: string) => radios(page, 'instrument.ISH_CREDITCARD').find((radio) => radio.checked)?.value;

describe('saved payment instruments', () => {
  it('shows none yet, and offers only the methods an instrument may be saved for', async () => {
    const customer = await newCustomer();
    const page = await customer.text('/account/payments');
    expect(page).toContain('You have no saved payment instruments.');
    expect(page).toContain('value="ISH_CREDITCARD"');
    expect(page).toContain('value="ISH_DEBIT_TRANSFER"');
    expect(page).not.toContain('value="ISH_INVOICE"');
    expect(page).toContain('Card number');
  });

  it('saves a credit card and shows it masked, never the full number', async () => {
    const customer = await newCustomer();
    await saveCard(customer);
    const page = await customer.text('/account/payments');
    expect(page).toContain('Your payment instrument has been saved.');
    expect(textOf(page)).toMatch(/\*+1111/);
    expect(page).not.toContain(CARD_NUMBER);
    expect(await instrumentIds(customer)).toHaveLength(1);
  });

  it('refuses a card number against the server constraints with 422: the error next to the field, the holder kept', async () => {
    const customer = await newCustomer();
    const response = await customer.post('/account/payments', card('41', 'Typed Holder'));
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('Card number must have 13 to 19 characters.');
    expect(page).toMatch(/id="saved-payment-ISH_CREDITCARD-creditCardNumber"[^>]*aria-invalid="true"/);
    expect(page).toContain('value="Typed Holder"');
    expect(await instrumentIds(customer)).toEqual([]);
  });

  it('refuses a method an instrument may not be saved for with 422', async () => {
    const customer = await newCustomer();
    const response = await customer.post('/account/payments', { intent: 'add', paymentMethod: 'ISH_INVOICE' });
    expect(response.status).toBe(422);
    expect(await instrumentIds(customer)).toEqual([]);
  });

  it('answers a hydrated page with data instead of a redirect', async () => {
    const customer = await newCustomer();
    const response = await customer.post('/account/payments.data', { ...card(CARD_NUMBER), _enhanced: '1' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('account.payment.instrument_created.message');
  });

  it('makes an instrument the preferred one, and then none', async () => {
    const customer = await newCustomer();
    await saveCard(customer);
    const [id] = await instrumentIds(customer);
    const preferred = await customer.post('/account/payments', { intent: 'preferred', instrumentId: id });
    expect(preferred.status).toBe(303);
    let page = await customer.text('/account/payments');
    expect(page).toContain('Your preferred payment instrument has been saved to your account.');
    expect(textOf(labelled(page, 'Preferred payment instrument') ?? '')).toMatch(/^Preferred payment instrument Credit Card \*+1111 /);

    expect((await customer.post('/account/payments', { intent: 'preferred', instrumentId: '' })).status).toBe(303);
    page = await customer.text('/account/payments');
    expect(page).toContain('You no longer have a preferred payment instrument.');
    expect(page).toContain('You have not chosen a preferred payment instrument.');
  });

  it('deletes an instrument, the preferred one too', async () => {
    const customer = await newCustomer();
    await saveCard(customer);
    const [id] = await instrumentIds(customer);
    await customer.post('/account/payments', { intent: 'preferred', instrumentId: id });
    const deleted = await customer.post('/account/payments', { intent: 'delete', instrumentId: id });
    expect(deleted.status).toBe(303);
    const page = await customer.text('/account/payments');
    expect(page).toContain('Your payment instrument has been deleted.');
    expect(page).toContain('You have no saved payment instruments.');
    expect(page).toContain('You have not chosen a preferred payment instrument.');
  });

  it("answers another user's instrument with 404 and leaves it alone", async () => {
    const owner = await newCustomer();
    await saveCard(owner);
    const [id] = await instrumentIds(owner);
    const stranger = await newCustomer();
    expect((await stranger.post('/account/payments', { intent: 'delete', instrumentId: id })).status).toBe(404);
    expect((await stranger.post('/account/payments', { intent: 'preferred', instrumentId: id })).status).toBe(404);
    expect(await instrumentIds(owner)).toEqual([id]);
  });

  it('offers a saved card at checkout', async () => {
    const customer = await newCustomer();
    await saveCard(customer);
    await toPaymentStep(customer);
    const page = await customer.text('/checkout/payment');
    expect(page).toContain('Credit Card');
    expect(page).not.toContain(CARD_NUMBER);
  });

  it('preselects the preferred saved card at checkout, and pays with it when chosen, without asking for the card again', async () => {
    const customer = await newCustomer();
    await saveCard(customer);
    const [id] = await instrumentIds(customer);
    await customer.post('/account/payments', { intent: 'preferred', instrumentId: id });
    await toPaymentStep(customer);

    const page = await customer.text('/checkout/payment');
    expect(radios(page, 'paymentMethod').find((radio) => radio.checked)?.value).toBe('ISH_CREDITCARD');
    const urn = checkedSavedCard(page);
    expect(urn).toMatch(new RegExp(`^urn:payment-instrument:user:.+:${id}$`));
    expect(radios(page, 'instrument.ISH_CREDITCARD').find((radio) => radio.value === urn)?.label).toMatch(/^\*+1111/);

    const chosen = await customer.post('/checkout/payment', { paymentMethod: 'ISH_CREDITCARD', 'instrument.ISH_CREDITCARD': urn! });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/checkout/review');
    expect(await customer.text('/checkout/review')).toMatch(/Credit Card[^<]*(<!-- -->)?\s*\((<!-- -->)?\*+1111(<!-- -->)?\)/);
    // back at the payment step, the basket's card is the one chosen
    expect(checkedSavedCard(await customer.text('/checkout/payment'))).toBe(urn);
  });

  it('refuses a saved instrument that is not one of the user\'s with 422', async () => {
    const owner = await newCustomer();
    await saveCard(owner);
    await toPaymentStep(owner);
    const urn = checkedSavedCard(await owner.text('/checkout/payment'));
    const stranger = await newCustomer();
    await toPaymentStep(stranger);
    const response = await stranger.post('/checkout/payment', { paymentMethod: 'ISH_CREDITCARD', 'instrument.ISH_CREDITCARD': urn! });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('These saved payment details are no longer available.');
  });

  it('accepts a card number typed with spaces, in the account and as new details at checkout', async () => {
    const customer = await newCustomer();
    await saveCard(customer, '4111 1111 1111 1111');
    await toPaymentStep(customer);
    const { intent: _, ...newCard } = card('5555 5555 5555 4444');
    const response = await customer.post('/checkout/payment', { ...newCard, 'instrument.ISH_CREDITCARD': 'new' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/review');
    const review = await customer.text('/checkout/review');
    expect(review).toMatch(/\*+4444/);
    expect(review).not.toContain('5555 5555');
  });
});
