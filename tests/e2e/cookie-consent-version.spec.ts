// The cookie banner comes back when the configured consent version rises: this project's shop asks for
// version 2 (playwright.config.ts), and the browser holds the version-1 record every spec starts with.
import { expect, test } from '@playwright/test';

test('a record of an older consent version shows the banner again, until the visitor chooses anew', async ({ page, context }) => {
  const banner = page.getByRole('region', { name: 'Cookies in this shop' });
  await page.goto('/home');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Accept all' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(banner).toHaveCount(0);
  const cookie = (await context.cookies()).find((each) => each.name === 'cookieConsent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ enabledOptions: ['required', 'functional', 'tracking'], version: 2 });
});
