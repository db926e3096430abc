import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { ADDRESS_ERROR, checkoutAddressSchema, checkoutAddresses } from '~/features/checkout/address-form';

const invoice = {
  'invoice.firstName': 'Patricia',
  'invoice.lastName': 'Miller',
  'invoice.addressLine1': 'Berliner Str. 20',
  'invoice.postalCode': '07743',
  'invoice.city': 'Jena',
  'invoice.countryCode': 'DE',
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function parse(fields: Record<string, string>) {
  return parseWithZod(form(fields), { schema: checkoutAddressSchema });
}

describe('the checkout address form', () => {
  it('accepts a complete address shipped to the same address', () => {
    const submission = parse({ email: 'patricia@example.com', ...invoice, 'invoice.companyName1': 'Intershop', shipToInvoice: 'on' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    const addresses = checkoutAddresses(submission.value);
    expect(addresses.sameAddress).toBe(true);
    expect(addresses.invoice).toMatchObject({ firstName: 'Patricia', countryCode: 'DE', companyName1: 'Intershop' });
    expect(addresses.shipping).toEqual(addresses.invoice);
  });

  it('uses the invoice address for shipping when the box is ticked, ignoring the ship-to fields', () => {
    const submission = parse({ email: 'p@example.com', ...invoice, shipToInvoice: 'on', 'shipping.firstName': 'x'.repeat(10_000), 'shipping.city': '' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(checkoutAddresses(submission.value).shipping.city).toBe('Jena');
  });

  it.each([
    ['DE', 'ABC'],
    ['DE', '1'],
    ['GB', '10115'],
  ])("rejects a postal code that %s does not write so ('%s'), next to the postal code", (countryCode, postalCode) => {
    const submission = parse({ email: 'p@example.com', ...invoice, 'invoice.countryCode': countryCode, 'invoice.postalCode': postalCode, shipToInvoice: 'on' });
    expect(submission.reply().error).toEqual({ 'invoice.postalCode': [ADDRESS_ERROR.postalCode] });
  });

  it("checks the ship-to address's postal code against the ship-to country", () => {
    const shipping = Object.fromEntries(Object.entries(invoice).map(([name, value]) => [name.replace('invoice.', 'shipping.'), value]));
    const submission = parse({ email: 'p@example.com', ...invoice, ...shipping, 'shipping.countryCode': 'AT' });
    expect(submission.reply().error).toEqual({ 'shipping.postalCode': [ADDRESS_ERROR.postalCode] });
  });

  it('rejects missing required fields with the right keys', () => {
    const submission = parse({ shipToInvoice: 'on' });
    expect(submission.status).toBe('error');
    const error = submission.reply().error ?? {};
    for (const name of ['email', 'invoice.firstName', 'invoice.lastName', 'invoice.addressLine1', 'invoice.postalCode', 'invoice.city', 'invoice.countryCode']) {
      expect(error[name], name).toEqual([ADDRESS_ERROR.required]);
    }
    expect(error['invoice.companyName1']).toBeUndefined();
    expect(error['invoice.addressLine2']).toBeUndefined();
    expect(error['invoice.phoneHome']).toBeUndefined();
  });

  it('requires the ship-to fields only when the box is unticked', () => {
    const unticked = parse({ email: 'p@example.com', ...invoice });
    expect(unticked.status).toBe('error');
    const error = unticked.reply().error ?? {};
    expect(error['shipping.firstName']).toEqual([ADDRESS_ERROR.required]);
    expect(error['shipping.countryCode']).toEqual([ADDRESS_ERROR.required]);
    expect(Object.keys(error).every((name) => name.startsWith('shipping.'))).toBe(true);

    const shipping = parse({
      email: 'p@example.com',
      ...invoice,
      'shipping.firstName': 'Jack',
      'shipping.lastName': 'Link',
      'shipping.addressLine1': '1 Main St',
      'shipping.postalCode': '02115',
      'shipping.city': 'Boston',
      'shipping.countryCode': 'us',
      'shipping.mainDivisionCode': 'ma',
    });
    expect(shipping.status).toBe('success');
    if (shipping.status !== 'success') return;
    const addresses = checkoutAddresses(shipping.value);
    expect(addresses.sameAddress).toBe(false);
    expect(addresses.shipping).toMatchObject({ firstName: 'Jack', countryCode: 'US', mainDivisionCode: 'MA' });
    expect(addresses.invoice.city).toBe('Jena');
  });

  it('reports invoice and ship-to problems together', () => {
    const submission = parse({ email: 'p@example.com', 'invoice.firstName': 'Pat' });
    const error = submission.reply().error ?? {};
    expect(error['invoice.lastName']).toEqual([ADDRESS_ERROR.required]);
    expect(error['shipping.lastName']).toEqual([ADDRESS_ERROR.required]);
  });

  it('trims every text', () => {
    const submission = parse({
      email: '  p@example.com ',
      'invoice.firstName': '  Patricia ',
      'invoice.lastName': 'Miller\t',
      'invoice.addressLine1': ' Berliner Str. 20 ',
      'invoice.postalCode': ' 07743',
      'invoice.city': 'Jena ',
      'invoice.countryCode': ' de ',
      shipToInvoice: 'on',
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.email).toBe('p@example.com');
    expect(submission.value.invoice).toMatchObject({ firstName: 'Patricia', lastName: 'Miller', addressLine1: 'Berliner Str. 20', postalCode: '07743', city: 'Jena', countryCode: 'DE' });
  });

  it('treats blank required fields as missing', () => {
    const error = parse({ email: 'p@example.com', ...invoice, 'invoice.city': '    ', shipToInvoice: 'on' }).reply().error ?? {};
    expect(error['invoice.city']).toEqual([ADDRESS_ERROR.required]);
  });

  it('bounds lengths: hostile input is rejected with a key, not thrown', () => {
    const huge = 'x'.repeat(10_000);
    const submission = parse({ email: `${huge}@example.com`, ...invoice, 'invoice.firstName': huge, 'invoice.addressLine2': huge, 'invoice.countryCode': huge, shipToInvoice: 'on' });
    expect(submission.status).toBe('error');
    const error = submission.reply().error ?? {};
    expect(error.email).toContain(ADDRESS_ERROR.tooLong);
    expect(error['invoice.firstName']).toEqual([ADDRESS_ERROR.tooLong]);
    expect(error['invoice.addressLine2']).toEqual([ADDRESS_ERROR.tooLong]);
    expect(error['invoice.countryCode']).toContain(ADDRESS_ERROR.country);
    const shipping = parse({ email: 'p@example.com', ...invoice, 'shipping.city': huge }).reply().error ?? {};
    expect(shipping['shipping.city']).toEqual([ADDRESS_ERROR.tooLong]);
  });

  it('rejects a malformed e-mail address and region code', () => {
    const error = parse({ email: 'not an address', ...invoice, 'invoice.mainDivisionCode': '<script>', shipToInvoice: 'on' }).reply().error ?? {};
    expect(error.email).toEqual([ADDRESS_ERROR.email]);
    expect(error['invoice.mainDivisionCode']).toEqual([ADDRESS_ERROR.region]);
  });

  it('leaves the state to the server, which knows whether the country has regions', () => {
    const submission = parse({ email: 'p@example.com', ...invoice, 'invoice.countryCode': 'US', shipToInvoice: 'on' });
    expect(submission.status).toBe('success');
  });

  it('gives the browser constraints without throwing, and none that would block the ignored ship-to fields', () => {
    const constraint = getZodConstraint(checkoutAddressSchema);
    expect(constraint['invoice.firstName']).toMatchObject({ required: true });
    expect(constraint['invoice.companyName1']?.required).toBe(false);
    expect(constraint['shipping.firstName']?.required).toBe(false);
    expect(constraint.shipToInvoice?.required).toBe(false);
  });

  it('does not throw on a form of the wrong shape', () => {
    const data = form({ email: 'p@example.com', shipping: 'x', invoice: 'y' });
    expect(() => parseWithZod(data, { schema: checkoutAddressSchema })).not.toThrow();
    expect(parseWithZod(data, { schema: checkoutAddressSchema }).status).toBe('error');
  });
});
