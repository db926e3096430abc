import { expect, test } from '@playwright/test';

// A phone (business-and-integration §2.6) in German: the account's label-value lists (the budget, a
// cost center's figures) keep each amount on one line; a long label wraps instead.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** How many lines each value of the description list takes. */
async function valueLines(list: import('@playwright/test').Locator): Promise<Record<string, number>> {
  return list.evaluate((dl) => {
    const lines: Record<string, number> = {};
    for (const dd of dl.querySelectorAll('dd')) {
      const range = document.createRange();
      range.selectNodeContents(dd);
      lines[dd.textContent ?? ''] = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return lines;
  });
}

test('the budget on the German account overview keeps each amount on one line', async ({ page }) => {
  await page.goto('/de/login');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('jlink@test.intershop.de');
  await page.getByLabel('Passwort').fill('!InterShop00!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

  const lines = await valueLines(page.getByRole('region', { name: 'Ihr Budget' }).locator('dl'));
  expect(Object.keys(lines).length).toBeGreaterThan(2);
  for (const [value, count] of Object.entries(lines)) if (/^[\d.,]+\s€$/.test(value)) expect(count, value).toBe(1);
});
