import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// A basket link on another site's page: following it shows what it would add; only the shopper's click
// on the shop's own button adds it. With and without JavaScript. The other site is served by the test
// itself (http://other-site.test), so the browser marks the navigation as cross-site.

const OTHER_SITE = 'http://other-site.test/';

test('a basket link followed from another site adds only after the shopper confirms', async ({ page, baseURL, javaScriptEnabled }) => {
  await page.route(OTHER_SITE, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Elsewhere</title><a href="${baseURL}/basket?add=201807171|2">Great deal</a>` }),
  );
  await page.goto(OTHER_SITE);
  await page.getByRole('link', { name: 'Great deal' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add these products to your basket?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products of the link' })).toHaveText('2 × Google Home (201807171)');
  await expect(page.getByRole('link', { name: /^Basket/ })).toContainText('0');

  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole('button', { name: 'Add the products' }).click();
  await expect(page.getByText('2 items have been added to your basket.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Google Home/ })).toBeVisible();
});
