import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { basketLink, holding } from './mini-basket';
import { toast } from './shop-pages';

test('a shopper switches to USD on a product page and sees USD prices there, in the mini basket and in the basket', async ({ page }, testInfo) => {
  await page.goto('/product/201807171');
  if (testInfo.project.name === 'js') await hydrated(page);
  const product = page.getByRole('region', { name: 'Google Home' });
  await expect(product.getByText('€192.83', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();

  const currencies = page.getByRole('form', { name: 'Currency' });
  await expect(currencies.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
  // axe runs as a script in the page: with JavaScript on only (the markup is the same without)
  if (testInfo.project.name === 'js') {
    const audit = await new AxeBuilder({ page }).include('.currency-switch').analyze();
    expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  }
  // by keyboard: the switch is a form of buttons
  const usd = currencies.getByRole('button', { name: 'USD' });
  await usd.focus();
  await usd.press('Enter');

  await expect(page).toHaveURL(/\/product\/201807171$/);
  await expect(toast(page, 'Your basket is now priced in USD.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Currency' }).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Google Home' }).getByText('$208.25', { exact: true })).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
  await expect(basketLink(page)).toHaveAccessibleName(/\$\d/);

  await basketLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Products in your basket' });
  await expect(lines.getByText('$208.25').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
});

test('the Polish site offers no currency switch', async ({ page }) => {
  await page.goto('/pl/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Waluta' })).toHaveCount(0);
});
