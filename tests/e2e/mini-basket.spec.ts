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

test('with JavaScript, a refused add opens the mini basket with what the basket holds', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the flyout is an enhancement');
  await page.goto('/product/201807171');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  const contents = page.getByRole('region', { name: 'Basket contents' });
  await expect(contents).toBeHidden();

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  // The browser's own range check would stop the form first: the server's refusal is what opens it.
  await quantity.evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
  await quantity.fill('500');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByText('At most 100 can be ordered at once.')).toBeVisible();
  await expect(contents.getByRole('link', { name: 'Google Home' })).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
});

test('with JavaScript, a refused add into an empty basket opens the mini basket saying so', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the flyout is an enhancement');
  await page.goto('/product/201807171');
  await hydrated(page);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
  await quantity.fill('500');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  const contents = page.getByRole('region', { name: 'Basket contents' });
  await expect(contents.getByText('Your basket is empty.')).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await expect(contents).toBeHidden();
});

test('with JavaScript, a change of the basket plays a short animation, unless reduced motion is asked for', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the animation follows a change on the page');
  const badgeAnimation = () => page.locator('.mini-basket .badge').evaluate((badge) => getComputedStyle(badge).animationName);
  await page.goto('/product/201807171');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
  expect(await badgeAnimation()).toBe('mini-basket-changed');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(basketLink(page)).toHaveAccessibleName(holding(2));
  expect(await badgeAnimation()).toBe('none');
});
