// What the e2e flows of several specs share: opening a page (hydrated when JavaScript runs), a status
// message or a toast by its text, and logging in through the login page from a cleared session.
import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { SESSION_COOKIE_ONLY } from './consent-given';

export async function open(page: Page, path: string, withJavaScript: boolean) {
  await page.goto(path);
  if (withJavaScript) await hydrated(page);
}

export const message = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A toast by its text, in the page's notification region: a polite status, or an alert for errors. */
export const toast = (page: Page, text: string, role: 'status' | 'alert' = 'status') =>
  page.getByRole('region', { name: 'Notifications' }).getByRole(role).filter({ hasText: text });

/** Logs in as `login` from a session of nobody's, landing on My Account. */
export async function logIn(page: Page, login: string, password: string, withJavaScript: boolean) {
  await page.context().clearCookies(SESSION_COOKIE_ONLY);
  await open(page, '/login?returnUrl=%2Faccount', withJavaScript);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}
