// Accessibility of the shop's important pages as axe sees them (issue 20's quality bar), with the cookie
// banner open (these browsers start without consent, unlike the other specs' ones), with JavaScript on
// and off: no serious or critical violation on any of them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, open } from './shop-pages';

test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies in this shop' });

/**
 * The serious and critical violations on the page as it stands, each with the elements it concerns.
 * Without JavaScript the browser fires no timer and no event, on which axe waits: the page's HTML as the
 * server sent it is then examined in a browser that runs axe alone (the page's own scripts removed).
 */
async function seriousViolations(page: Page, browser: Browser) {
  const withJavaScript = await page.evaluate(() => matchMedia('(scripting: enabled)').matches);
  const examined = withJavaScript ? page : await withoutScripts(page, browser);
  const { violations } = await new AxeBuilder({ page: examined }).analyze();
  if (!withJavaScript) await examined.context().close();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The page's document, its scripts removed, at its address in a new browser context of the same size. */
async function withoutScripts(page: Page, browser: Browser): Promise<Page> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize(), storageState: { cookies: [], origins: [] } });
  const copy = await context.newPage();
  await copy.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await copy.goto(url);
  return copy;
}

const PAGES = [
  ['home', '/home'],
  ['category', '/category/Cameras-Camcorders'],
  ['product', '/product/201807171'],
  ['search', '/search?searchTerm=camera'],
  ['basket', '/basket'],
  ['login', '/login'],
  ['cookie settings', '/cookies'],
  ['store finder', '/store-finder?city=Paris'],
  ['contact', '/contact'],
  ['page not found', '/no-such-page'],
] as const;

for (const [name, path] of PAGES) {
  test(`the ${name} page has no serious accessibility violation with the cookie banner open`, async ({ page, browser }, testInfo) => {
    await open(page, path, testInfo.project.name === 'js');
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page, browser)).toEqual([]);
  });
}

test('the checkout address step of a logged-in customer has no serious accessibility violation with the banner open', async ({ page, browser }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  await logIn(page, 'patricia@test.intershop.de', '!InterShop00!', withJavaScript);
  await open(page, '/product/201807171', withJavaScript);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Basket [1-9]/ })).toBeVisible();
  await open(page, '/checkout/address', withJavaScript);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations(page, browser)).toEqual([]);
});

test('with JavaScript the cookie settings dialog and the mini basket’s flyout have no serious accessibility violation', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'both open with JavaScript only');
  await open(page, '/product/201807171', true);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Basket contents' }).getByRole('link', { name: 'Google Home' })).toBeVisible();
  expect(await seriousViolations(page, browser)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible();
  expect(await seriousViolations(page, browser)).toEqual([]);
});

test('on a phone the home, product and not-found pages have no serious accessibility violation with the banner open', async ({ page, browser }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/home', '/product/201807171', '/no-such-page']) {
    await open(page, path, testInfo.project.name === 'js');
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page, browser), path).toEqual([]);
  }
});
