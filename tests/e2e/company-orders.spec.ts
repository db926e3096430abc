import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { logIn, open } from './shop-pages';

// The company's order history with JavaScript on (project js) and off (project no-js), over the demo
// orders of Oil Corp's buyers: the account admin switches to all of the company's orders, sees
// another buyer's order with the buyer's name and filters by buyer; a buyer sees no switch.
const PASSWORD = '!InterShop00!';
const javaScriptOn = (projectName: string) => projectName === 'js';

test("the account admin sees the company's orders with their buyers", async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await logIn(page, 'bboldner@test.intershop.de', PASSWORD, withJavaScript);
  await open(page, '/account/orders', withJavaScript);
  const views = page.getByRole('navigation', { name: 'Whose orders' });
  await expect(views.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');

  await views.getByRole('link', { name: 'All orders of the company' }).click();
  await expect(views.getByRole('link', { name: 'All orders of the company' })).toHaveAttribute('aria-current', 'page');
  if (withJavaScript) await hydrated(page);
  await expect(page.getByRole('columnheader', { name: 'Buyer' })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Patricia Miller', exact: true }) }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Jack Link', exact: true }) }).first()).toBeVisible();

  await page.getByLabel('Buyer').selectOption({ label: 'Jack Link' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/buyer=jlink%40test\.intershop\.de/);
  await expect(page.getByRole('cell', { name: 'Patricia Miller', exact: true })).toHaveCount(0);
  const jackLinksOrder = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Jack Link', exact: true }) }).first();
  await expect(jackLinksOrder).toBeVisible();

  // the colleague's order opens, naming its buyer
  await jackLinksOrder.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Jack Link' })).toBeVisible();
});

test('a buyer sees no switch to the company’s orders', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await logIn(page, 'jlink@test.intershop.de', PASSWORD, withJavaScript);
  await open(page, '/account/orders?view=allBuyers', withJavaScript);
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Whose orders' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Buyer' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Patricia Miller', exact: true })).toHaveCount(0);
});
