// The barcode scanner (/scanner): a code typed into the form opens its product or adds it, with and
// without JavaScript; an unknown code is told next to the field. The camera: Chromium's fake camera
// shows a printed EAN-13, the browser's BarcodeDetector reads it (a stand-in decoder where Chromium
// has none, as on Linux), and the code goes through the same form to its product.
import { expect, test, type Page } from '@playwright/test';
import { installBarcodeDetectorStandIn } from './barcode-detector-stand-in';
import { writeBarcodeVideo } from './barcode-video';
import { basketLink, holding } from './mini-basket';
import { open, toast } from './shop-pages';

/** A battery whose SKU is its EAN-13 (the UPC-A 027242882539 behind a 0). */
const EAN = '0027242882539';
const PRODUCT_NAME = /NP-BY1/;
const UNKNOWN_EAN = '4006381333931';

// The browsers of this file have a fake camera showing the printed EAN (it changes nothing for the
// other tests: only the camera test turns the camera on).
const video = writeBarcodeVideo(EAN);
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    }),
});

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Barcode or item number' });

test('the header leads to the scanner', async ({ page, javaScriptEnabled }) => {
  await open(page, '/home', javaScriptEnabled);
  await page.getByRole('link', { name: 'Scan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a barcode' })).toBeVisible();
});

test('a typed EAN opens its product page', async ({ page, javaScriptEnabled }) => {
  await open(page, '/scanner', javaScriptEnabled);
  await codeField(page).fill(EAN);
  await page.getByRole('button', { name: 'Show product' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
});

test('a UPC-A code finds the product of its EAN-13', async ({ page, javaScriptEnabled }) => {
  await open(page, '/scanner', javaScriptEnabled);
  await codeField(page).fill(EAN.slice(1));
  await codeField(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
});

test('a typed code goes into the basket with the second button', async ({ page, javaScriptEnabled }) => {
  await open(page, '/scanner', javaScriptEnabled);
  await codeField(page).fill(EAN);
  // styled as the shop's button, not the browser's default one
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCSS('min-height', '44px');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(toast(page, `(${EAN}) has been added to your basket`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a barcode' })).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
});

test('an unknown code is told next to the field, which keeps it', async ({ page, javaScriptEnabled }) => {
  await open(page, '/scanner', javaScriptEnabled);
  await codeField(page).fill(UNKNOWN_EAN);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Show product' }).click();
  expect((await answer).status()).toBe(404);
  await expect(codeField(page)).toHaveAccessibleDescription('No product was found for this code.');
  await expect(codeField(page)).toHaveValue(UNKNOWN_EAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a barcode' })).toBeVisible();
});

test('the camera is offered only where the browser detects barcodes', async ({ page, javaScriptEnabled }) => {
  await open(page, '/scanner', javaScriptEnabled);
  const detects = javaScriptEnabled && (await page.evaluate(() => 'BarcodeDetector' in window));
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toHaveCount(detects ? 1 : 0);
});

test.describe('with the camera', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the camera needs JavaScript');

  test('a printed EAN held to the camera opens its product page', async ({ page }) => {
    await page.addInitScript(installBarcodeDetectorStandIn);
    await open(page, '/scanner', true);
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME, { timeout: 15_000 });
  });

  test('a camera that cannot start is told, and typing the code still works', async ({ page }) => {
    await page.addInitScript(installBarcodeDetectorStandIn);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await open(page, '/scanner', true);
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The camera could not be started.' })).toBeVisible();
    await codeField(page).fill(EAN);
    await page.getByRole('button', { name: 'Show product' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
  });
});
