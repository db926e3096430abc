// Test support: a new Oil Corp buyer made through the bundled API as the account admin (a buyer of
// the given cost centers), the password set through the invitation mail's link, for specs whose js and
// no-js runs go at once against one shop and so need a buyer (and basket) each.
import { expect, type Browser, type Page } from '@playwright/test';
import { API } from './api-customers';
import { linkInOutbox } from './back-office';
import { open } from './shop-pages';

const DEMO_PASSWORD = '!InterShop00!';
const ADMIN = 'bboldner@test.intershop.de';
export const BUYER_PASSWORD = 'buyer12345';

/** A call at the bundled API as Oil Corp's account admin; fails the test unless it succeeds. */
async function asAdmin(token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${API}${path}`, { method, headers: { 'authentication-token': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
}

/** Answers the new buyer's login (`{prefix}.{project}.{time}@test.intershop.de`), named `{firstName} {lastName}-{project}`. */
export async function newOilCorpBuyer(
  page: Page,
  browser: Browser,
  options: { prefix: string; firstName: string; lastName: string; projectName: string; costCenters: string[]; withJavaScript: boolean },
): Promise<string> {
  const login = `${options.prefix}.${options.projectName}.${Date.now()}@test.intershop.de`;
  const grant = await fetch(`${API}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', username: ADMIN, password: DEMO_PASSWORD }) });
  const token = ((await grant.json()) as { access_token: string }).access_token;
  await asAdmin(token, 'POST', '/customers/OilCorp/users', {
    elements: [{ firstName: options.firstName, lastName: `${options.lastName}-${options.projectName}`, email: login, login, preferredLanguage: 'en_US' }],
  });
  await asAdmin(token, 'PUT', `/customers/OilCorp/users/${encodeURIComponent(login)}/roles`, { userRoles: ['APP_B2B_BUYER'] });
  for (const costCenter of options.costCenters) {
    await asAdmin(token, 'POST', `/customers/OilCorp/costcenters/${costCenter}/buyers`, { login, budget: { currency: 'EUR', value: 5000 }, budgetPeriod: 'monthly' });
  }
  const link = new URL(await linkInOutbox(browser, login, /forgotPassword\/updatePassword/));
  await open(page, link.pathname + link.search, options.withJavaScript);
  await page.getByLabel('New password', { exact: false }).first().fill(BUYER_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(BUYER_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Please log in with your new password.')).toBeVisible();
  return login;
}
