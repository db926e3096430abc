// The store finder and the contact form through the built storefront and the bundled API, as a browser
// without JavaScript uses them: the store list searched by city, postal code and country (hostile
// input answers a page, never a 5xx); the map's tile server named in the CSP only after functional
// consent; the contact form's subjects, its post into the outbox, field errors (422), the API's
// refusals shown above the form (also too many messages from one address), and posts from another site
// refused.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedConsent } from '~/features/consent/consent-rules';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { alerts, descriptionOf, links, statuses, textOf } from './html';
import { shopper } from './shopper';

const TILES = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
const SERVICE = 'info@inspired.example';
const MESSAGE = { intent: 'send', subject: 'Order status', name: 'Anna Ort', email: 'anna@example.com', phone: '', order: '10042', comment: 'Where is my parcel?' };

let shop: BuiltStorefront;
let db: Database.Database;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '© Example tiles' } });
  db = new Database(shop.dbFile);
}, 120_000);
afterAll(async () => {
  db?.close();
  await shop?.close();
});

const storeNames = (html: string) => [...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);
const consentCookie = (categories: string[]) => ({ Cookie: `cookieConsent=${storedConsent({ enabledOptions: categories as never, version: 1 })}` });
const mailsToService = () => db.prepare('SELECT subject, body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC').all(SERVICE) as { subject: string; body: string }[];

describe('/store-finder', () => {
  it('lists every store, and those of a city, a postal code or a country when searched', async () => {
    const customer = shopper(shop.origin);
    const all = await customer.get('/store-finder');
    expect(all.status).toBe(200);
    const page = await all.text();
    expect(storeNames(page)).toHaveLength(12);
    expect(statuses(page)).toContain('Stores found: 12');
    expect(textOf(page)).toContain('Intershop Tower, Leutragraben 1');

    expect(storeNames(await customer.text('/store-finder?countryCode=&city=Paris&postalCode='))).toEqual(['inSPIRED Paris Opéra']);
    expect(storeNames(await customer.text('/store-finder?postalCode=80331'))).toEqual(['inSPIRED München']);
    expect(storeNames(await customer.text('/store-finder?countryCode=PL'))).toEqual(['inSPIRED Warszawa', 'inSPIRED Kraków']);
    const none = await customer.text('/store-finder?city=Atlantis');
    expect(storeNames(none)).toEqual([]);
    expect(statuses(none)).toContain('No store matches your search.');
  });

  it('takes hostile input without a server error and reflects nothing as markup', async () => {
    for (const query of ['?city=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '?city=a&city=b', `?postalCode=${'9'.repeat(5000)}`, '?countryCode=%00%FF', '?city=%E2%80%AE']) {
      const response = await shopper(shop.origin).get(`/store-finder${query}`);
      expect(response.status, query).toBe(200);
      expect(await response.text()).not.toContain('<script>alert(1)');
    }
  });

  it('names the tile server in the CSP only with functional consent, and then keeps the page private', async () => {
    const without = await shopper(shop.origin).get('/store-finder', consentCookie(['required']));
    expect(without.headers.get('content-security-policy')).not.toContain('tiles.example.org');
    expect(without.headers.get('cache-control')).toContain('public');
    const consented = await shopper(shop.origin).get('/store-finder', consentCookie(['required', 'functional']));
    expect(consented.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(consented.headers.get('cache-control')).not.toContain('public');
  });

  it('is linked from the footer', async () => {
    expect(links(await shopper(shop.origin).text('/home')).map((link) => link.href)).toEqual(expect.arrayContaining(['/store-finder', '/contact']));
  });
});

describe('/contact', () => {
  it('offers the subjects and sends a message into the outbox, then says so', async () => {
    const customer = shopper(shop.origin);
    const page = await customer.text('/contact');
    expect(page).toContain('<option value="Order status">Order status</option>');
    const before = mailsToService().length;
    const sent = await customer.post('/contact', MESSAGE, { Origin: shop.origin });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact');
    const [mail] = mailsToService();
    expect(mailsToService()).toHaveLength(before + 1);
    expect(mail.subject).toBe('inSPIRED: Order status from Anna Ort');
    expect(mail.body).toContain('Order: 10042');
    expect(statuses(await customer.text('/contact'))).toContain('Thank you for your message. We will get back to you shortly.');
  });

  it('shows field errors for missing and malformed fields (422) and sends nothing', async () => {
    const before = mailsToService().length;
    const response = await shopper(shop.origin).post('/contact', { ...MESSAGE, subject: '', name: ' ', email: 'not-an-address', comment: '' }, { Origin: shop.origin });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(descriptionOf(page, 'subject')).toBe('Please choose a subject.');
    expect(descriptionOf(page, 'name')).toBe('Please enter your name.');
    expect(descriptionOf(page, 'comment')).toBe('Please enter your message.');
    expect(descriptionOf(page, 'email')).toMatch(/e-mail/i);
    expect(page).toContain('value="10042"');
    expect(mailsToService()).toHaveLength(before);
  });

  it("shows the API's refusal above the form, keeping what was typed", async () => {
    const response = await shopper(shop.origin).post('/contact', { ...MESSAGE, subject: 'Free lunch' }, { Origin: shop.origin });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(alerts(page).join(' ')).toContain('The subject is not one of the contact subjects.');
    expect(page).toContain('Where is my parcel?');
  });

  it('refuses the sixth message from one address in a while (429, Retry-After), keeping what was typed, while another address still sends', async () => {
    const from = (address: string) => ({ Origin: shop.origin, 'X-Forwarded-For': address });
    for (let count = 0; count < 5; count++) expect((await shopper(shop.origin).post('/contact', MESSAGE, from('203.0.113.20'))).status).toBe(303);
    const before = mailsToService().length;
    const response = await shopper(shop.origin).post('/contact', MESSAGE, from('203.0.113.20'));
    expect([response.status, response.headers.get('retry-after')]).toEqual([429, '900']);
    const page = await response.text();
    expect(alerts(page).join(' ')).toContain('You have sent several messages in a short time.');
    expect(page).toContain('Where is my parcel?');
    expect(mailsToService()).toHaveLength(before);
    expect((await shopper(shop.origin).post('/contact', MESSAGE, from('203.0.113.21'))).status).toBe(303);
  });

  it('refuses a post from another site', async () => {
    const before = mailsToService().length;
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
      const response = await shopper(shop.origin).post('/contact', MESSAGE, headers);
      expect([400, 403]).toContain(response.status);
    }
    expect(mailsToService()).toHaveLength(before);
  });
});
