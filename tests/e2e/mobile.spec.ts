import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// A phone (business-and-integration §2.6): the navigation and the search sit behind toggle icons,
// the filters behind their own toggle. Every test runs with and without JavaScript (projects js, no-js).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the menu opens, a category expands and leads to a sub-category page', async ({ page }) => {
  await page.goto('/home');
  const navigation = page.getByRole('navigation', { name: 'Product categories' });
  await expect(navigation).toBeHidden();

  await page.getByText('Menu', { exact: true }).tap();
  await page.getByLabel('Computers: show sub-categories').tap();
  await navigation.getByRole('link', { name: 'Notebooks', exact: true }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Notebooks' })).toBeVisible();
});

test('the menu is closed again on the page a category leads to', async ({ page }) => {
  await page.goto('/home');
  await page.getByText('Menu', { exact: true }).tap();
  const navigation = page.getByRole('navigation', { name: 'Product categories' });
  await navigation.getByRole('link', { name: 'Cameras', exact: true }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
  await expect(navigation).toBeHidden();
});

test('the search toggle brings the search back after the menu replaced it', async ({ page }) => {
  await page.goto('/home');
  const searchBox = page.getByRole('combobox', { name: 'Search the shop' });
  await page.getByText('Menu', { exact: true }).tap();
  await expect(searchBox).toBeHidden();

  await page.getByLabel('Show search').tap();
  await expect(page.getByRole('navigation', { name: 'Product categories' })).toBeHidden();
  await searchBox.fill('camera');
  await page.getByRole('button', { name: 'Search', exact: true }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "camera"' })).toBeVisible();
});

test('the filters are folded away, so the first product is on the first screen', async ({ page }) => {
  await page.goto('/digital-cameras-ctgCameras-Camcorders.575');

  await expect(page.getByRole('region', { name: 'Colour' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 }).first()).toBeInViewport();
});

test('the filter toggle shows the filters, and they filter', async ({ page }) => {
  await page.goto('/digital-cameras-ctgCameras-Camcorders.575');

  await page.getByText('Show filters').tap();
  await page.getByRole('region', { name: 'Colour' }).getByRole('link', { name: /Black/ }).tap();

  await expect(page).toHaveURL(/filters=Color%3DBlack/);
  await expect(page.getByRole('status')).toHaveText('15 products');
});

test('the back-to-top link at the end of the page returns to the header', async ({ page }) => {
  await page.goto('/digital-cameras-ctgCameras-Camcorders.575');
  const menu = page.getByText('Menu', { exact: true });
  await page.getByRole('link', { name: 'Back to top' }).tap();

  await expect(menu).toBeInViewport();
});

test('scrolling back up brings a floating back-to-top button', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'it follows scrolling, which needs JavaScript; the footer link serves without');
  await page.goto('/digital-cameras-ctgCameras-Camcorders.575');
  const backToTop = page.getByRole('link', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(1);

  // Down to the page links and back up a little; again if the page was still starting its scripts.
  await expect(async () => {
    await page.mouse.wheel(0, 2500);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeInViewport();
    await page.mouse.wheel(0, -400);
    await expect(backToTop).toHaveCount(2, { timeout: 1000 });
  }).toPass();
  await backToTop.last().tap();

  await expect(page.getByText('Menu', { exact: true })).toBeInViewport();
});

test('long German category names stay inside their tiles on the home page', async ({ page }) => {
  await page.goto('/de/home');
  const tiles = page.getByRole('region', { name: 'Kategorien entdecken' }).getByRole('link');
  await expect(tiles.filter({ hasText: 'Unterhaltungselektronik' })).toBeVisible();

  const overflowing = await tiles.evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent));
  expect(overflowing).toEqual([]);
});

test('on a phone, Escape closes the menu also after focus moved on in the header', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'Escape handling needs JavaScript');
  await page.goto('/home');
  const navigation = page.getByRole('navigation', { name: 'Product categories' });
  const menuToggle = page.locator('summary', { hasText: 'Menu' });
  await hydrated(page);
  await menuToggle.focus();
  await page.keyboard.press('Enter');
  await expect(navigation).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  await expect(menuToggle).toBeFocused();
});
