import { expect, test, type Page } from '@playwright/test';
import { API } from './api-customers';
import { linkInOutbox } from './back-office';
import { hydrated } from './hydrated';
import { logIn, message, open } from './shop-pages';

// Cost centers per line item as Oil Corp lives them, in the browser, with JavaScript on (project js)
// and off (project no-js): the account admin turns on "Cost center per line item" in the company
// settings; a buyer of cost centers 100400 and 100402 puts the basket on 100400 and its one line on
// 100402, and sees the line's cost center at review and on the receipt. Both projects run at once
// against one shop, so each has a buyer (and basket) of its own, made through the API as the admin.
const javaScriptOn = (projectName: string) => projectName === 'js';

const DEMO_PASSWORD = '!InterShop00!';
const BUYER_PASSWORD = 'buyer12345';
const ADMIN = 'bboldner@test.intershop.de';

/** A call at the bundled API as Oil Corp's account admin; fails the test unless it succeeds. */
async function asAdmin(token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${API}${path}`, { method, headers: { 'authentication-token': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
}

/** A new Oil Corp buyer of 100400 and 100402, with the password set through the invitation mail's link. */
async function newBuyer(page: Page, browser: Parameters<typeof linkInOutbox>[0], projectName: string, withJavaScript: boolean): Promise<string> {
  const login = `line.buyer.${projectName}.${Date.now()}@test.intershop.de`;
  const grant = await fetch(`${API}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', username: ADMIN, password: DEMO_PASSWORD }) });
  const token = ((await grant.json()) as { access_token: string }).access_token;
  await asAdmin(token, 'POST', '/customers/OilCorp/users', { elements: [{ firstName: 'Lina', lastName: `Linden-${projectName}`, email: login, login, preferredLanguage: 'en_US' }] });
  await asAdmin(token, 'PUT', `/customers/OilCorp/users/${encodeURIComponent(login)}/roles`, { userRoles: ['APP_B2B_BUYER'] });
  for (const costCenter of ['100400', '100402']) {
    await asAdmin(token, 'POST', `/customers/OilCorp/costcenters/${costCenter}/buyers`, { login, budget: { currency: 'EUR', value: 5000 }, budgetPeriod: 'monthly' });
  }
  const link = new URL(await linkInOutbox(browser, login, /forgotPassword\/updatePassword/));
  await open(page, link.pathname + link.search, withJavaScript);
  await page.getByLabel('New password', { exact: false }).first().fill(BUYER_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(BUYER_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Please log in with your new password.')).toBeVisible();
  return login;
}

test.describe.serial('Oil Corp: cost centers per line item', () => {
  test('the account admin turns on cost centers per line item in the company settings', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    await logIn(page, ADMIN, DEMO_PASSWORD, withJavaScript);
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Company settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
    if (withJavaScript) await hydrated(page);
    await page.getByRole('checkbox', { name: 'Cost center per line item' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(message(page, 'The company settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Cost center per line item' })).toBeChecked();
  });

  test('a buyer puts one line on another cost center and sees it at review and on the receipt', async ({ page, browser }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    const buyer = await newBuyer(page, browser, testInfo.project.name, withJavaScript);
    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);

    await open(page, '/product/201807171', withJavaScript);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expect(message(page, 'has been added to your basket')).toBeVisible();
    await open(page, '/basket', withJavaScript);
    await page.getByRole('combobox', { name: 'Cost center of this order' }).selectOption('100400');
    await page.getByRole('button', { name: 'Save cost center', exact: true }).click();
    await expect(message(page, 'The cost center has been saved.')).toBeVisible();
    if (withJavaScript) await hydrated(page);
    const lineCostCenter = page.getByRole('combobox', { name: 'Cost center for Google Home' });
    await expect(lineCostCenter.getByRole('option', { name: 'As the basket (100400 Oil Corp Headquarters)' })).toHaveCount(1);
    await lineCostCenter.selectOption('100402');
    await page.getByRole('button', { name: 'Save cost center Google Home' }).click();
    await expect(message(page, 'The cost center of the item has been saved.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cost center for Google Home' })).toHaveValue('100402');

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await page.getByRole('group', { name: 'Invoice address' }).getByRole('radio', { name: /^Bernhard Boldner, Intershop Tower/ }).check();
    await page.getByRole('button', { name: 'Continue to shipping' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping method' })).toBeVisible();
    await page.getByRole('radio', { name: /Standard Ground/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await page.getByRole('radio', { name: /Invoice/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    const line = page.getByRole('row').filter({ hasText: 'Google Home' });
    await expect(line.getByText('Cost center: 100402')).toBeVisible();

    if (withJavaScript) await hydrated(page);
    await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions, and I have taken note of the right of withdrawal.' }).check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Google Home' }).getByText('Cost center: 100402')).toBeVisible();
  });
});
