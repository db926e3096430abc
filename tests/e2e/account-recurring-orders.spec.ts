import { expect, test } from '@playwright/test';
import { API, freshCustomer, logIn, PASSWORD } from './api-customers';
import { definitionOf } from './description-lists';
import { hydrated } from './hydrated';

// My Account's recurring orders as a shopper uses them, with JavaScript on (project js) and off
// (project no-js): a fresh customer's recurring order (placed at the bundled API, every 14 days) is
// deactivated, activated again and deleted after the confirmation step.
const javaScriptOn = (projectName: string) => projectName === 'js';

async function apiCall(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'authentication-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
}

/** A private customer registered at the API with a recurring order every 14 days from tomorrow. */
async function customerWithRecurringOrder(): Promise<string> {
  const email = await freshCustomer('recurring');
  const grant = await fetch(`${API}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD }) });
  const token = (await grant.json()).access_token as string;
  const basketId = (await apiCall('POST', '/baskets', token)).data.id as string;
  await apiCall('POST', `/baskets/${basketId}/items`, token, [{ product: '201807171', quantity: { value: 1 } }]);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await apiCall('PATCH', `/baskets/${basketId}`, token, { commonShippingMethod: 'STD_GROUND', recurrence: { interval: 'P14D', startDate: tomorrow } });
  await apiCall('PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument: 'ISH_INVOICE' });
  await apiCall('POST', '/orders', token, { basket: basketId, termsAndConditionsAccepted: true });
  return email;
}

test('a customer deactivates, activates and deletes a recurring order', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  const email = await customerWithRecurringOrder();
  await logIn(page, email, withJavaScript);

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Recurring orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring orders' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: 'every 2 weeks' });
  await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  const number = (await row.getByRole('link').first().innerText()).trim();
  expect(number).toMatch(/^\d+$/);

  // Deactivate from the list.
  await row.getByRole('button', { name: `Deactivate Recurring order ${number}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Recurring order ${number} has been deactivated.` })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible();

  // Activate again from its own page.
  await row.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Recurring order ${number}` })).toBeVisible();
  await expect(page.getByText(/every 2 weeks from /)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Recurring orders' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: `Activate Recurring order ${number}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Recurring order ${number} is active again.` })).toBeVisible();
  // With JavaScript the message comes with the action's answer, the new status with the page's data after it.
  await expect.poll(() => definitionOf(page.getByRole('main'), 'Status')).toBe('Active');

  // Delete: the question first; keeping it changes nothing, confirming deletes it.
  await page.getByRole('link', { name: `Delete Recurring order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Delete recurring order ${number}?` })).toBeVisible();
  await page.getByRole('link', { name: 'No, keep it' }).click();
  await expect(page.getByRole('heading', { name: `Delete recurring order ${number}?` })).toBeHidden();
  await page.getByRole('link', { name: `Delete Recurring order ${number}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The recurring order has been deleted.' })).toBeVisible();
  await expect(page.getByText('You have no recurring orders.')).toBeVisible();
});
