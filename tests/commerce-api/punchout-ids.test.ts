// IDS Connect for Oil Corp's IDS punchout user: the basket transferred as the warenkorb XML in the
// ITEK namespace, line by line as the basket document prices it; the login info and version
// answers; and who may call them.
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JLINK, PMILLER, call, loginDemo } from './account-support';
import { DEMO_PASSWORD, loginAs, registerBusinessCustomer } from './customer-support';
import { BULK_PRODUCTS, IDS_USER, OCI_USER, type PunchoutApi, bulkBasket, bulkCatalog, punchoutPath, startPunchoutApi } from './punchout-support';
import { STOREFRONT } from './requests-support';
import { errorCode } from './support';

let po: PunchoutApi;
let ids: string;

beforeAll(async () => {
  po = await startPunchoutApi();
  ids = await loginAs(po.api, IDS_USER, DEMO_PASSWORD);
});
afterAll(() => po.api.close());

/** A new basket of the token's user with the items. */
async function basketWith(token: string, items: object[]) {
  const basketId = (await call(po.api, 'POST', '/baskets', token)).json().data.id as string;
  if (items.length > 0) expect((await call(po.api, 'POST', `/baskets/${basketId}/items`, token, items)).statusCode).toBe(201);
  return basketId;
}
const transfer = (token: string, basketId: string, customerNo = 'OilCorp') =>
  call(po.api, 'POST', `/customers/${customerNo}/punchouts/ids/transfer?basketId=${basketId}`, token, undefined, { accept: 'text/xml' });
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: name => name === 'OrderItem' }).parse(xml);

