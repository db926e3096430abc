import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { fillGuestAddress } from './guest-address';
import { hydrated } from './hydrated';
import { amountOf } from './description-lists';
import { toast } from './shop-pages';

const javaScriptOn = (projectName: string) => projectName === 'js';

/** The order as the bundled API stored it, read from the shop's database. */
function storedOrder(documentNumber: string): { grandTotalGross: number; lines: number } {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT document FROM orders WHERE document_number = ?').get(Number(documentNumber)) as { document: string };
    const { data } = JSON.parse(row.document);
    return { grandTotalGross: data.totals.grandTotal.gross.value, lines: data.lineItems.length };
  } finally {
    db.close();
  }
}

async function addProduct(page: Page, sku: string, quantity: number, withJavaScript: boolean) {
  await page.goto(`/product/${sku}`);
  if (withJavaScript) await hydrated(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
}

test('a guest buys two products with a promotion code and pays by invoice', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await addProduct(page, '201807171', 1, withJavaScript);
  await addProduct(page, '1840264', 2, withJavaScript);

  await page.goto('/basket');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'Enter your promotion code' }).fill('INTERSHOP');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The promotion code INTERSHOP has been applied.')).toBeVisible();
  await expect(page.getByText('Code INTERSHOP applied.')).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await fillGuestAddress(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Shipping method' })).toBeVisible();
  await page.getByRole('radio', { name: /Standard Ground/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  const reviewTotal = await amountOf(page, 'Total');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByText('Please accept the terms and conditions to place your order.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions, and I have taken note of the right of withdrawal.' }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const number = (await page.getByText(/Your order number is \d+\./).innerText()).match(/\d+/)![0];
  expect(await amountOf(page, 'Total')).toBe(reviewTotal);
  expect(storedOrder(number)).toEqual({ grandTotalGross: reviewTotal, lines: 2 });
  await expect(page.getByRole('link', { name: /^Basket/ })).toHaveCount(0);
  await page.goto('/basket');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});

test('checkout steps cannot be skipped: review without an address goes back to the address step', async ({ page }, testInfo) => {
  await addProduct(page, '201807171', 1, javaScriptOn(testInfo.project.name));
  await page.goto('/checkout/review');
  await expect(page).toHaveURL(/\/checkout\/address\?error=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
});
