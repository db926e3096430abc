import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/** Presses Tab until focus is inside the main content; how many presses that took. */
async function tabsToMainContent(page: Page, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('main'))) return presses;
  }
  return Infinity;
}

test('the skip link takes keyboard users straight to the main content', async ({ page }) => {
  await page.goto('/home');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');

  // the first link of the main content: the home page's hero teaser (CMS include)
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop cameras' })).toBeFocused();
});

test('without the skip link, the header takes few Tab presses: closed dropdowns are not in the tab order', async ({ page }) => {
  await page.goto('/home');

  // Skip link, the display-type switch's two choices and its info toggle, logo, search field and button,
  // eleven service stops (the four other languages, the other currency, login, compare, wishlists, quick
  // order, scanner, basket), two stops per category: 32, and the 33rd press lands in the main content.
  expect(await tabsToMainContent(page, 40)).toBeLessThanOrEqual(33);
});

test('a dropdown opens from its toggle and its links come next in the tab order', async ({ page }) => {
  await page.goto('/home');
  const toggle = page.getByLabel('Computers: show sub-categories');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');

  await expect(page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Notebooks and PCs' })).toBeFocused();
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'Escape handling needs JavaScript');

  test('Escape closes an open dropdown and returns focus to its toggle', async ({ page }) => {
    await page.goto('/home');
    await hydrated(page);
    const toggle = page.getByLabel('Computers: show sub-categories');
    const entry = page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Notebooks and PCs' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(entry).toBeFocused();

    await page.keyboard.press('Escape');

    await expect(entry).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('Escape in the search box closes the suggestions and keeps the term; Down Arrow reopens them', async ({ page }) => {
    await page.goto('/home');
    await hydrated(page);
    const searchBox = page.getByRole('combobox', { name: 'Search the shop' });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await searchBox.pressSequentially('surface bo', { delay: 30 });
    await expect(suggestions).toBeVisible();

    await searchBox.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(searchBox).toHaveValue('surface bo');

    await searchBox.press('ArrowDown');
    await expect(suggestions).toBeVisible();
  });
});

test.describe('following a link with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'in-place navigation needs JavaScript');

  test('starts the next page at the top, header in view, with focus on its heading', async ({ page }) => {
    await page.goto('/home');
    await hydrated(page);
    const link = page.getByRole('main').getByRole('link', { name: 'Cameras', exact: true });
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(link).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await link.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});
