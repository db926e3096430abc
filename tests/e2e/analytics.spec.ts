// The tag manager in the browser (feature tracking, docs/decisions/031): nothing goes to its origin before
// the visitor accepts tracking; after it, its script once per document, and the data layer gets a page view
// per navigation, view_item on a product page, add_to_cart after adding (product page and listing tile),
// remove_from_cart, the error event of a 404 and a logged-in user's pseudonymous id. The
// shop's tag manager origin is a port nobody serves (playwright.config.ts); the browser's routing answers a
// small stand-in script there. These browsers start with required cookies only (consent-given.ts).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { basketLink } from './mini-basket';
import { logIn, toast } from './shop-pages';

const TAG_MANAGER = process.env.E2E_TAG_MANAGER_ORIGIN!;
const SCRIPT = `${TAG_MANAGER}/gtm.js?id=GTM-E2ETEST`;
const PRODUCT = '201807171';

type Pushed = { event?: string; [field: string]: unknown };

/** Everything that went to the tag manager's origin from this browser. */
async function tagManagerRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(TAG_MANAGER)) requests.push(request.url());
  });
  await context.route(`${TAG_MANAGER}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.standInTagManager = (window.standInTagManager || 0) + 1;' }),
  );
  return requests;
}

const pushed = (page: Page, event: string) =>
  page.evaluate((name) => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((entry) => entry.event === name), event);

async function acceptTracking(page: Page, returnTo: string, withJavaScript: boolean) {
  await page.goto(`/cookies?returnTo=${encodeURIComponent(returnTo)}`);
  if (withJavaScript) await hydrated(page);
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: 'Tracking' }).check();
  await main.getByRole('button', { name: 'Save settings' }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === returnTo);
}

test('nothing reaches the tag manager before consent; after it, its script once, page views, view_item and add_to_cart', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the tag manager runs only with JavaScript (the no-js test below)');
  const requests = await tagManagerRequests(context);
  await page.goto(`/product/${PRODUCT}`);
  await hydrated(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
  await basketLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

  await acceptTracking(page, `/product/${PRODUCT}`, true);
  await hydrated(page);
  await expect.poll(() => pushed(page, 'view_item')).toHaveLength(1);
  const [view] = await pushed(page, 'view_item');
  expect(view.ecommerce).toMatchObject({ currency: expect.any(String), value: expect.any(Number), items: [{ item_id: PRODUCT, item_name: 'Google Home', quantity: 1 }] });
  expect(await pushed(page, 'page_view')).toEqual([expect.objectContaining({ page_path: `/product/${PRODUCT}` })]);
  // A page that rendered reports no error, and only events (or the tag manager's own entries) go in.
  expect(await pushed(page, 'page_error')).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer.filter((entry) => !('event' in entry || 'ecommerce' in entry || 'user_id' in entry)))).toEqual([]);
  expect(requests).toEqual([SCRIPT]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { standInTagManager?: number }).standInTagManager)).toBe(1);

  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
  await expect.poll(() => pushed(page, 'add_to_cart')).toHaveLength(1);
  const [added] = await pushed(page, 'add_to_cart');
  expect(added.ecommerce).toMatchObject({ items: [{ item_id: PRODUCT, item_name: 'Google Home', quantity: 2 }] });
  // Adding was no new page view.
  expect(await pushed(page, 'page_view')).toHaveLength(1);

  // A client navigation is a page view of its own; the script stays the one loaded.
  await basketLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  await expect.poll(async () => (await pushed(page, 'page_view')).map((view) => view.page_path)).toEqual([`/product/${PRODUCT}`, '/basket']);
  expect(await pushed(page, 'view_item')).toHaveLength(1);
  expect(requests).toEqual([SCRIPT]);

  // A page not found reports its status.
  await page.goto('/no-such-page');
  await expect.poll(() => pushed(page, 'page_error')).toEqual([{ event: 'page_error', error_status: 404, page_path: '/no-such-page' }]);
});

test('without JavaScript nothing reaches the tag manager, consent or not', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'no-js', 'with JavaScript: the test above');
  const requests = await tagManagerRequests(context);
  await page.goto(`/product/${PRODUCT}`);
  await acceptTracking(page, `/product/${PRODUCT}`, false);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  expect(requests).toEqual([]);
});

test('a user logging in gets a pseudonymous tracking id in the data layer, not the login', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the tag manager runs only with JavaScript');
  await tagManagerRequests(context);
  await acceptTracking(page, '/home', true);
  await hydrated(page);
  await logIn(page, 'patricia@test.intershop.de', '!InterShop00!', true);
  await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { user_id?: unknown }[] }).dataLayer ?? []).map((entry) => entry.user_id).filter(Boolean))).toEqual([expect.stringMatching(/^[\w-]{22}$/)]);
  expect(JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer))).not.toContain('patricia');
});

test('a listing tile’s add (a fetcher) and a removal on the basket page reach the data layer', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the tag manager runs only with JavaScript');
  await tagManagerRequests(context);
  await acceptTracking(page, '/search?searchTerm=google%20home', true);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket: Google Home', exact: true }).click();
  await expect(toast(page, 'Google Home (201807171) has been added to your basket.')).toBeVisible();
  await expect.poll(() => pushed(page, 'add_to_cart')).toEqual([
    expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: PRODUCT, quantity: 1 })] }) }),
  ]);

  await basketLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Remove Google Home' }).click();
  await expect.poll(() => pushed(page, 'remove_from_cart')).toEqual([
    expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: PRODUCT, quantity: 1 })] }) }),
  ]);
});
