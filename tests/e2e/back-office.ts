// Test support: the bundled API's demo back office, on the API's own port (never the shop's origin),
// logged in with the password `npm start` generated into the data directory at its first start.
import type { Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const BACK_OFFICE = `http://127.0.0.1:${process.env.E2E_API_PORT}`;

/** The newest link in the newest mail to `email` whose link text matches `link`, as the outbox shows it. */
export async function linkInOutbox(browser: Browser, email: string, link: RegExp): Promise<string> {
  const password = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'demo-back-office-password'), 'utf8').trim();
  const context = await browser.newContext({ httpCredentials: { username: 'demo', password, origin: BACK_OFFICE } });
  try {
    const page = await context.newPage();
    await page.goto(`${BACK_OFFICE}/INTERSHOP/demo/outbox`);
    const href = await page.getByRole('article', { name: `, to ${email}` }).first().getByRole('link', { name: link }).getAttribute('href');
    if (!href) throw new Error(`no link ${link} in a mail to ${email}`);
    return href;
  } finally {
    await context.close();
  }
}
