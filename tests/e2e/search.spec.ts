import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'suggestions need JavaScript');

  test('the search box suggests products as you type and opens the chosen one', async ({ page }) => {
    await page.goto('/home');
    await hydrated(page);
    const searchBox = page.getByRole('combobox', { name: 'Search the shop' });
    await searchBox.pressSequentially('surface bo', { delay: 30 });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option', { name: /Microsoft Surface Book 2/ }).first()).toBeVisible();
    await searchBox.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await searchBox.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Surface Book');
  });

  test('a term typed before the page hydrated stays in the box and is searched for', async ({ page }) => {
    // The scripts arrive late, as on a slow phone: the shopper types first.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'commit' });
    const searchBox = page.getByRole('combobox', { name: 'Search the shop' });
    await searchBox.fill('camera');
    releaseScripts();
    await hydrated(page);

    await expect(searchBox).toHaveValue('camera');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "camera"' })).toBeVisible();
  });

  test('suggestions start only at two characters', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home');
    await hydrated(page);
    // The suggestions' term of a request to the suggest route (fetchers may add `.data` to its path).
    const suggestTerm = (address: string) => {
      const url = new URL(address);
      return /\/api\/suggest(\.data)?$/.test(url.pathname) ? url.searchParams.get('SearchTerm') : null;
    };
    const asked: string[] = [];
    page.on('request', (request) => {
      const term = suggestTerm(request.url());
      if (term !== null) asked.push(term);
    });
    const searchBox = page.getByRole('combobox', { name: 'Search the shop' });
    await searchBox.fill('s');
    // Past the debounce delay: a request for "s" would go out now, before the one for "su" below.
    await page.clock.runFor(1_000);
    const secondAnswer = page.waitForResponse((response) => suggestTerm(response.url()) === 'su');
    await searchBox.pressSequentially('u');
    await page.clock.runFor(1_000);
    await secondAnswer;
    expect(asked).toEqual(['su']);
  });
});

test('submitting the search form lists the results', async ({ page, javaScriptEnabled }) => {
  await page.goto('/home');
  const searchBox = page.getByRole('combobox', { name: 'Search the shop' });
  // With JavaScript, the enhanced form takes over once hydrated (typing before that: the test above).
  if (javaScriptEnabled) await hydrated(page);
  await searchBox.fill('camera');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?searchTerm=camera/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "camera"' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/\d+ products/);
});

test('a search with exactly one hit opens that product', async ({ page }) => {
  await page.goto('/search?searchTerm=201807171');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Home' })).toBeVisible();
});

test('a search without hits says so', async ({ page }) => {
  await page.goto('/search?searchTerm=xylophonezzz');
  await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
});
