import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// Recently viewed (issue 21 §2): after allowing functional cookies, two product pages viewed show on
// /recently (latest first) and in the second page's strip; "Clear all" empties the list.

test('shows viewed products on /recently and in the product page strip', async ({ page }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  await page.goto('/cookies?returnTo=/product/201807171');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Google Home' })).toBeVisible();
  // nothing else viewed yet: no strip
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  await page.goto('/product/201807194');
  const second = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  await expect(strip.getByRole('link', { name: 'Google Home', exact: true })).toBeVisible();
  await strip.getByRole('link', { name: 'View all recently viewed products' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your recently viewed products' })).toBeVisible();
  const names = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(names).toHaveText([second, 'Google Home']);

  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('You have not viewed any products yet.')).toBeVisible();
});
