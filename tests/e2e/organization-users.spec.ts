import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { message } from './shop-pages';

// Organization management as the account admin uses it, with JavaScript on (project js) and off
// (project no-js): Oil Corp's admin creates a buyer with an order limit and a role, finds them in
// the user list, and changes their budget.
const ADMIN = 'bboldner@test.intershop.de';
const DEMO_PASSWORD = '!InterShop00!';
const javaScriptOn = (projectName: string) => projectName === 'js';
async function logInAsAdmin(page: Page, withJavaScript: boolean) {
  await page.goto('/login?returnUrl=%2Faccount');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(ADMIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

test('the account admin creates a buyer with an order limit and changes the budget', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  const email = `buyer.${testInfo.project.name}.${Date.now()}@test.intershop.de`;
  await logInAsAdmin(page, withJavaScript);

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  if (withJavaScript) await hydrated(page);

  await page.getByRole('textbox', { name: 'First name' }).fill('Bruno');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Buyer');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('checkbox', { name: 'Buyer' }).check();
  await page.getByRole('textbox', { name: /Order limit/ }).fill('400');
  await page.getByRole('button', { name: 'Create user' }).click();

  // the new user's page: role and order limit as entered
  await expect(page.getByRole('heading', { level: 1, name: 'User Bruno Buyer' })).toBeVisible();
  await expect(message(page, `The user ${email} has been created`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Roles' })).toContainText('Buyer');
  await expect(page.getByRole('region', { name: 'Budget' })).toContainText('400.00');

  // in the list
  await page.getByRole('link', { name: 'User management' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Bruno Buyer');
  await expect(row).toContainText('Buyer');

  // the budget, changed
  await row.getByRole('link', { name: 'Bruno Buyer' }).click();
  await page.getByRole('link', { name: 'Edit budget' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budget of Bruno Buyer' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: /Budget per period/ }).fill('1500');
  await page.getByRole('combobox', { name: 'Budget period' }).selectOption('monthly');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(message(page, 'Your changes have been saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Budget' })).toContainText('1,500.00');
  await expect(page.getByRole('region', { name: 'Budget' })).toContainText('per month');
});
