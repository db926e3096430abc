// The free-text quote request: POST quotecontact writes one mail to the shop's service address, with
// the sender's login when a user's token comes along; missing or unsafe fields are 400; and where the
// shop protects the form (CAPTCHA_FOR quoteContact) it needs a good captcha.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JLINK, call, loginDemo } from './account-support';
import { CAPTCHA_SECRET, type Siteverify, TOKENS, startSiteverify, v2Header } from './captcha-support';
import { outboxOf, startMailApi } from './requests-support';
import { type QuoteTestApi, startQuoteApi } from './quote-support';
import { type TestApi, errorCode } from './support';

const SERVICE = 'info@inspired.example';
const FORM = { name: 'Anna Ort', email: 'anna@example.com', company: 'Ort GmbH', phone: '+49 89 1', productSKU: 'CAM-100', quantity: 40, comment: 'Forty cameras,\nplease.' };

let t: QuoteTestApi;

beforeAll(async () => {
  t = await startQuoteApi();
}, 30_000);
afterAll(async () => t?.api.close());

const toService = (api: TestApi) => outboxOf(api).filter(mail => mail.to === SERVICE);

describe('POST quotecontact', () => {
  it('mails the request to the service address, without a login and with one', async () => {
    const anonymous = await call(t.api, 'POST', '/quotecontact', undefined, { ...FORM, captcha: '', captchaAction: 'quoteContact' });
    expect(anonymous.statusCode).toBe(204);
    const [mail] = toService(t.api);
    expect(mail.subject).toBe('inSPIRED: quote request from Anna Ort');
    expect(mail.text).toBe('Name: Anna Ort\nE-mail: anna@example.com\nCompany: Ort GmbH\nPhone: +49 89 1\nProduct: CAM-100, quantity 40\n\nForty cameras,\nplease.');

    const token = await loginDemo(t.api, JLINK);
    expect((await call(t.api, 'POST', '/quotecontact', token, { name: 'Jack Link', email: JLINK, comment: 'A quote for our fleet' })).statusCode).toBe(204);
    expect(toService(t.api)[0].text).toContain(`Shop user: ${JLINK} (customer OilCorp)`);
  });

  it('refuses missing fields, a malformed address and control characters, and mails nothing', async () => {
    const before = toService(t.api).length;
    const missing = await call(t.api, 'POST', '/quotecontact', undefined, { name: ' ', email: 'anna@example.com' });
    expect([missing.statusCode, errorCode(missing), missing.headers['error-invalid-attributes']]).toEqual([400, 'quotecontact.attributes.missing.error', 'name,comment']);
    expect((await call(t.api, 'POST', '/quotecontact', undefined, { ...FORM, email: 'not-an-address' })).statusCode).toBe(400);
    const unsafe = await call(t.api, 'POST', '/quotecontact', undefined, { ...FORM, name: 'Anna\u202EOrt' });
    expect([unsafe.statusCode, unsafe.headers['error-invalid-attributes']]).toEqual([400, 'name']);
    expect((await call(t.api, 'POST', '/quotecontact', undefined, { ...FORM, comment: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect(toService(t.api)).toHaveLength(before);
  });
});

describe('with a captcha', () => {
  let siteverify: Siteverify;
  let api: TestApi;

  beforeAll(async () => {
    siteverify = await startSiteverify();
    api = await startMailApi({ captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: siteverify.url, captchaFor: 'quoteContact' });
  });
  afterAll(async () => {
    await api?.close();
    await siteverify?.close();
  });

  it('says so in the configuration, refuses a request without a good token and mails one with it', async () => {
    expect((await api.get('/configurations')).json().data.captcha).toEqual(expect.objectContaining({ quoteContact: true, register: false }));
    const refused = await call(api, 'POST', '/quotecontact', undefined, FORM);
    expect([refused.statusCode, errorCode(refused)]).toEqual([401, 'captcha.incorrect']);
    expect(toService(api)).toEqual([]);
    expect((await call(api, 'POST', '/quotecontact', undefined, FORM, { authorization: v2Header(TOKENS.v2) })).statusCode).toBe(204);
    expect(toService(api)).toHaveLength(1);
  });
});
