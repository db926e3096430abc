import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { hydrated } from './hydrated';

// The demo payment provider of the bundled API, in German, with and without JavaScript: the shopper
// leaves the shop to pay and comes back to the receipt (approved) or to the payment step (cancelled,
// failed); a success return the provider never sent thanks nobody.

/** Reads the bundled API's database of the shop under test. */
function query<T>(sql: string, parameter: string): T | undefined {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).get(parameter) as T | undefined;
  } finally {
    db.close();
  }
}

/** The id of the order whose payment the provider's page (the current URL) takes. */
function orderAtProvider(page: Page): string {
  const paymentId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  return query<{ order_id: string }>('SELECT order_id FROM provider_payments WHERE id = ?', paymentId)!.order_id;
}

/** The order's creation status as the bundled API holds it (STOPPED while the payment is open). */
function creationStatus(orderId: string): string | undefined {
  const order = query<{ document: string }>('SELECT document FROM orders WHERE id = ?', orderId);
  return order && JSON.parse(order.document).data.orderCreation.status;
}

async function toProvider(page: Page, withJavaScript: boolean) {
  await page.goto('/de/product/201807171');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('status').filter({ hasText: 'wurde in den Warenkorb gelegt' })).toBeVisible();
  await page.goto('/de/checkout/address');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('max@example.com');
  const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
  await invoice.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Max');
  await invoice.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Mustermann');
  await invoice.getByRole('textbox', { name: 'Straße und Hausnummer', exact: true }).fill('Marienplatz 1');
  await invoice.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('80331');
  await invoice.getByRole('textbox', { name: 'Ort', exact: true }).fill('München');
  await invoice.getByRole('combobox', { name: 'Land', exact: true }).selectOption('DE');
  await page.getByRole('button', { name: 'Weiter zum Versand' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Versandart' })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible();
  await page.getByRole('radio', { name: /Online-Zahlung/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellung prüfen' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie, und ich habe die Widerrufsbelehrung zur Kenntnis genommen.' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/INTERSHOP\/payment-provider\//);
}

test('an approved payment ends on the receipt with the order number', async ({ page, javaScriptEnabled }) => {
  await toProvider(page, javaScriptEnabled);
  const orderId = orderAtProvider(page);
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  await expect(page.getByText(/Ihre Bestellnummer lautet \d+\./)).toBeVisible();
  await expect(page).toHaveURL(`/de/checkout/receipt?orderId=${orderId}`);
});

test('a success return the provider never sent shows the payment as pending, with the way back to paying', async ({ page, javaScriptEnabled }) => {
  await toProvider(page, javaScriptEnabled);
  const orderId = orderAtProvider(page);
  await page.goto(`/de/checkout/receipt?redirect=success&orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Zahlung ist noch nicht abgeschlossen' })).toBeVisible();
  await expect(page.getByText('Vielen Dank für Ihre Bestellung')).toHaveCount(0);
  expect(creationStatus(orderId)).toBe('STOPPED');
  await page.getByRole('link', { name: 'Zahlung beim Zahlungsanbieter abschließen' }).click();
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
});

test('a cancelled payment returns to the payment step with a message, the basket intact', async ({ page, javaScriptEnabled }) => {
  await toProvider(page, javaScriptEnabled);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible();
  await expect(page.getByText('Sie haben die Zahlung abgebrochen.', { exact: false })).toBeVisible();
  await page.goto('/de/basket');
  await expect(page.getByRole('rowheader', { name: /Google Home/ })).toBeVisible();
});

test('a failed payment returns to the payment step with a message', async ({ page, javaScriptEnabled }) => {
  await toProvider(page, javaScriptEnabled);
  await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();
  await expect(page.getByText('Die Zahlung ist fehlgeschlagen.', { exact: false })).toBeVisible();
});
