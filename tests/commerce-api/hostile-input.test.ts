// Hostile requests never get a 5xx, and every refusal comes in ICM's error format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE, startTestApi, type TestApi, errorCode } from './support';

const HOSTILE_PATHS = [
  '/products/%00',
  '/products/..%2F..%2Fetc%2Fpasswd',
  `/products/${'A'.repeat(5000)}`,
  '/products?amount=1e309&offset=-0',
  '/products?amount[]=1&offset[x]=2',
  '/products?searchTerm=%22%2A%20OR%20NEAR(&attrs=__proto__',
  '/products?searchTerm=a&searchTerm=b',
  '/products?sortKey=toString&returnSortKeys=true',
  '/products?Brand=%E0%A4%A&Price=__proto__',
  '/products?MasterSKU=%27%3B%20DROP%20TABLE%20products%3B--',
  '/products/CAM-100/variations?amount=99999999999999999999',
  '/categories/%2e%2e/%2e%2e/products',
  '/categories/Cameras/productfilters?category=%00&CategoryUUIDLevelMulti=..',
  '/categories?view=tree&limit=1.5',
  '/categoryref/@@@',
  '/suggest?SearchTerm=%F0%9F%92%A9%F0%9F%92%A9*%22',
  '/productlookup?searchTerm=-&amount=0',
  '/productprices?sku=&sku=%00',
  '/countries/__proto__/main-divisions',
  '/localizations/constructor',
  '/promotions/%25',
];

describe('hostile input', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each(HOSTILE_PATHS)('answers %s without a server error', async path => {
    const response = await api.inject({ method: 'GET', url: `${BASE}${path}` });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(errorCode(response)).toEqual(expect.any(String));
      expect(response.json().errors[0]).toMatchObject({ status: String(response.statusCode) });
    }
  });

  it.each([
    ['application/json', '[[[[[[[[[["deep"]]]]]]]]]]'],
    ['application/json', '{"skus": {"__proto__": []}}'],
    ['application/json', '"CAM-100"'],
    ['application/json', 'null'],
    ['application/vnd.intershop.inventory.v1+json', '{"data": [{"sku": null}]}'],
    ['application/x-www-form-urlencoded', 'sku=CAM-100'],
  ])('answers a %s body %s without a server error', async (contentType, payload) => {
    const response = await api.inject({
      method: 'POST',
      url: `${BASE}/inventories`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expect(errorCode(response)).toEqual(expect.any(String));
  });
});
