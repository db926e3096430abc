// The quick order (issue 18, shopping-core §8): a basket filled from item numbers typed into rows and
// from a CSV file, with and without JavaScript; with JavaScript, suggestions while typing.
import { expect, test, type Page } from '@playwright/test';
import { message, open } from './shop-pages';

/** Demo products that go into the basket one at a time (minimum and step 1, in stock). */
const ORDERABLE = [
  '4961327', '4961310', '4004182', '1909167', '4711387', '8406032', '4023132', '1950066', '6935371',
  '2990117', '2990130', '6110115', '1950042', '8406018', '1950103', '7500156', '4711081', '1909150',
];

const basketLines = (page: Page) => page.getByRole('table', { name: 'Products in your basket' }).getByRole('rowheader');

test('a quick order of three item numbers, one unknown, gives two basket lines and the message for the third', async ({ page, javaScriptEnabled }) => {
  await open(page, '/home', javaScriptEnabled);
  await page.getByRole('link', { name: 'Quick order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Item number, row 1' }).fill('201807171');
  await page.getByRole('textbox', { name: 'Quantity, row 1' }).fill('2');
  await page.getByRole('textbox', { name: 'Item number, row 2' }).fill('5811C003-03');
  await page.getByRole('textbox', { name: 'Item number, row 3' }).fill('NO-SUCH-ITEM');
  await page.getByRole('button', { name: 'Add all to basket' }).click();

  await expect(message(page, '2 products have been added to your basket.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('1 row could not be added to your basket.');
  await expect(page.getByRole('textbox', { name: 'Item number, row 1' })).toHaveValue('NO-SUCH-ITEM');
  await expect(page.getByRole('textbox', { name: 'Item number, row 1' })).toHaveAccessibleDescription('No product was found for “NO-SUCH-ITEM”.');

  await open(page, '/basket', javaScriptEnabled);
  await expect(basketLines(page)).toHaveCount(2);
  await expect(basketLines(page).filter({ hasText: 'Google Home' })).toBeVisible();
  await expect(basketLines(page).filter({ hasText: 'Canon EOS R50 – Black, double zoom kit' })).toBeVisible();
});

test('a CSV file of 20 lines, 2 unknown, gives the counts and 18 basket lines', async ({ page, javaScriptEnabled }) => {
  const csv = ['sku;quantity', ...ORDERABLE.slice(0, 9).map((sku) => `${sku};1`), 'UNKNOWN-1;1', ...ORDERABLE.slice(9).map((sku) => `${sku};1`), 'UNKNOWN-2;3'].join('\r\n');
  await open(page, '/quick-order', javaScriptEnabled);
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload file' }).click();

  await expect(page.getByRole('alert')).toHaveText('18 of 20 products found, 2 not found.');
  await expect(page.getByRole('textbox', { name: 'Item number, row 20' })).toHaveValue('UNKNOWN-2');
  await page.getByRole('button', { name: 'Add all to basket' }).click();

  await expect(message(page, '18 products have been added to your basket.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('2 rows could not be added to your basket.');
  await open(page, '/basket', javaScriptEnabled);
  await expect(basketLines(page)).toHaveCount(18);
});

test('suggestions appear while typing, the exact manufacturer item number first', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'suggestions need JavaScript; without it the rows are checked on the server');
  await open(page, '/quick-order', javaScriptEnabled);
  const field = page.getByRole('textbox', { name: 'Item number, row 1' });
  await field.pressSequentially('5811C003');
  const suggestions = page.getByRole('list', { name: 'Suggestions for Item number, row 1' }).getByRole('button');
  await expect(suggestions).toHaveCount(6);

  await field.pressSequentially('-03');
  await expect(suggestions.first()).toHaveText('Canon EOS R50 – Black, double zoom kit (6291740-03, 5811C003-03)');
  await suggestions.first().click();
  await expect(field).toHaveValue('6291740-03');
  await page.getByRole('button', { name: 'Add all to basket' }).click();
  await expect(message(page, '1 product has been added to your basket.')).toBeVisible();
});

test('on a 390 px phone the rows stack: the page is no wider than the screen, empty and after checking', async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/quick-order', javaScriptEnabled);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.getByRole('textbox', { name: 'Item number, row 1' }).fill('201807171');
  await page.getByRole('textbox', { name: 'Item number, row 2' }).fill('6291740');
  await page.getByRole('button', { name: 'Check items' }).click();
  await expect(page.getByRole('link', { name: 'Google Home' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Matching products, row 2' })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('quick-order-390.png'), fullPage: true });
});

test('a term matching several products offers them as choices; the one chosen fills its row on checking', async ({ page, javaScriptEnabled }) => {
  await open(page, '/quick-order', javaScriptEnabled);
  await page.getByRole('textbox', { name: 'Item number, row 1' }).fill('6291740');
  await page.getByRole('button', { name: 'Check items' }).click();
  const choices = page.getByRole('group', { name: 'Matching products, row 1' }).getByRole('radio');
  await expect(choices).toHaveCount(5);
  await choices.first().check();
  const chosen = await choices.first().getAttribute('value');
  await page.getByRole('button', { name: 'Check items' }).click();
  await expect(page.getByRole('textbox', { name: 'Item number, row 1' })).toHaveValue(chosen!);
  await expect(page.getByRole('group', { name: 'Matching products, row 1' })).toHaveCount(0);
});
