// The storefront in a browser against a real (older) ICM: the `recorded-icm` project's shop talks to the
// stand-in serving recorded ICM answers (tests/support/icm-stand-in.ts), which has no prices, stock or
// category filters. Every page type renders its primary resource with the spec's fallbacks, with
// JavaScript on and off.
import { expect, type Page, test } from '@playwright/test';

const PRICE_UNAVAILABLE = 'Price on request';

function pageTypes(javaScriptEnabled: boolean) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

    test('the home page offers the recorded top-level categories', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to inSPIRED inTRONICS' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Cameras', exact: true })).toBeVisible();
    });

    test('a product page shows the product, its breadcrumb and the price fallback', async ({ page }) => {
      await page.goto('/product/201807171');
      await expect(page.getByRole('heading', { level: 1, name: 'Google Home' })).toBeVisible();
      await expect(breadcrumb(page).getByRole('link', { name: 'Smart Home' })).toBeVisible();
      await expect(page.getByText(PRICE_UNAVAILABLE).first()).toBeVisible();
    });

    test('a variation page shows the variation of its master', async ({ page }) => {
      await page.goto('/product/201807231-02');
      await expect(page.getByRole('heading', { level: 1, name: 'Microsoft Surface Book 2' })).toBeVisible();
      await expect(breadcrumb(page).getByRole('link', { name: 'Tablets' })).toBeVisible();
    });

    test('a bundle page lists its parts', async ({ page }) => {
      await page.goto('/product/201807194');
      await expect(page.getByRole('heading', { level: 1, name: 'Philips Hue White Starter Kit' })).toBeVisible();
      await expect(page.getByText('Philips Hue Dimmer switch').first()).toBeVisible();
    });

    test('a category page lists the recorded products, and a tile leads to its product', async ({ page }) => {
      await page.goto('/category/Cameras-Camcorders.584');
      await expect(page.getByRole('heading', { level: 1, name: 'Camcorders' })).toBeVisible();
      await expect(breadcrumb(page).getByRole('link', { name: 'Cameras' })).toBeVisible();
      const products = page.getByRole('region', { name: 'Products' });
      await expect(products.getByRole('heading', { level: 3 })).toHaveText(['Canon LEGRIA HF R16', 'Kodak PlayFull Ze1']);
      await expect(products.getByText(PRICE_UNAVAILABLE).first()).toBeVisible();
      await products.getByRole('link', { name: 'Canon LEGRIA HF R16' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Canon LEGRIA HF R16' })).toBeVisible();
    });

    test('searching for "kodak" leads to its one recorded hit', async ({ page }) => {
      await page.goto('/home');
      const searchBox = page.getByRole('combobox', { name: 'Search the shop' }).first();
      await searchBox.fill('kodak');
      await searchBox.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Kodak M series EasyShare M552' })).toBeVisible();
    });
  });
}

pageTypes(true);
pageTypes(false);
