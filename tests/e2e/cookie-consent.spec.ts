// Cookie consent in the browser (shopping-core §2, business-and-integration §4), with and without
// JavaScript: the banner's choices, the settings page, and (with JavaScript) the footer's settings dialog
// by keyboard. These browsers start without the consent the other specs are given (consent-given.ts).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

test.use({ storageState: { cookies: [], origins: [] } });

const ALLOWED = ['__session', 'cookieConsent', 'preferredLocale'];
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies in this shop' });

async function open(page: Page, path: string, withJavaScript: boolean) {
  await page.goto(path);
  if (withJavaScript) await hydrated(page);
}

/** The consent record the browser keeps, decoded. */
async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((each) => each.name === 'cookieConsent');
  return cookie && JSON.parse(decodeURIComponent(cookie.value));
}

test('accept only required: the cookies not allowed are gone, the record stays, and the banner does not come back', async ({ page, context, baseURL }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.42', url: baseURL },
    { name: 'tracker', value: '1', url: baseURL },
  ]);
  await open(page, '/search?searchTerm=camera', withJavaScript);
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Accept only required' }).click();

  await expect(page).toHaveURL(/\/search\?searchTerm=camera$/);
  await expect(banner(page)).toHaveCount(0);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toContain('cookieConsent');
  expect(names.filter((name) => !ALLOWED.includes(name))).toEqual([]);
  expect(await storedConsent(context)).toEqual({ enabledOptions: ['required'], version: 1 });
  for (const path of ['/home', '/category/Cameras-Camcorders', '/basket']) {
    await open(page, path, withJavaScript);
    await expect(banner(page)).toHaveCount(0);
  }
});

test('preferences: the settings page accepts the functional category and returns to the page', async ({ page, context }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  await open(page, '/home', withJavaScript);
  await banner(page).getByRole('link', { name: 'Set preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Required' })).toBeDisabled();
  await expect(main.getByRole('checkbox', { name: 'Tracking' })).not.toBeChecked();

  await main.getByRole('checkbox', { name: 'Functional' }).check();
  await main.getByRole('button', { name: 'Save settings' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(context)).toEqual({ enabledOptions: ['required', 'functional'], version: 1 });
  await open(page, '/cookies', withJavaScript);
  await expect(page.getByRole('main').getByRole('checkbox', { name: 'Functional' })).toBeChecked();
});

test('without JavaScript the footer link leads to the settings page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'no-js', 'the dialog is the JavaScript case');
  await page.goto('/basket');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Accept all' }).click();
  await expect(page).toHaveURL(/\/basket$/);
});

test('with JavaScript the footer link opens the settings as a modal dialog, by keyboard alone', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'needs JavaScript');
  await open(page, '/home', true);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' });
  await link.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Centred and large.
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(box.width).toBeGreaterThan(600);
  // Tab stays within the dialog: close, functional, tracking, save, accept all, cancel.
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  // Escape closes it, focus back on the link.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();

  // A click on the backdrop does not close it (static backdrop); Escape still does.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Tick the tracking category and save, by keyboard: the page loads again without the banner.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Tracking' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(context)).toEqual({ enabledOptions: ['required', 'tracking'], version: 1 });
});

test('the banner is reached by keyboard after the footer, and answered by keyboard alone', async ({ page, context }, testInfo) => {
  await open(page, '/home', testInfo.project.name === 'js');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).focus();
  const inBanner = () => banner(page).evaluate((element) => element.contains(document.activeElement));
  for (let press = 0; press < 3 && !(await inBanner()); press++) await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept only required' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(context)).toEqual({ enabledOptions: ['required'], version: 1 });
});

test('with JavaScript the dialog’s cancel closes it and gives the focus back to the footer link', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'needs JavaScript');
  await open(page, '/home', true);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Cookies' });
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(banner(page)).toBeVisible();
});

/** The banner's class when its choice leaves for the server: whether it played its closing animation. */
async function bannerClassWhenSent(page: Page) {
  // Noted in the page as the form is sent (a submit not held back), read after the page has loaded again.
  await page.evaluate(() =>
    window.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) sessionStorage.setItem('bannerClass', document.querySelector('.cookie-banner')?.className ?? '');
    }),
  );
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  return page.evaluate(() => sessionStorage.getItem('bannerClass'));
}

test('with JavaScript the banner closes with a short animation before the choice is sent, unless motion is reduced', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'the animation needs JavaScript');
  await open(page, '/home', true);
  expect(await bannerClassWhenSent(page)).toContain('cookie-banner-closing');

  await page.context().clearCookies({ name: 'cookieConsent' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/home', true);
  expect(await bannerClassWhenSent(page)).toBe('cookie-banner');
});

test('on a phone a toast never covers the banner’s buttons', async ({ page }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/product/201807171', withJavaScript);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  const added = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'has been added to your basket' });
  await expect(added).toBeVisible();
  const buttons = [banner(page).getByRole('button', { name: 'Accept all' }), banner(page).getByRole('button', { name: 'Accept only required' })];
  for (const scroll of ['top', 'bottom'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), scroll);
    const toastBox = (await added.boundingBox())!;
    for (const button of buttons) {
      const box = (await button.boundingBox())!;
      const apart = toastBox.y + toastBox.height <= box.y || box.y + box.height <= toastBox.y || toastBox.x + toastBox.width <= box.x || box.x + box.width <= toastBox.x;
      expect(apart, `the toast and ${await button.textContent()} at the ${scroll}`).toBe(true);
    }
  }
});
