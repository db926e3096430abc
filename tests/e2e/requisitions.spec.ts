import { expect, test, type Page } from '@playwright/test';
import { API } from './api-customers';
import { orderForApproval } from './approval-checkout';
import { hydrated } from './hydrated';
import { SESSION_COOKIE_ONLY } from './consent-given';

// Requisitions as Oil Corp uses them, with JavaScript on (project js) and off (project no-js): the
// account admin lowers a buyer's order limit (at the bundled API), the buyer's order goes for approval
// and the receipt shows the requisition; the approver approves it with a comment and the order is in
// the buyer's order history; a second requisition is rejected and leaves no order.
const javaScriptOn = (projectName: string) => projectName === 'js';

const DEMO_PASSWORD = '!InterShop00!';
const BUYER = 'pmiller@test.intershop.de';
const APPROVER = 'jbecker@test.intershop.de';
const ADMIN = 'bboldner@test.intershop.de';

async function apiToken(login: string): Promise<string> {
  const grant = await fetch(`${API}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', username: login, password: DEMO_PASSWORD }) });
  return ((await grant.json()) as { access_token: string }).access_token;
}

/** The admin gives the buyer an order limit of 1 EUR: every order of theirs needs approval. */
async function lowOrderLimit(): Promise<void> {
  const response = await fetch(`${API}/customers/OilCorp/users/${encodeURIComponent(BUYER)}/budgets`, {
    method: 'PUT',
    headers: { 'authentication-token': await apiToken(ADMIN), 'content-type': 'application/json' },
    body: JSON.stringify({ orderSpentLimit: { currency: 'EUR', value: 1 }, budgetPeriod: 'monthly' }),
  });
  expect(response.status).toBeLessThan(300);
}

async function logIn(page: Page, login: string, withJavaScript: boolean) {
  await page.context().clearCookies(SESSION_COOKIE_ONLY);
  await page.goto('/login?returnUrl=%2Faccount');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

/** The approver opens the requisition from the pending approvals. */
async function openForApproval(page: Page, number: string, withJavaScript: boolean) {
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  // The pointer rests where the account menu was: off the main navigation, so no category menu opens under
  // it, and at the top of this short page, where the header is not sticky over the table.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order - ${number}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Approvals' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
}

test('an order over the buyer limit is approved with a comment and becomes an order; another is rejected', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await lowOrderLimit();

  await logIn(page, BUYER, withJavaScript);
  const approvedNumber = await orderForApproval(page, withJavaScript, { costCenter: '100400' });
  const rejectedNumber = await orderForApproval(page, withJavaScript, { costCenter: '100400' });

  await logIn(page, APPROVER, withJavaScript);
  await openForApproval(page, approvedNumber, withJavaScript);
  await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Approved for the field test');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The requisition has been approved.' })).toBeVisible();
  await expect(page.getByText('Approved for the field test')).toBeVisible();

  await openForApproval(page, rejectedNumber, withJavaScript);
  await page.getByRole('button', { name: 'Reject' }).click();
  if (withJavaScript) {
    // The browser's own check: the reason is required.
    await expect(page.getByRole('textbox', { name: 'Reason for the rejection' })).toHaveJSProperty('validity.valueMissing', true);
  }
  await page.getByRole('textbox', { name: 'Reason for the rejection' }).fill('Not this quarter');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The requisition has been rejected.' })).toBeVisible();

  await logIn(page, BUYER, withJavaScript);
  await page.goto('/account/requisitions/buyer?status=APPROVED');
  await page.getByRole('link', { name: approvedNumber, exact: true }).click();
  await expect(page.getByText('Approved for the field test')).toBeVisible();
  const orderLink = page.getByRole('main').getByRole('link', { name: /^\d+$/ });
  const orderNumber = (await orderLink.innerText()).trim();
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('link', { name: orderNumber, exact: true })).toBeVisible();

  await page.goto('/account/requisitions/buyer?status=REJECTED');
  await page.getByRole('link', { name: rejectedNumber, exact: true }).click();
  await expect(page.getByText('Not this quarter')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Order no.' })).toHaveCount(0);
});
