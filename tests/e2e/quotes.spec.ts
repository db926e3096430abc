import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { hydrated } from './hydrated';
import { BUYER_PASSWORD, newOilCorpBuyer } from './oil-corp-buyers';
import { logIn, message, open, toast } from './shop-pages';

// Quotes as an Oil Corp buyer uses them, with JavaScript on (project js) and off (project no-js): the
// buyer asks for a quote for the basket, names and submits the request, the demo's automatic answer
// (requests under 500.00: 10 % off every line) arrives, the buyer accepts it into the basket and
// checks out at the quoted price; a second quote, asked for from the product page, expires and says
// so. Jack Link buys with JavaScript; both projects run at once against one shop, so the no-js run
// has a buyer (and basket) of its own, made through the API as the account admin.
const javaScriptOn = (projectName: string) => projectName === 'js';

const DEMO_PASSWORD = '!InterShop00!';
const PRODUCT = '201807171';

/** Moves the quote's validity into the past, as time would (the back office offers only future dates). */
function expire(quoteId: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'));
  try {
    db.prepare("UPDATE quotes SET valid_from = '2020-01-01T00:00:00.000Z', valid_to = '2020-01-31T00:00:00.000Z' WHERE id = ?").run(quoteId);
  } finally {
    db.close();
  }
}

/** Submits the request on its page under `name`; the demo answers it at once. */
async function submitRequest(page: Page, name: string, withJavaScript: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: /^Quote request \d+$/ })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Comment' }).fill('Please quote our field test');
  await page.getByRole('button', { name: 'Submit quote request' }).click();
  await expect(message(page, 'Your quote request has been submitted.')).toBeVisible();
}

/** Opens the quote named `name` from /quote-list, where it is responded; answers its id. */
async function openQuote(page: Page, name: string, withJavaScript: boolean): Promise<string> {
  await open(page, '/quote-list', withJavaScript);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: 'Responded' })).toBeVisible();
  const link = row.getByRole('link');
  const id = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Quote \d+$/ })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  return id;
}

/** On a phone the textarea labelled `label` is a full-width field under its label. */
async function expectFullWidthUnderLabel(page: Page, label: string) {
  const labelBox = await page.locator('label').filter({ hasText: label }).boundingBox();
  const fieldBox = await page.getByRole('textbox', { name: label }).boundingBox();
  expect(fieldBox!.y, `${label}: under its label`).toBeGreaterThanOrEqual(labelBox!.y + labelBox!.height - 1);
  expect(fieldBox!.width, `${label}: full width`).toBeGreaterThan(300);
}

/** On a phone a new request's comment is a full-width field under its label, and its lines name their price, quantity and total. */
async function expectPhoneLayout(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFullWidthUnderLabel(page, 'Comment');
  const cells = page.getByRole('row').filter({ hasText: 'Google Home' }).getByRole('cell');
  const labels = await cells.evaluateAll((all) => all.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels).toEqual(['"Unit price"', '"Quantity"', '"Total"']);
  if (size) await page.setViewportSize(size);
}

test('a buyer asks for a quote for the basket, accepts the answer and orders at the quoted price; an expired quote says so', async ({ page, browser }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  const name = `Field test ${testInfo.project.name}`;
  if (withJavaScript) {
    await logIn(page, 'jlink@test.intershop.de', DEMO_PASSWORD, withJavaScript);
  } else {
    const buyer = await newOilCorpBuyer(page, browser, { prefix: 'quote.buyer', firstName: 'Quinn', lastName: 'Quote', projectName: testInfo.project.name, costCenters: ['100402'], withJavaScript });
    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);
  }

  // the basket into a quote request, named and submitted
  await open(page, `/product/${PRODUCT}`, withJavaScript);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
  await open(page, '/basket', withJavaScript);
  await page.getByRole('button', { name: 'Request a quote for the cart' }).click();
  await submitRequest(page, name, withJavaScript);

  // the demo's answer, accepted into the basket in place of the plain line
  const quoteId = await openQuote(page, name, withJavaScript);
  await expect(page.getByText(/Automatic demo offer/)).toBeVisible();
  const quoted = (await page.getByText(/^Suggested:/).first().innerText()).replace('Suggested:', '').trim();
  await open(page, '/basket', withJavaScript);
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: 'Remove Google Home' }).click();
  await expect(page.getByRole('button', { name: 'Remove Google Home' })).toHaveCount(0);
  await open(page, `/quote-list/${encodeURIComponent(quoteId)}`, withJavaScript);
  await page.getByRole('button', { name: 'Add quote to cart' }).click();
  await expect(message(page, 'The quote has been added to your cart at the quoted prices.')).toBeVisible();
  const quoteLines = page.getByRole('region', { name: `Your quote items - ${name}` });
  await expect(quoteLines.getByRole('row').filter({ hasText: 'Google Home' }).getByText(quoted).first()).toBeVisible();
  await expect(quoteLines.getByRole('spinbutton', { name: 'Quantity of Google Home' })).toBeDisabled();

  // the checkout at the quoted price
  if (withJavaScript) await hydrated(page);
  await page.getByRole('combobox', { name: 'Cost center of this order' }).selectOption('100402');
  await page.getByRole('button', { name: 'Save cost center', exact: true }).click();
  await expect(message(page, 'The cost center has been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await page.getByRole('group', { name: 'Invoice address' }).getByRole('radio', { name: /^Bernhard Boldner, Intershop Tower/ }).check();
  await page.getByRole('button', { name: 'Continue to shipping' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping method' })).toBeVisible();
  await page.getByRole('radio', { name: /Standard Ground/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Google Home' }).getByText(quoted).first()).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions, and I have taken note of the right of withdrawal.' }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Google Home' }).getByText(quoted).first()).toBeVisible();
  await open(page, `/quote-list/${encodeURIComponent(quoteId)}`, withJavaScript);
  await expect(page.getByText('This quote has been ordered and can no longer be added to the cart.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add quote to cart' })).toHaveCount(0);

  // a second quote, asked for from the product page, expires
  await open(page, `/product/${PRODUCT}`, withJavaScript);
  if (withJavaScript) await hydrated(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Request a quote Google Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add to quote request' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' }), 'the quantity chosen on the product page').toHaveValue('2');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('radio', { name: 'Create new quote request' }).check();
  await page.getByRole('button', { name: 'Add to quote request' }).click();
  await expect(message(page, `Product ${PRODUCT} has been added to the quote request.`)).toBeVisible();
  await expectPhoneLayout(page);
  await submitRequest(page, `${name} (later)`, withJavaScript);
  const laterId = await openQuote(page, `${name} (later)`, withJavaScript);
  expire(laterId);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Your quote expired on January 31, 2020. It can no longer be added to the cart.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add quote to cart' })).toHaveCount(0);
  await open(page, '/quote-list', withJavaScript);
  await expect(page.getByRole('row').filter({ hasText: `${name} (later)` }).getByRole('cell', { name: 'Expired' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFullWidthUnderLabel(page, 'What would you like a quote for?');
});
