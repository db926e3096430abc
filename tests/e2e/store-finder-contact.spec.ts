import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { message, open } from './shop-pages';

// The store finder and the contact form, with JavaScript on (project js) and off (project no-js): the
// list searched by city; the contact form's field errors, then its message into the API's outbox and
// the confirmation; with JavaScript and functional consent the map with a marker per located store,
// whose "show on map" highlights one (the tiles come from nowhere: the markers are what is checked).
const javaScriptOn = (projectName: string) => projectName === 'js';

/** The consent record with functional cookies accepted, as the cookie settings store it. */
const functionalConsent = (origin: string) => ({
  name: 'cookieConsent',
  value: encodeURIComponent(JSON.stringify({ enabledOptions: ['required', 'functional'], version: 1 })),
  url: origin,
  httpOnly: true,
  sameSite: 'Lax' as const,
});

function mailsFrom(name: string): { subject: string; body: string }[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'), { readonly: true });
  try {
    return db.prepare("SELECT subject, body FROM mail_outbox WHERE recipient = 'info@inspired.example' AND subject LIKE ?").all(`% from ${name}`) as never;
  } finally {
    db.close();
  }
}

test('search the stores of a city and see them listed', async ({ page }, { project }) => {
  await open(page, '/store-finder', javaScriptOn(project.name));
  await expect(page.getByRole('heading', { level: 1, name: 'Store finder' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(12);
  const search = page.getByRole('search', { name: 'Store search' });
  await search.getByRole('textbox', { name: 'City' }).fill('Paris');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/store-finder\?.*city=Paris/);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(1);
  const store = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'inSPIRED Paris Opéra' }) });
  await expect(store.getByText('35 Boulevard Haussmann')).toBeVisible();
  await expect(store.getByRole('link', { name: '+33 1 42 82 50 00' })).toBeVisible();
  await expect(message(page, 'Stores found: 1')).toBeVisible();
});

test('write to the shop: field errors, then the confirmation and the mail in the outbox', async ({ page }, { project }) => {
  const name = `Anna Ort ${project.name} ${Date.now()}`;
  await open(page, '/contact', javaScriptOn(project.name));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // the browser's own checks would stop an empty form before the shop's: one field wrong on the shop's terms
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Technical support');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna@example');
  await page.getByRole('textbox', { name: 'Your message' }).fill('The camera does not start.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  expect(mailsFrom(name)).toEqual([]);

  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com');
  await page.getByRole('textbox', { name: 'Order number (optional)' }).fill('10042');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(message(page, 'Thank you for your message. We will get back to you shortly.')).toBeVisible();
  await expect.poll(() => mailsFrom(name)).toHaveLength(1);
  expect(mailsFrom(name)[0].body).toContain('Subject: Technical support\n');
  expect(mailsFrom(name)[0].body).toContain('Order: 10042');
});

test('the map shows with JavaScript and functional consent, and only then', async ({ page, context, baseURL }, { project }) => {
  await open(page, '/store-finder', javaScriptOn(project.name));
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(12);
  // required cookies only (the run's default): no map, no third-party tiles
  await expect(page.getByRole('region', { name: 'Map of the stores' })).toHaveCount(0);

  await context.addCookies([functionalConsent(baseURL!)]);
  const blocked: string[] = [];
  page.on('console', (entry) => {
    if (entry.text().includes('Content Security Policy')) blocked.push(entry.text());
  });
  await open(page, '/store-finder', javaScriptOn(project.name));
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(12);
  const map = page.getByRole('region', { name: 'Map of the stores' });
  if (!javaScriptOn(project.name)) {
    // without JavaScript the list is the page
    await expect(map).toHaveCount(0);
    return;
  }
  await expect(map).toBeVisible();
  // a marker per store with coordinates (Cluj-Napoca has none)
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(11);
  const paris = map.getByRole('button', { name: 'inSPIRED Paris Opéra' });
  await expect(paris).not.toHaveClass(/store-marker-highlighted/);
  const show = page.getByRole('button', { name: 'Show inSPIRED Paris Opéra on the map' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(paris).toHaveClass(/store-marker-highlighted/);
  await expect(map.getByRole('tooltip')).toHaveText('inSPIRED Paris Opéra');
  // clicking a marker highlights its store in the list
  await map.getByRole('button', { name: 'inSPIRED Jena' }).click();
  await expect(page.getByRole('button', { name: 'Show inSPIRED Jena on the map' })).toHaveAttribute('aria-pressed', 'true');
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  // Leaflet, its stylesheet and the tiles' requests are all within the page's policy
  expect(blocked).toEqual([]);
});
