// The store locator's and the contact form's calls: GET stores in ICM's StoreLocationData shape,
// narrowed by country code, postal code and city (hostile values answer 400 or nothing, never a 5xx);
// GET contact lists the subjects in the request's language; POST contact mails the message to the
// service address, refuses missing and malformed fields with 400 naming them, and needs a good captcha
// where the shop protects the form (CAPTCHA_FOR contactUs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JLINK, call, loginDemo } from './account-support';
import { CAPTCHA_SECRET, type Siteverify, TOKENS, startSiteverify, v2Header } from './captcha-support';
import { outboxOf, startMailApi } from './requests-support';
import { type TestApi, errorCode } from './support';

const SERVICE = 'info@inspired.example';
const MESSAGE = { name: 'Anna Ort', email: 'anna@example.com', phone: '+49 89 1', order: '10042', subject: 'Order status', comment: 'Where is\nmy parcel?' };

let api: TestApi;
beforeAll(async () => {
  api = await startMailApi();
}, 30_000);
afterAll(async () => api?.close());

const stores = async (query: string, matrix = '') => {
  const response = await api.get(`/stores${query}`, { matrix });
  expect(response.statusCode).toBe(200);
  return response.json().elements as Record<string, string>[];
};
const toService = (target: TestApi) => outboxOf(target).filter(mail => mail.to === SERVICE);

