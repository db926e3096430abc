import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

// The header while scrolling (business-and-integration §2.6, feature stickyHeader): with JavaScript it sticks
// to the top, compact, after 170 px, its search behind the search icon and closed; search and menu toggle
// each other. Without JavaScript the header stays in the page, whole and usable at the top. And the price
// display's info popover, a disclosure that works without JavaScript and closes on Escape with it.

const search = (page: Page) => page.getByRole('combobox', { name: 'Search the shop' });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Product categories' });
const homeLink = (page: Page) => page.getByRole('link', { name: 'inSPIRED inTRONICS home page' });

/** Scrolls the page to `y` and waits until the browser is there. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header sticks after 170 px with the search behind its icon', async ({ page, javaScriptEnabled }) => {
    await page.goto('/digital-cameras-ctgCameras-Camcorders.575');
    await hydratedIf(page, javaScriptEnabled);
    await expect(search(page)).toBeVisible();
    await expect(page.getByLabel('Show search')).toBeHidden();

    await scrollTo(page, 169);
    await expect(search(page)).toBeVisible();
    await scrollTo(page, 600);
    if (!javaScriptEnabled) {
      // The header stays in the page: scrolled away, and whole again at the top.
      await expect(homeLink(page)).not.toBeInViewport();
      await scrollTo(page, 0);
      await expect(search(page)).toBeInViewport();
      await expect(categories(page)).toBeInViewport();
      return;
    }
    await expect(homeLink(page)).toBeInViewport();
    await expect(categories(page)).toBeInViewport();
    await expect(search(page)).toBeHidden();

    await page.getByLabel('Show search').click();
    await expect(search(page)).toBeInViewport();
    await search(page).fill('camera');
    await search(page).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "camera"' })).toBeVisible();
    // The new page starts at the top: the header as on arrival, search open.
    await expect(search(page)).toBeVisible();
    await expect(page.getByLabel('Show search')).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the sticky header keeps search and menu behind their toggles, each closing the other', async ({ page, javaScriptEnabled }) => {
    await page.goto('/digital-cameras-ctgCameras-Camcorders.575');
    await hydratedIf(page, javaScriptEnabled);
    await expect(search(page)).toBeVisible();
    await scrollTo(page, javaScriptEnabled ? 170 : 900);
    if (!javaScriptEnabled) {
      await expect(page.getByText('Menu', { exact: true })).not.toBeInViewport();
      await page.getByRole('link', { name: 'Back to top' }).tap();
      await expect(page.getByText('Menu', { exact: true })).toBeInViewport();
      await expect(search(page)).toBeVisible();
      return;
    }
    // Sticky from 170 px on: search unset.
    await expect(search(page)).toBeHidden();
    await scrollTo(page, 900);
    await expect(page.getByText('Menu', { exact: true })).toBeInViewport();
    await expect(search(page)).toBeHidden();

    await page.getByText('Menu', { exact: true }).tap();
    await expect(categories(page)).toBeInViewport();
    await page.getByLabel('Show search').tap();
    await expect(categories(page)).toBeHidden();
    await expect(search(page)).toBeInViewport();
    await page.getByText('Menu', { exact: true }).tap();
    await expect(search(page)).toBeHidden();
    await expect(categories(page)).toBeVisible();

    // Back at the top the header is as on arrival once the menu is closed.
    await page.getByText('Menu', { exact: true }).tap();
    await scrollTo(page, 0);
    await expect(search(page)).toBeVisible();
  });

  test('the mobile logo shows below the medium width', async ({ page }) => {
    await page.goto('/home');
    const logo = homeLink(page).locator('img');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe('/logo-mobile.svg');
  });
});

test.describe('the price display info', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('explains the business and consumer views, and closes again', async ({ page, javaScriptEnabled }) => {
    await page.goto('/home');
    await hydratedIf(page, javaScriptEnabled);
    await expect(page.locator('body')).toHaveClass(/display-type-switch-enabled/);
    const toggle = page.getByLabel('What do these views mean?');
    const explanation = page.getByText('Excl. VAT, the business view');
    await expect(explanation).toBeHidden();

    await toggle.click();
    await expect(explanation).toBeVisible();
    await expect(page.getByText('Incl. VAT, the consumer view')).toBeVisible();
    if (javaScriptEnabled) {
      const results = await new AxeBuilder({ page }).include('form[aria-label="Show prices"]').analyze();
      expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
    }

    if (javaScriptEnabled) await page.keyboard.press('Escape');
    else await toggle.click();
    await expect(explanation).toBeHidden();
    if (javaScriptEnabled) await expect(toggle).toBeFocused();
  });
});

async function hydratedIf(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
}
