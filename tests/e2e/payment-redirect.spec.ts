import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

// The demo payment provider of the bundled API, with JavaScript, in German: the shopper leaves the
// shop to pay and comes back to the receipt (approved) or to the payment step (cancelled, failed).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the no-JavaScript checkout is covered by checkout.spec.ts');

async function toProvider(page: Page) {
  await page.goto('/de/product/201807171');
  await hydrated(page);
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wurde in den Warenkorb gelegt' })).toBeVisible();
  await page.goto('/de/checkout/address');
  await hydrated(page);
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

test('an approved payment ends on the receipt with the order number', async ({ page }) => {
  await toProvider(page);
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  await expect(page.getByText(/Ihre Bestellnummer lautet \d+\./)).toBeVisible();
});

test('a cancelled payment returns to the payment step with a message, the basket intact', async ({ page }) => {
  await toProvider(page);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible();
  await expect(page.getByText('Sie haben die Zahlung abgebrochen.', { exact: false })).toBeVisible();
  await page.goto('/de/basket');
  await expect(page.getByRole('rowheader', { name: /Google Home/ })).toBeVisible();
});

test('a failed payment returns to the payment step with a message', async ({ page }) => {
  await toProvider(page);
  await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();
  await expect(page.getByText('Die Zahlung ist fehlgeschlagen.', { exact: false })).toBeVisible();
});
