import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { basketLink, holding } from './mini-basket';

test('with JavaScript, adding a product opens the mini basket with its lines, which Escape closes', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the flyout is an enhancement');
  await page.goto('/product/201807171');
  await hydrated(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();

  const contents = page.getByRole('region', { name: 'Basket contents' });
  await expect(contents.getByRole('link', { name: 'Google Home' })).toBeVisible();
  await expect(contents.getByText('2 ×')).toBeVisible();
  await expect(contents.getByText('Total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show basket contents' })).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(contents).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show basket contents' })).toBeFocused();
});

test('with JavaScript, the mini basket opens by its toggle and closes on a click outside and on navigation', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the flyout is an enhancement');
  await page.goto('/product/201807171');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
  const contents = page.getByRole('region', { name: 'Basket contents' });
  await expect(contents).toBeVisible();
  // A click in the page's left margin, away from the flyout.
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await expect(contents).toBeHidden();

  await page.getByRole('button', { name: 'Show basket contents' }).click();
  await expect(contents.getByRole('link', { name: 'Google Home' })).toBeVisible();
  await contents.getByRole('link', { name: 'View basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  await expect(contents).toBeHidden();
});

test('the mini basket is a link to the basket with its count and total, also without JavaScript', async ({ page }, testInfo) => {
  await page.goto('/product/201807171');
  if (testInfo.project.name === 'js') await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
  await expect(basketLink(page)).toContainText('€');
  if (testInfo.project.name !== 'js') await expect(page.getByRole('button', { name: 'Show basket contents' })).toHaveCount(0);
  await basketLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
});
