import { expect, test, type Page } from '@playwright/test';
import { linkInOutbox } from './back-office';
import { orderForApproval } from './approval-checkout';
import { hydrated } from './hydrated';
import { logIn, message, open } from './shop-pages';

// Issue 15's business flow as Oil Corp lives it, in the browser, with JavaScript on (project js) and
// off (project no-js): the account admin creates a new buyer with an order limit and assigns them to a
// cost center; the buyer sets their password through the mail's link, orders over the limit and gets a
// requisition; the approver approves it (an order, spending in the buyer's budget) and rejects a second
// one (no order); the buyer cannot open user management. Both projects run at once against one shop,
// so each creates its own buyer.
const javaScriptOn = (projectName: string) => projectName === 'js';

const DEMO_PASSWORD = '!InterShop00!';
const BUYER_PASSWORD = 'buyer12345';
const ADMIN = 'bboldner@test.intershop.de';
const APPROVER = 'jbecker@test.intershop.de';
const COST_CENTER = '100400';

/** The new buyer's last name, one per project (they run at once). */
const lastName = (projectName: string) => `Neubauer-${projectName}`;
const accountNavigation = (page: Page) => page.getByRole('navigation', { name: 'My account' });

/** The approver finds the requisition in the pending approvals and opens it. */
async function openPendingApproval(page: Page, number: string, withJavaScript: boolean) {
  await accountNavigation(page).getByRole('link', { name: 'Approvals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order - ${number}` })).toBeVisible();
  await expect(page.getByText('Pending approval')).toBeVisible();
  if (withJavaScript) await hydrated(page);
}

/** The order numbers in the buyer's order history. */
async function orderHistory(page: Page): Promise<string[]> {
  await page.goto('/account');
  await accountNavigation(page).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  return (await page.getByRole('main').getByRole('link', { name: /^\d+$/ }).allInnerTexts()).map((text) => text.trim());
}

test.describe.serial('Oil Corp: a new buyer orders over their limit, the approver decides', () => {
  let buyer = '';
  let approvedNumber = '';
  let orderNumber = '';

  test('the account admin creates a buyer with an order limit and assigns them to a cost center', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    buyer = `new.buyer.${testInfo.project.name}.${Date.now()}@test.intershop.de`;
    await logIn(page, ADMIN, DEMO_PASSWORD, withJavaScript);

    await accountNavigation(page).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('link', { name: 'Add user' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
    if (withJavaScript) await hydrated(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Nina');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName(testInfo.project.name));
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(buyer);
    await page.getByRole('checkbox', { name: 'Buyer' }).check();
    await page.getByRole('textbox', { name: /Order limit/ }).fill('100');
    await page.getByRole('textbox', { name: /Budget per period/ }).fill('5000');
    await page.getByRole('combobox', { name: 'Budget period' }).selectOption('monthly');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(message(page, `The user ${buyer} has been created`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Roles' })).toContainText('Buyer');
    await expect(page.getByRole('region', { name: 'Budget' })).toContainText('100.00');

    await accountNavigation(page).getByRole('link', { name: 'Cost centers' }).click();
    await page.getByRole('link', { name: COST_CENTER, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cost center Oil Corp Headquarters' })).toBeVisible();
    await page.getByRole('link', { name: 'Manage buyers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buyers of Oil Corp Headquarters' })).toBeVisible();
    if (withJavaScript) await hydrated(page);
    const addForm = page.getByRole('region', { name: 'Add a buyer' });
    await addForm.getByLabel('Buyer').selectOption({ label: `Nina ${lastName(testInfo.project.name)} (${buyer})` });
    await addForm.getByLabel('Budget (EUR)').fill('3000');
    await addForm.getByLabel('Budget period').selectOption({ label: 'monthly' });
    await addForm.getByRole('button', { name: 'Add buyer' }).click();
    await expect(message(page, 'The buyer has been added.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: `Nina ${lastName(testInfo.project.name)}` })).toBeVisible();
  });

  test('the new buyer sets a password with the link in the mail and logs in', async ({ page, browser }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    const link = new URL(await linkInOutbox(browser, buyer, /forgotPassword\/updatePassword/));
    await open(page, link.pathname + link.search, withJavaScript);
    await page.getByLabel('New password', { exact: false }).first().fill(BUYER_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(BUYER_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed. Please log in with your new password.')).toBeVisible();

    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);
    await expect(page.getByRole('region', { name: 'Your budget' })).toContainText('€100.00');
  });

  test('an order over the buyer’s limit becomes a pending requisition on the receipt', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);
    approvedNumber = await orderForApproval(page, withJavaScript, { costCenter: COST_CENTER, invoiceAddress: /^Bernhard Boldner, Intershop Tower/ });
    expect(await orderHistory(page)).toEqual([]);
  });

  test('the approver approves the requisition with a comment: the buyer has the order and its spending', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    await logIn(page, APPROVER, DEMO_PASSWORD, withJavaScript);
    await openPendingApproval(page, approvedNumber, withJavaScript);
    await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Approved for the trade fair');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(message(page, 'The requisition has been approved.')).toBeVisible();
    await expect(page.getByText('Approved for the trade fair')).toBeVisible();

    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);
    await accountNavigation(page).getByRole('link', { name: 'Requisitions' }).click();
    await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Approved' }).click();
    await page.getByRole('link', { name: approvedNumber, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order - ${approvedNumber}` })).toBeVisible();
    await expect(page.getByText('Approved for the trade fair')).toBeVisible();
    orderNumber = (await page.getByRole('main').getByRole('link', { name: /^\d+$/ }).innerText()).trim();
    // Oil Corp's budgets count gross amounts
    const summary = page.getByRole('region', { name: 'Order summary' });
    const grossTotal = summary.locator('div', { has: page.getByRole('term').filter({ hasText: /^Total \(incl\. VAT\)$/ }) }).getByRole('definition');
    const total = (await grossTotal.innerText()).trim();
    expect(await orderHistory(page)).toEqual([orderNumber]);

    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Your budget' })).toContainText(`Spent in this period${total}`);
  });

  test('the approver rejects a second requisition: the buyer gets no second order', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);
    const rejectedNumber = await orderForApproval(page, withJavaScript, { costCenter: COST_CENTER, invoiceAddress: /^Bernhard Boldner, Intershop Tower/ });

    await logIn(page, APPROVER, DEMO_PASSWORD, withJavaScript);
    await openPendingApproval(page, rejectedNumber, withJavaScript);
    await page.getByRole('textbox', { name: 'Reason for the rejection' }).fill('One set is enough');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(message(page, 'The requisition has been rejected.')).toBeVisible();

    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);
    expect(await orderHistory(page)).toEqual([orderNumber]);
  });

  test('a buyer opening user management lands on the missing-permission error page', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);
    await page.goto('/account/organization/users');
    await expect(page).toHaveURL(/\/error\?error=missing-permission&permission=APP_B2B_MANAGE_USERS$/);
    await expect(page.getByText("You do not have the permission needed for this page. Ask your company's account administrator for it.")).toBeVisible();
  });
});
