import { expect, test } from '@playwright/test';

const javaScriptOn = (projectName: string) => projectName === 'js';

test('a shopper browses from home through a filtered, sorted category listing to another variation', async ({ page }, testInfo) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to inSPIRED inTRONICS' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Cameras', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
  // Leave the opened navigation as a person would, by moving the pointer on.
  await page.mouse.move(640, 700);

  await page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('link', { name: 'Digital Cameras' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Cameras' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('26 products');

  await page.getByRole('region', { name: 'Colour' }).getByRole('link', { name: /Black/ }).click();
  await expect(page.getByRole('status')).toHaveText('15 products');
  await expect(page).toHaveURL(/filters=Color%3DBlack/);

  await page.getByLabel('Sort by').selectOption('name-desc');
  if (!javaScriptOn(testInfo.project.name)) await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page).toHaveURL(/sorting=name-desc/);
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('heading', { level: 3 }).first()).toHaveText('Sony Cyber-shot RX100 VII');

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('status')).toHaveText('15 products');

  // A variation master leads to its default variation.
  await page.getByRole('link', { name: 'Canon EOS R50', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canon EOS R50');
  const firstUrl = page.url();
  expect(firstUrl).toMatch(/-prd[^/]+-ctgCameras-Camcorders\.575$/);

  const otherValue = page.getByRole('main').getByRole('group').first().locator('a:not([aria-current])').first();
  const otherName = await otherValue.getAttribute('aria-label');
  await otherValue.click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByRole('link', { name: otherName! })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canon EOS R50');
});

test('the product page shows prices, stock, specifications and breadcrumbs', async ({ page }) => {
  await page.goto('/product/201807171');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Home' })).toBeVisible();
  await expect(page.getByText('Item no. 201807171')).toBeVisible();
  // The fresh shop's stock of Google Home (about 100) is far above the low-stock threshold (5).
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
  await expect(page.getByText('Ready for shipment in 1–3 days')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'Home Entertainment' })).toBeVisible();
  const product = page.getByRole('region', { name: 'Google Home' });
  await expect(product.getByText('€192.83', { exact: true })).toBeVisible();
  await expect(product.getByText('Including VAT, plus shipping')).toBeVisible();
});

test('the shop is browsable in German', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei inSPIRED inTRONICS' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Produktkategorien' }).getByRole('link', { name: 'Kameras', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kameras' })).toBeVisible();
  await expect(page).toHaveURL(/^[^?]*\/de\/kameras-ctgCameras-Camcorders$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown address shows the error page with status 404, not indexed', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We are sorry' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an unknown product shows the error page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-thing-prd0000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We are sorry' })).toBeVisible();
});
