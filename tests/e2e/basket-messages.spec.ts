// What the basket page says after each action, in toasts: a code applied twice is "already applied";
// with JavaScript each action's toast stands beside the one before until its time is up (the page's
// clock is Playwright's, paused: no waiting).
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { toast } from './shop-pages';

const START = new Date('2026-03-02T09:00:00Z');

async function basketWithGoogleHome(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.clock.install({ time: START });
  await page.goto('/product/201807171');
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
  await page.goto('/basket');
  if (!javaScriptEnabled) return;
  await hydrated(page);
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Enter your promotion code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a promotion code applied a second time is reported as already applied', async ({ page, javaScriptEnabled }) => {
  await basketWithGoogleHome(page, javaScriptEnabled);
  await applyCode(page, 'SAVE5');
  await expect(toast(page, 'The promotion code SAVE5 has been applied.')).toBeVisible();
  if (javaScriptEnabled) await page.clock.runFor(3000);

  await applyCode(page, 'save5');

  await expect(toast(page, 'The promotion code save5 has already been applied.')).toBeVisible();
  await expect(page.getByText('has been applied.')).toBeHidden();
});

test('each action’s toast stands beside the one before until its own time is up', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript every action loads the page anew with its own message');
  await basketWithGoogleHome(page, javaScriptEnabled);
  await applyCode(page, 'SAVE5');
  const applied = toast(page, 'The promotion code SAVE5 has been applied.');
  await expect(applied).toBeVisible();
  await page.clock.runFor(1000);

  await page.getByRole('textbox', { name: 'Message to the merchant (optional)' }).fill('Please ring twice.');
  await page.getByRole('button', { name: 'Save message' }).click();

  const saved = toast(page, 'Your message has been saved.');
  await expect(saved).toBeVisible();
  await expect(applied).toBeVisible();
  await page.clock.runFor(2000);
  await expect(applied).toHaveCount(0);
  await expect(saved).toBeVisible();
  await page.clock.runFor(1000);
  await expect(saved).toHaveCount(0);
});
