// The newsletter section of the profile page through the built storefront and the bundled API, as a
// browser without JavaScript posts it: the state, subscribing and unsubscribing only when that changes
// it, and a failing subscriptions call that leaves the rest of the page working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restBasePath } from '../../commerce-api/app';
import { openDatabase } from '../../commerce-api/db/open-database';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { apiToken, loggedIn, registeredCustomer } from './customers';
import { shopper, type Shopper } from './shopper';

let shop: BuiltStorefront;
let api: string;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  api = `${shop.apiOrigin}${restBasePath('inSPIRED-inTRONICS-Site')}`;
}, 120_000);
afterAll(() => shop?.close());

/** A private customer registered at the API, logged in to the storefront, with an API token of their own to check the state. */
async function customer(): Promise<{ email: string; browser: Shopper; subscribed: () => Promise<boolean> }> {
  const { email, password } = await registeredCustomer(shop, 'newsletter');
  const browser = await loggedIn(shop, email, password);
  const token = await apiToken(shop, email, password);
  const subscribed = async () => {
    const response = await fetch(`${api}/subscriptions/${encodeURIComponent(email)}`, { headers: { 'authentication-token': token } });
    expect([200, 404]).toContain(response.status);
    return response.status === 200;
  };
  return { email, browser, subscribed };
}

const profile = async (browser: Shopper) => (await browser.text('/account/profile')).replaceAll('<!-- -->', '');

describe('the newsletter section', () => {
  it('shows that a new customer does not get the newsletter, with a button to subscribe', async () => {
    const { browser } = await customer();
    const page = await profile(browser);
    expect(page).toContain('<h2 id="newsletter-heading">Newsletter</h2>');
    expect(page).toContain('You do not receive our newsletter.');
    expect(page).toContain('name="intent" value="newsletter"');
    expect(page).toContain('Subscribe to the newsletter');
  });

  it('subscribes, answering with a redirect to the profile and a message', async () => {
    const { browser, subscribed } = await customer();
    const response = await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'true' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/profile');
    expect(await subscribed()).toBe(true);
    const page = await profile(browser);
    expect(page).toContain('You have subscribed to our newsletter.');
    expect(page).toContain('You receive our newsletter at your e-mail address.');
    expect(page).toContain('Unsubscribe from the newsletter');
  });

  it('unsubscribes again', async () => {
    const { browser, subscribed } = await customer();
    await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'true' });
    const response = await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'false' });
    expect(response.status).toBe(303);
    expect(await subscribed()).toBe(false);
    const page = await profile(browser);
    expect(page).toContain('You have unsubscribed from our newsletter.');
    expect(page).toContain('You do not receive our newsletter.');
  });

  it('changes nothing when the state is already the one asked for (no unsubscribing what is not subscribed)', async () => {
    const { browser, subscribed } = await customer();
    // ICM answers DELETE of an address that is not subscribed with 404: the storefront must not send it.
    const unsubscribed = await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'false' });
    expect(unsubscribed.status).toBe(303);
    expect(await profile(browser)).not.toContain('could not be changed');
    expect(await subscribed()).toBe(false);

    await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'true' });
    expect((await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'true' })).status).toBe(303);
    expect(await subscribed()).toBe(true);
  });

  it('refuses a state that is neither, changing nothing', async () => {
    const { browser, subscribed } = await customer();
    expect((await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'maybe' })).status).toBe(422);
    expect(await subscribed()).toBe(false);
  });

  it('is guarded by the login like the rest of the profile', async () => {
    const response = await shopper(shop.origin).post('/account/profile', { intent: 'newsletter', subscribe: 'true' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/login\?returnUrl=/);
  });

  it('degrades to a message when the subscriptions fail, while the rest of the profile works', async () => {
    const { browser, email } = await customer();
    const db = openDatabase(shop.dbFile);
    db.exec('ALTER TABLE newsletter_subscriptions RENAME TO newsletter_subscriptions_away');
    try {
      const response = await browser.get('/account/profile');
      expect(response.status).toBe(200);
      const page = (await response.text()).replaceAll('<!-- -->', '');
      expect(page).toContain('Your newsletter subscription cannot be shown right now.');
      expect(page).toContain(email);
      expect(page).toContain('Name and phone');

      const posted = await browser.post('/account/profile', { intent: 'newsletter', subscribe: 'true' });
      expect(posted.status).toBe(502);
      const answer = (await posted.text()).replaceAll('<!-- -->', '');
      expect(answer).toContain('Your newsletter subscription could not be changed.');
      expect(answer).toContain('<h1>Profile</h1>');
    } finally {
      db.exec('ALTER TABLE newsletter_subscriptions_away RENAME TO newsletter_subscriptions');
      db.close();
    }
    expect(await profile(browser)).toContain('You do not receive our newsletter.');
  });
});