describe('the IDS basket transfer', () => {
  it('answers the warenkorb XML in the ITEK namespace, returned without an order', async () => {
    const response = await transfer(ids, await basketWith(ids, [{ product: 'ACC-KEYBOARD', quantity: { value: 1 } }]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
    const warenkorb = parse(response.body).Warenkorb;
    expect(warenkorb['@_xmlns']).toBe('http://www.itek.de/Shop-Anbindung/Warenkorb/');
    expect(warenkorb.WarenkorbInfo).toMatchObject({ RueckgabeKZ: 'Warenkorbrückgabe', Version: '2.5' });
    expect(warenkorb.WarenkorbInfo.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(warenkorb.Order.OrderInfo).toEqual({ ModeOfShipment: 'Lieferung', Cur: 'EUR' });
  });

  it("has an order item per line with the basket's SKU, quantity, unit, name and net prices", async () => {
    const basketId = await basketWith(ids, [
      { product: 'CAM-100', quantity: { value: 5 } },
      { product: 'ACC-MOUSE', quantity: { value: 4 } },
    ]);
    const basket = (await call(po.api, 'GET', `/baskets/${basketId}?include=lineItems`, ids)).json();
    const lines = Object.values(basket.included.lineItems) as { product: string; quantity: { value: number }; pricing: { singleBasePrice: { net: { value: number } } } }[];
    const items = parse((await transfer(ids, basketId)).body).Warenkorb.Order.OrderItem;
    expect(items.map((item: Record<string, string>) => [item.ArtNo, item.Qty, item.NetPrice])).toEqual(
      lines.map(line => [line.product, line.quantity.value.toFixed(2), line.pricing.singleBasePrice.net.value.toFixed(4)]),
    );
    expect(items[1]).toMatchObject({ ItemChara: 'normal', QU: 'PCE', Kurztext: 'Wireless Mouse Über', PriceBasis: '1.00', VAT: '19.00' });
  });

  it("offers the product's net list price as OfferPrice", async () => {
    const [item] = parse((await transfer(ids, await basketWith(ids, [{ product: 'CAM-100', quantity: { value: 1 } }]))).body).Warenkorb.Order.OrderItem;
    expect(Number(item.OfferPrice)).toBeGreaterThan(Number(item.NetPrice));
  });

  it("adds a line's warranty as an order item of its own", async () => {
    const basketId = await basketWith(ids, [{ product: 'CAM-100', quantity: { value: 2 }, warranty: 'WAR-2Y' }]);
    const items = parse((await transfer(ids, basketId)).body).Warenkorb.Order.OrderItem;
    expect(items.map((item: Record<string, string>) => [item.ArtNo, item.Qty])).toEqual([
      ['CAM-100', '2.00'],
      ['WAR-2Y', '2.00'],
    ]);
  });

  it('escapes the texts it writes', async () => {
    const basketId = await basketWith(ids, [{ product: 'ACC-KEYBOARD', quantity: { value: 1 } }]);
    const xml = (await transfer(ids, basketId)).body;
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(parse(xml).Warenkorb.Order.OrderItem[0].Kurztext).toBe('Keyboard Straße');
  });

  it('refuses an empty basket with 422', async () => {
    const response = await transfer(ids, await basketWith(ids, []));
    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('punchout.transfer.basket_empty.error');
  });

  it("answers 404 for another user's basket", async () => {
    const buyer = await loginDemo(po.api, JLINK);
    expect((await transfer(ids, await basketWith(buyer, [{ product: 'ACC-KEYBOARD', quantity: { value: 1 } }]))).statusCode).toBe(404);
  });

  it('refuses an OCI punchout user and a buyer with 403', async () => {
    for (const token of [await loginAs(po.api, OCI_USER, DEMO_PASSWORD), await loginDemo(po.api, PMILLER)]) {
      const response = await transfer(token, await basketWith(token, [{ product: 'ACC-KEYBOARD', quantity: { value: 1 } }]));
      expect(response.statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's path", async () => {
    const other = await registerBusinessCustomer(po.api);
    expect((await transfer(ids, await basketWith(ids, [{ product: 'ACC-KEYBOARD', quantity: { value: 1 } }]), other.customerNo)).statusCode).toBe(404);
  });
});

describe('the IDS transfer of a big basket', () => {
  it('transfers a basket of 500 lines, one order item each', async () => {
    const big = await startPunchoutApi(bulkCatalog());
    try {
      const token = await loginAs(big.api, IDS_USER, DEMO_PASSWORD);
      const basketId = await bulkBasket(big.api, token, BULK_PRODUCTS);
      const response = await call(big.api, 'POST', `/customers/OilCorp/punchouts/ids/transfer?basketId=${basketId}`, token);
      const items = parse(response.body).Warenkorb.Order.OrderItem;
      expect(items).toHaveLength(BULK_PRODUCTS);
      expect(items[499]).toMatchObject({ ArtNo: 'BULK-499', Qty: '1.00', NetPrice: '5.0000' });
    } finally {
      await big.api.close();
    }
  }, 60_000);
});

describe('the IDS login info and version', () => {
  it('tells the entry URL, the customer number to send as kndnr and the fields each action needs', async () => {
    const response = await call(po.api, 'GET', punchoutPath('ids/login-info'), ids);
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({ type: 'IdsLoginInfo', entryUrl: `${STOREFRONT}/punchout`, methods: ['POST', 'GET'] });
    expect(info.fields).toContainEqual(expect.objectContaining({ name: 'kndnr', value: 'OilCorp' }));
    expect(info.fields).toContainEqual(expect.objectContaining({ name: 'ghnummer', requiredFor: ['ADL'] }));
    expect(info.fields.filter((field: { required: boolean }) => field.required).map((field: { name: string }) => field.name)).toEqual(['name_kunde', 'pw_kunde', 'action']);
  });

  it('names the warenkorb version and the versions whose entry the shop accepts', async () => {
    expect((await call(po.api, 'GET', punchoutPath('ids/version'), ids)).json()).toEqual({
      type: 'IdsVersion',
      version: '2.5',
      acceptedVersions: ['2.0', '2.1', '2.2', '2.3', '2.4', '2.5'],
    });
  });

  it('answers the account admin, who hands the details to the craft business', async () => {
    expect((await call(po.api, 'GET', punchoutPath('ids/login-info'), po.admin)).statusCode).toBe(200);
  });

  it('refuses a buyer with 403', async () => {
    expect((await call(po.api, 'GET', punchoutPath('ids/version'), await loginDemo(po.api, PMILLER))).statusCode).toBe(403);
  });
});
