// What the basket page says after each action: a code applied twice is "already applied", and only the
// last action's message stands (with JavaScript, each form used to keep its own reply).
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

async function basketWithGoogleHome(page: Page, javaScriptEnabled: boolean) {
  await page.goto('/product/201807171');
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been added to your basket' })).toBeVisible();
  await page.goto('/basket');
  if (javaScriptEnabled) await hydrated(page);
}

async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Enter your promotion code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a promotion code applied a second time is reported as already applied', async ({ page, javaScriptEnabled }) => {
  await basketWithGoogleHome(page, javaScriptEnabled);
  await applyCode(page, 'SAVE5');
  await expect(page.getByText('The promotion code SAVE5 has been applied.')).toBeVisible();

  await applyCode(page, 'save5');

  await expect(page.getByText('The promotion code save5 has already been applied.')).toBeVisible();
  await expect(page.getByText('has been applied.')).toBeHidden();
});

test('the next action’s message replaces the one before', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript every action loads the page anew with its own message');
  await basketWithGoogleHome(page, javaScriptEnabled);
  await applyCode(page, 'SAVE5');
  await expect(page.getByText('The promotion code SAVE5 has been applied.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Message to the merchant (optional)' }).fill('Please ring twice.');
  await page.getByRole('button', { name: 'Save message' }).click();

  await expect(page.getByText('Your message has been saved.')).toBeVisible();
  await expect(page.getByText('The promotion code SAVE5 has been applied.')).toBeHidden();
});
