import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

// Single sign-on in a browser (docs/decisions/014): the first login registers at /register/sso, the
// second goes straight to the account. It needs a shop configured for the OpenID test provider
// (tests/support/oidc-test-provider.ts): the `sso` project described in README.md's SSO section;
// elsewhere it is skipped.
const PASSWORD = process.env.OIDC_PASSWORD ?? 'sso-secret-1';

test.skip(!process.env.E2E_OIDC_PORT, 'needs the sso project: a shop configured for the OpenID test provider');

async function signInAtProvider(page: Page, login: string) {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the first login registers at /register/sso, the second goes straight to the account', async ({ page }) => {
  const login = `e2e-${randomUUID().slice(0, 8)}`;

  await page.goto('/login');
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/register\/sso\?userid=/);
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(login);
  await page.getByRole('textbox', { name: 'Street and house number', exact: true }).fill('Hauptstraße 1');
  await page.getByRole('textbox', { name: 'Postal code', exact: true }).fill('10115');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Berlin');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('DE');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions and the privacy policy.' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Welcome! Your account has been created and you are logged in.')).toBeVisible();

  // Logging out ends the provider's session too: the next login asks for the password again.
  await page.getByRole('navigation', { name: 'Account and basket' }).getByRole('button', { name: 'Log out' }).click();
  // the provider's own page asks whether to log out there too
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  await page.goto('/login?returnUrl=%2Faccount%2Fprofile');
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByText('are managed where you log in')).toBeVisible();
});
