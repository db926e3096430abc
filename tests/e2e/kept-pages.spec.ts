import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// A page kept by the storefront (docs/decisions/010) is served with a CSP naming its inline scripts'
// hashes instead of a nonce: the browser must still run them, so the page hydrates as a rendered one does.
test('a kept page comes to life like a freshly rendered one', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'hydration needs JavaScript');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/category/Cameras-Camcorders.577');
  const kept = await page.goto('/category/Cameras-Camcorders.577');
  expect(kept?.headers()['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
  const searchBox = page.getByRole('combobox', { name: 'Search the shop' });
  // Hydrated: only the page's own scripts, allowed by their hashes, could have done it.
  await hydrated(page);
  await searchBox.fill('surf');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  expect(refused).toEqual([]);
});
