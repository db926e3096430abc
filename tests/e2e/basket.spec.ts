import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { basketLink, holding } from './mini-basket';
import { toast } from './shop-pages';

const javaScriptOn = (projectName: string) => projectName === 'js';

async function addToBasket(page: Page, path: string, quantity: number, withJavaScript: boolean) {
  await page.goto(path);
  if (withJavaScript) await hydrated(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
}

test('a shopper adds a product, sees the mini basket count, changes the quantity and removes it', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await addToBasket(page, '/product/201807171', 2, withJavaScript);
  await expect(basketLink(page)).toHaveAccessibleName(holding(2));
  // The product page stays where it was (no-JS: after the redirect back to it).
  await expect(page.getByRole('heading', { level: 1, name: 'Google Home' })).toBeVisible();

  await basketLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Products in your basket' });
  await expect(lines.getByRole('rowheader', { name: /Google Home/ })).toBeVisible();
  if (withJavaScript) await hydrated(page);

  await page.getByRole('spinbutton', { name: 'Quantity of Google Home' }).fill('3');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(basketLink(page)).toHaveAccessibleName(holding(3));
  await expect(page.getByText('3 items', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Google Home' }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName(holding(0));
});

test('a quantity above the maximum is refused next to the field and changes nothing', async ({ page }, testInfo) => {
  await page.goto('/product/201807171');
  if (javaScriptOn(testInfo.project.name)) await hydrated(page);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  // The browser's own range check would stop the form first; the server's message is what counts here.
  await quantity.evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
  await quantity.fill('500');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByText('At most 100 can be ordered at once.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('500');
  await expect(basketLink(page)).toHaveAccessibleName(holding(0));
});

test('a changed quantity that is not a whole number is refused next to the field, in German, and changes nothing', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await addToBasket(page, '/product/201807171', 2, withJavaScript);
  await page.goto('/de/basket');
  if (withJavaScript) await hydrated(page);
  const quantity = page.getByRole('spinbutton', { name: 'Menge von Google Home' });
  await quantity.fill('1.5');
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Menge von Google Home' })).toHaveAccessibleDescription('Bitte geben Sie eine ganze Zahl ein.');
  await expect(page.getByRole('spinbutton', { name: 'Menge von Google Home' })).toHaveValue('1.5');
  await page.goto('/basket');
  await expect(basketLink(page)).toHaveAccessibleName(holding(2));
});

test('a link with sku|quantity entries fills the basket and drops what cannot be ordered', async ({ page }) => {
  await page.goto('/basket?add=201807171|2;NO-SUCH-SKU|1');
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText('2 items have been added to your basket.')).toBeVisible();
  await expect(page.getByText('The product NO-SUCH-SKU could not be added to your basket.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Google Home/ })).toBeVisible();
});

test('a double tap on "Add to basket" before the scripts have loaded adds once', async ({ page }, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), 'the guard is a script; without JavaScript the browser decides');
  // The shop's scripts never arrive: the page stays as the server sent it, with its inline guard.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/product/201807171');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).dblclick();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
  await page.unroute('**/assets/**/*.js');
  await page.goto('/basket');
  await expect(page.getByRole('spinbutton', { name: /Quantity/ }).first()).toHaveValue('1');
});
