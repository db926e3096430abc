import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { message, open, toast } from './shop-pages';

// A business buyer's order that goes for approval, through the browser: one Google Home on a cost
// center, ground shipping, invoice; the review says why it needs approval, the receipt shows the
// requisition. Shared by the requisition and business flow specs.

/** Answers the requisition number on the receipt. `invoiceAddress` picks one (a new buyer has none of their own). */
export async function orderForApproval(
  page: Page,
  withJavaScript: boolean,
  options: { costCenter: string; invoiceAddress?: RegExp },
): Promise<string> {
  await open(page, '/product/201807171', withJavaScript);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
  await open(page, '/basket', withJavaScript);
  await page.getByRole('combobox', { name: 'Cost center of this order' }).selectOption(options.costCenter);
  // exact: a company with cost centers per line item has a "Save cost center" button on each line too
  await page.getByRole('button', { name: 'Save cost center', exact: true }).click();
  await expect(message(page, 'The cost center has been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  if (options.invoiceAddress) await page.getByRole('group', { name: 'Invoice address' }).getByRole('radio', { name: options.invoiceAddress }).check();
  await page.getByRole('button', { name: 'Continue to shipping' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping method' })).toBeVisible();
  await page.getByRole('radio', { name: /Standard Ground/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This order needs approval' })).toBeVisible();
  await expect(page.getByText('its total is over your order spend limit')).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions, and I have taken note of the right of withdrawal.' }).check();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order has been sent for approval' })).toBeVisible();
  await expect(page.getByText('Pending approval')).toBeVisible();
  const number = (await page.getByRole('status').getByRole('link').innerText()).trim();
  expect(number).toMatch(/^\d+$/);
  return number;
}