describe('GET stores', () => {
  it('lists every store in the StoreLocationData shape', async () => {
    const all = await stores('');
    expect(all).toHaveLength(12);
    expect(all[0]).toEqual({
      uuid: 'store-jena',
      name: 'inSPIRED Jena',
      address: 'Intershop Tower, Leutragraben 1',
      city: 'Jena',
      postalCode: '07743',
      country: 'Germany',
      countryCode: 'DE',
      phoneBusiness: '+49 3641 50 0',
      fax: '+49 3641 50 1000',
      email: 'jena@inspired.example',
      latitude: '50.9289',
      longitude: '11.5847',
      type: 'StoreLocation',
    });
    // a store without coordinates is listed, without them
    expect(all.find(store => store.uuid === 'store-cluj')).not.toHaveProperty('latitude');
    expect(new Set(all.map(store => store.countryCode))).toEqual(new Set(['DE', 'FR', 'PL', 'RO', 'US']));
  });

  it('narrows by country, postal code and city, without case or accents', async () => {
    expect((await stores('?countryCode=fr')).map(store => store.city)).toEqual(['Paris', 'Lyon']);
    expect((await stores('?postalCode=8033')).map(store => store.uuid)).toEqual(['store-munich']);
    expect((await stores('?city=koln')).map(store => store.uuid)).toEqual(['store-cologne']);
    expect((await stores('?city=KRAK&countryCode=PL')).map(store => store.uuid)).toEqual(['store-krakow']);
    expect(await stores('?city=Paris&countryCode=DE')).toEqual([]);
    expect(await stores('?city=')).toHaveLength(12);
  });

  it('names the country in the request language', async () => {
    expect((await stores('?city=Jena', ';loc=de_DE'))[0].country).toBe('Deutschland');
    expect((await stores('?city=Jena', ';loc=pl_PL'))[0].country).toBe('Niemcy');
  });

  it('answers hostile input without a server error', async () => {
    for (const query of ['?city=%00%27%22<script>', '?city=a&city=b', `?postalCode=${'9'.repeat(5000)}`, '?countryCode=__proto__', '?city=%E2%80%AE']) {
      const response = await api.get(`/stores${query}`);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});

describe('GET contact', () => {
  it('lists the subjects in the request language', async () => {
    const subjects = async (matrix: string) => (await api.get('/contact', { matrix })).json().elements;
    expect((await subjects(''))[1]).toEqual({ type: 'ContactSubject', subject: 'Order status' });
    expect((await subjects(';loc=de_DE')).map((each: { subject: string }) => each.subject)).toContain('Bestellstatus');
  });
});

describe('POST contact', () => {
  it('mails the message to the service address, with the login of a signed-in user', async () => {
    const response = await call(api, 'POST', '/contact', undefined, { ...MESSAGE, captcha: '', captchaAction: 'contactUs' });
    expect(response.statusCode).toBe(204);
    const [mail] = toService(api);
    expect(mail.subject).toBe('inSPIRED: Order status from Anna Ort');
    expect(mail.text).toBe('Subject: Order status\nName: Anna Ort\nE-mail: anna@example.com\nPhone: +49 89 1\nOrder: 10042\n\nWhere is\nmy parcel?');

    const token = await loginDemo(api, JLINK);
    // a subject in another language names the same subject
    expect((await call(api, 'POST', '/contact', token, { name: 'Jack Link', email: JLINK, subject: 'Bestellstatus', comment: 'Hello' })).statusCode).toBe(204);
    expect(toService(api)[0].text).toContain(`Shop user: ${JLINK} (customer OilCorp)`);
    expect(toService(api)[0].text).toContain('Subject: Order status');
  });

  it('refuses missing fields, a malformed address, an unknown subject and control characters, and mails nothing', async () => {
    const before = toService(api).length;
    const missing = await call(api, 'POST', '/contact', undefined, { name: ' ', email: 'anna@example.com' });
    expect([missing.statusCode, errorCode(missing), missing.headers['error-invalid-attributes']]).toEqual([400, 'contact.attributes.missing.error', 'name,subject,comment']);
    const email = await call(api, 'POST', '/contact', undefined, { ...MESSAGE, email: 'not-an-address' });
    expect([email.statusCode, errorCode(email)]).toEqual([400, 'contact.email.invalid.error']);
    const subject = await call(api, 'POST', '/contact', undefined, { ...MESSAGE, subject: 'Free lunch' });
    expect([subject.statusCode, errorCode(subject)]).toEqual([400, 'contact.subject.invalid.error']);
    const unsafe = await call(api, 'POST', '/contact', undefined, { ...MESSAGE, name: 'Anna\u202EOrt' });
    expect([unsafe.statusCode, unsafe.headers['error-invalid-attributes']]).toEqual([400, 'name']);
    expect((await call(api, 'POST', '/contact', undefined, { ...MESSAGE, comment: 'x'.repeat(30_001) })).statusCode).toBe(400);
    expect(toService(api)).toHaveLength(before);
  });
});

describe('messages from one client address', () => {
  it('are refused with 429 and Retry-After after five in a while, across contact and quote requests, while another address still sends', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const quoteRequest = { name: 'Anna Ort', email: 'anna@example.com', comment: 'A quote, please' };
    for (let count = 0; count < 3; count++) expect((await call(api, 'POST', '/contact', undefined, MESSAGE, from('203.0.113.7'))).statusCode).toBe(204);
    for (let count = 0; count < 2; count++) expect((await call(api, 'POST', '/quotecontact', undefined, quoteRequest, from('203.0.113.7'))).statusCode).toBe(204);
    const before = toService(api).length;
    const refused = await call(api, 'POST', '/contact', undefined, MESSAGE, from('203.0.113.7'));
    expect([refused.statusCode, errorCode(refused), Number(refused.headers['retry-after'])]).toEqual([429, 'message.throttled.error', 900]);
    expect(toService(api)).toHaveLength(before);
    expect((await call(api, 'POST', '/contact', undefined, MESSAGE, from('203.0.113.8'))).statusCode).toBe(204);
  });
});

describe('with a captcha for the contact form', () => {
  let siteverify: Siteverify;
  let guarded: TestApi;

  beforeAll(async () => {
    siteverify = await startSiteverify();
    guarded = await startMailApi({ captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: siteverify.url, captchaFor: 'contactUs' });
  });
  afterAll(async () => {
    await guarded?.close();
    await siteverify?.close();
  });

  it('says so in the configuration, refuses a message without a good token and mails one with it', async () => {
    expect((await guarded.get('/configurations')).json().data.captcha).toEqual(expect.objectContaining({ contactUs: true, register: false }));
    const refused = await call(guarded, 'POST', '/contact', undefined, MESSAGE);
    expect([refused.statusCode, errorCode(refused)]).toEqual([401, 'captcha.incorrect']);
    expect(toService(guarded)).toEqual([]);
    expect((await call(guarded, 'POST', '/contact', undefined, MESSAGE, { authorization: v2Header(TOKENS.v2) })).statusCode).toBe(204);
    expect(toService(guarded)).toHaveLength(1);
  });
});
