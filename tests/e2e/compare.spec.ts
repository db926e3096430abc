import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { toast } from './shop-pages';

// Product compare (issue 21 §2): two products from a listing and a product page, the table, one removed;
// with JavaScript (fetchers, toasts) and without (plain posts and redirects).

test('compares two products from a listing and a product page, then removes one', async ({ page }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  const compareStatus = page.getByRole('link', { name: /^Compare products: \d+$/ });

  await page.goto('/search?searchTerm=google%20home');
  if (withJavaScript) await hydrated(page);
  await expect(compareStatus).toHaveAccessibleName('Compare products: 0');
  await page.getByRole('button', { name: 'Add to compare: Google Home', exact: true }).click();
  await expect(toast(page, 'The product was added to your compare list.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from compare: Google Home', exact: true })).toBeVisible();
  await expect(compareStatus).toHaveAccessibleName('Compare products: 1');

  await page.goto('/product/201807194');
  if (withJavaScript) await hydrated(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: `Add to compare: ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove from compare: ${name}`, exact: true })).toBeVisible();
  await expect(compareStatus).toHaveAccessibleName('Compare products: 2');

  await compareStatus.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'The compared products side by side' });
  await expect(table.getByRole('columnheader', { name: /Google Home/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible();

  if (withJavaScript) await hydrated(page);
  await table.getByRole('button', { name: 'Remove from compare: Google Home' }).click();
  await expect(page.getByText('Products on your compare list: 1')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Google Home/ })).toHaveCount(0);
  await expect(compareStatus).toHaveAccessibleName('Compare products: 1');
});
