import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

test('the language switch keeps the product page on every site, each in its language and currency', async ({ page }, testInfo) => {
  await page.goto('/product/201807171');
  if (testInfo.project.name === 'js') await hydrated(page);
  const product = page.getByRole('region', { name: 'Google Home' });
  await expect(product.getByText('€192.83', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/[^?]*prd201807171$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('button', { name: 'Dodaj do koszyka', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Google Home' }).getByText(/829,42\s*zł/)).toBeVisible();

  await page.getByRole('link', { name: 'Română' }).click();
  await expect(page).toHaveURL(/\/ro\/[^?]*prd201807171$/);
  await expect(page.getByRole('region', { name: 'Google Home' }).getByText(/957,94\s*RON/)).toBeVisible();

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/[^?]*prd201807171$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/^[^?]*\/(?!de|fr|pl|ro)[^/]*prd201807171$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the shop root leads to the site chosen in the language switch before', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/de\/home$/);
});

test("an old address with the default site's prefix leads to the page without it", async ({ page }) => {
  await page.goto('/en/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
