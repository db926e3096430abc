// Toasts after basket actions (issue 20 §3, §5): with JavaScript they float (top on desktop, bottom on a
// phone), go after their duration (the page's clock is Playwright's, paused: no waiting) and on the next
// navigation; without it they are a list on top of the next page, and gone on the page after.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { basketLink, holding } from './mini-basket';
import { toast } from './shop-pages';

const javaScriptOn = (projectName: string) => projectName === 'js';
const START = new Date('2026-03-02T09:00:00Z');

/** Opens `path`; with JavaScript on a clock that stands still from then on, until the test moves it. */
async function openOnClock(page: Page, path: string, withJavaScript: boolean) {
  if (withJavaScript) await page.clock.install({ time: START });
  await page.goto(path);
  if (!withJavaScript) return;
  await hydrated(page);
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

const region = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('adding from a listing shows a toast, and the tile keeps its height', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await openOnClock(page, '/search?searchTerm=google%20home', withJavaScript);
  const button = page.getByRole('button', { name: 'Add to basket: Google Home', exact: true });
  const tile = page.getByRole('listitem').filter({ has: button });
  const before = await tile.boundingBox();

  await button.click();

  const added = toast(page, 'Google Home (201807171) has been added to your basket.');
  await expect(added).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
  expect((await tile.boundingBox())?.height).toBe(before?.height);
  if (withJavaScript) {
    // success: 3 s (business-and-integration §9)
    await page.clock.runFor(2900);
    await expect(added).toBeVisible();
    await page.clock.runFor(100);
    await expect(added).toHaveCount(0);
  } else {
    await page.getByRole('link', { name: /^Google Home/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Google Home' })).toBeVisible();
    await expect(added).toHaveCount(0);
  }
});

test('adding on a product page shows a toast, on top of the next page without JavaScript; the next navigation closes it', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await openOnClock(page, '/product/201807171', withJavaScript);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();

  const added = toast(page, 'Google Home (201807171) has been added to your basket.');
  await expect(added).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1, name: 'Google Home' }).boundingBox();
  const box = await region(page).boundingBox();
  // Without JavaScript the list is in the page, above its heading; with it the toast floats at the top.
  expect(box!.y).toBeLessThan(heading!.y);
  await expect(region(page)).toHaveCSS('position', withJavaScript ? 'fixed' : 'static');

  await basketLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(added).toHaveCount(0);
});

test('on a phone the toast floats at the bottom', async ({ page }, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), 'floating needs JavaScript');
  await page.setViewportSize({ width: 390, height: 800 });
  await openOnClock(page, '/product/201807171', true);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  const added = toast(page, 'Google Home (201807171) has been added to your basket.');
  await expect(added).toBeVisible();
  const box = await added.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(700);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
});

test('a toast stays while the pointer is on it, and 3 s more after it left', async ({ page }, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), 'timers need JavaScript');
  await openOnClock(page, '/product/201807171', true);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  const added = toast(page, 'Google Home (201807171) has been added to your basket.');
  await added.hover();
  await page.clock.runFor(10_000);
  await expect(added).toBeVisible();

  await page.mouse.move(5, 400);
  await page.clock.runFor(2900);
  await expect(added).toBeVisible();
  await page.clock.runFor(100);
  await expect(added).toHaveCount(0);
});
