import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { hydrated } from './hydrated';

// Organization management's cost centers as Oil Corp's account admin uses them, with JavaScript on
// (project js) and off (project no-js): a new cost center with a budget, a buyer added with a budget
// of their own, both shown on the cost center's page, and the cost center deactivated there.
const javaScriptOn = (projectName: string) => projectName === 'js';

test('the account admin creates a cost center with a budget, adds a buyer with a budget and deactivates it', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  const number = `E2E-${randomUUID().slice(0, 8)}`;

  await page.goto('/login?returnUrl=%2Faccount');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('bboldner@test.intershop.de');
  await page.getByLabel('Password').fill('!InterShop00!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Cost centers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cost center management' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a cost center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New cost center' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByLabel('Cost center ID').fill(number);
  await page.getByLabel('Name').fill('Trade fairs');
  await page.getByLabel('Cost center owner').selectOption({ label: 'Jack Link' });
  await page.getByLabel('Budget (EUR)').fill('2500.00');
  await page.getByLabel('Budget period').selectOption({ label: 'quarterly' });
  await page.getByRole('button', { name: 'Create cost center' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cost center Trade fairs' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The cost center Trade fairs has been created.' })).toBeVisible();
  await expect(page.getByText('€2,500.00 (quarterly)')).toBeVisible();

  await page.getByRole('link', { name: 'Manage buyers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buyers of Trade fairs' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  const addForm = page.getByRole('region', { name: 'Add a buyer' });
  await addForm.getByLabel('Buyer').selectOption({ label: 'Patricia Miller (pmiller@test.intershop.de)' });
  await addForm.getByLabel('Budget (EUR)').fill('300');
  await addForm.getByLabel('Budget period').selectOption({ label: 'weekly' });
  await addForm.getByRole('button', { name: 'Add buyer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The buyer has been added.' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Trade fairs' }).click();
  const buyer = page.getByRole('row').filter({ hasText: 'Patricia Miller' });
  await expect(buyer.getByRole('cell', { name: '€300.00 (weekly)' })).toBeVisible();
  await expect(buyer.getByRole('cell', { name: '€0.00' })).toBeVisible();

  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The cost center Trade fairs has been deactivated.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
});
