// Punchout round trips (issue 16): a test procurement system on loopback starts each protocol, the
// buyer shops in Chromium, transfers the basket, and the procurement system checks what it received:
// OCI's NEW_ITEM fields line by line against the basket, cXML's PunchOutOrderMessage against the
// official DTD (xmllint, offline) and the basket's totals, IDS's warenkorb parsed and matched. The
// `js` and `no-js` projects run each round trip with JavaScript on and off.
import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hydrated } from './hydrated';
import { startProcurementSystem, type ProcurementSystem, type Protocol } from './procurement-system';
import { toast } from './shop-pages';

const CXML_FIXTURES = path.resolve('tests/commerce-api/fixtures/cxml');
const ITEMS = [
  { sku: '201807171', quantity: 2 },
  { sku: '201807194', quantity: 1 },
];

interface BasketLine {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

let procurement: ProcurementSystem;
test.beforeAll(async ({ baseURL }) => {
  procurement = await startProcurementSystem(baseURL!);
});
test.afterAll(() => procurement?.close());

const withJavaScript = (projectName: string) => projectName === 'js';

/** The number the last formatted price of a text shows (a discounted price follows the struck-through one: "€1,234.50" → 1234.5). */
const amount = (text: string) => Number(text.match(/[\d,]+\.\d+/g)!.at(-1)!.replace(/,/g, ''));

async function punchIn(page: Page, protocol: Protocol) {
  await page.goto(procurement.startUrl(protocol));
  await page.getByRole(protocol === 'cxml' ? 'link' : 'button', { name: 'Punch in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // the footer is not for punchout users (business-and-integration §2.9)
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

/** Adds the items on their product pages, then reads the basket's lines as the basket page shows them. */
async function shop(page: Page, javaScript: boolean): Promise<BasketLine[]> {
  for (const item of ITEMS) {
    await page.goto(`/product/${item.sku}`);
    if (javaScript) await hydrated(page);
    await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill(String(item.quantity));
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expect(toast(page, 'has been added to your basket')).toBeVisible();
  }
  await page.goto('/basket');
  const table = page.getByRole('table', { name: 'Products in your basket' });
  return Promise.all(
    ITEMS.map(async (item) => {
      const row = table.getByRole('row').filter({ hasText: item.sku });
      const name = (await row.getByRole('link').first().textContent())!.trim();
      const quantity = Number(await row.getByRole('spinbutton').inputValue());
      return { sku: item.sku, name, quantity, unitPrice: amount((await row.getByRole('cell').first().textContent())!) };
    }),
  );
}

/** Transfers the basket; without JavaScript the buyer sends the transfer page's form. */
async function transfer(page: Page, javaScript: boolean) {
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Transfer basket' }).click();
  if (!javaScript) await page.getByRole('button', { name: 'Send to procurement system' }).click();
  await expect(page.getByRole('heading', { name: 'Basket received' })).toBeVisible();
}

/** xmllint's complaints about the document against the cXML DTD ('' when valid), offline. */
function dtdProblems(document: string): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'poom-'));
  try {
    const file = path.join(directory, 'poom.xml');
    writeFileSync(file, document);
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--dtdvalid', path.join(CXML_FIXTURES, '1.2.063/cXML.dtd'), file], {
      encoding: 'utf8',
      env: { ...process.env, XML_CATALOG_FILES: path.join(CXML_FIXTURES, 'catalog.xml') },
    });
    return run.status === 0 ? run.stderr : run.stderr || `xmllint exited with ${run.status}`;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

test('OCI: SRM punches in, the buyer shops and transfers, SRM receives the basket line by line', async ({ page }, testInfo) => {
  const javaScript = withJavaScript(testInfo.project.name);
  await punchIn(page, 'oci');
  const lines = await shop(page, javaScript);
  await transfer(page, javaScript);

  const fields = new Map(procurement.received('oci'));
  expect(fields.get('~OkCode')).toBe('ADDI');
  expect(fields.get('~CALLER')).toBe('CTLG');
  expect(fields.get('~TARGET')).toBe('_top');
  lines.forEach((line, index) => {
    const field = (name: string) => fields.get(`NEW_ITEM-${name}[${index + 1}]`);
    expect(field('DESCRIPTION')).toBe(line.name.slice(0, 40));
    expect(Number(field('QUANTITY'))).toBe(line.quantity);
    expect(field('UNIT')).toMatch(/^[A-Z]{2,3}$/);
    expect(Number(field('PRICE'))).toBeCloseTo(line.unitPrice, 2);
    expect(field('CURRENCY')).toBe('EUR');
    expect(field('VENDORMAT')).toBe(line.sku);
  });
  expect(fields.has(`NEW_ITEM-DESCRIPTION[${lines.length + 1}]`)).toBe(false);
});

test('cXML: Ariba punches in, the buyer shops and transfers, the PunchOutOrderMessage is valid and its total the basket\'s', async ({ page }, testInfo) => {
  const javaScript = withJavaScript(testInfo.project.name);
  await punchIn(page, 'cxml');
  const lines = await shop(page, javaScript);
  await transfer(page, javaScript);

  const received = procurement.received('cxml')!;
  expect(received.map(([name]) => name)).toEqual(['cXML-urlencoded']);
  const message = received[0][1];
  expect(dtdProblems(message)).toBe('');
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => name === 'ItemIn' }).parse(message);
  const order = parsed.cXML.Message.PunchOutOrderMessage;
  expect(order.BuyerCookie).toBe(procurement.buyerCookie);
  const items = order.ItemIn as { '@quantity': string; ItemID: { SupplierPartID: string }; ItemDetail: { UnitPrice: { Money: { '#text': string } } } }[];
  expect(items.map((item) => [item.ItemID.SupplierPartID, Number(item['@quantity'])])).toEqual(lines.map((line) => [line.sku, line.quantity]));
  const basketTotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  expect(Number(order.PunchOutOrderMessageHeader.Total.Money['#text'])).toBeCloseTo(basketTotal, 2);
});

test('IDS: the craft software punches in, the buyer shops and transfers, the warenkorb matches the basket', async ({ page }, testInfo) => {
  const javaScript = withJavaScript(testInfo.project.name);
  await punchIn(page, 'ids');
  const lines = await shop(page, javaScript);
  await transfer(page, javaScript);

  const received = procurement.received('ids')!;
  expect(received.map(([name]) => name)).toEqual(['warenkorb']);
  const warenkorb = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'OrderItem' }).parse(received[0][1]).Warenkorb;
  const items = warenkorb.Order.OrderItem as { ArtNo: string; Qty: string; NetPrice: string }[];
  expect(items.map((item) => [item.ArtNo, Number(item.Qty), Number(item.NetPrice)])).toEqual(lines.map((line) => [line.sku, line.quantity, line.unitPrice]));
});
