// Test support for the account specs: a fresh private customer registered straight at the bundled API
// (the registration form has its own spec), and the login through the shop's form.
import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { hydrated } from './hydrated';

export const API = `http://127.0.0.1:${process.env.E2E_API_PORT}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-`;
export const PASSWORD = 'secret123';

/** Registers Erika Mustermann of Berlin under a new e-mail address starting with `prefix`; answers the address. */
export async function freshCustomer(prefix: string): Promise<string> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await fetch(`${API}/privatecustomers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'PrivateCustomer',
      customerNo: randomUUID(),
      firstName: 'Erika',
      lastName: 'Mustermann',
      email,
      address: { firstName: 'Erika', lastName: 'Mustermann', addressLine1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
      credentials: { login: email, password: PASSWORD },
    }),
  });
  expect(registered.status).toBe(201);
  return email;
}

/** Logs in through the login page and waits for My Account. */
export async function logIn(page: Page, email: string, withJavaScript: boolean) {
  await page.goto('/login?returnUrl=%2Faccount');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}
