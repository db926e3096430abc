// Punchout test helpers: the API with the demo accounts, Oil Corp's approver and its demo punchout
// users (one per standard, password DEMO_PASSWORD), the account admin's token, paths below
// customers/OilCorp/punchouts, and big baskets (a catalogue with BULK_PRODUCTS more products, and a
// basket of that many lines, added 50 at a time as the basket resource takes them).
import type { SeedCatalog } from '../../commerce-api/catalog/catalog-types';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { BBOLDNER, call, loginDemo, startAccountApi } from './account-support';
import { TEST_CATALOG } from './fixtures/test-catalog';
import { STOREFRONT, withDatabase } from './requests-support';
import type { TestApi } from './support';

export const OCI_USER = 'oci_oilcorp';
export const CXML_USER = 'cxml_oilcorp';
export const IDS_USER = 'ids_oilcorp';

export interface PunchoutApi {
  api: TestApi;
  /** Bernhard Boldner, account admin of Oil Corp (APP_B2B_MANAGE_PUNCHOUT). */
  admin: string;
}

export async function startPunchoutApi(catalog?: SeedCatalog, options: Parameters<typeof startAccountApi>[1] = {}): Promise<PunchoutApi> {
  const api = await startAccountApi(catalog, { storefrontUrl: STOREFRONT, ...options });
  withDatabase(api, db => {
    seedDemoOrganizationUsers(db);
    seedDemoPunchoutUsers(db);
  });
  return { api, admin: await loginDemo(api, BBOLDNER) };
}

/** The path of Oil Corp's punchout resource below customers/OilCorp/punchouts (`''`: the list of standards). */
export const punchoutPath = (rest = '') => `/customers/OilCorp/punchouts${rest === '' ? '' : `/${rest}`}`;

export const BULK_PRODUCTS = 500;
const BULK_SKU = (n: number) => `BULK-${String(n).padStart(3, '0')}`;

/** The test catalogue with BULK_PRODUCTS more products (BULK-000 …), copies of the keyboard at 1.00 to 5.00 EUR. */
export function bulkCatalog(): SeedCatalog {
  const keyboard = TEST_CATALOG.products.find(product => product.sku === 'ACC-KEYBOARD')!;
  const bulk = Array.from({ length: BULK_PRODUCTS }, (_, n) => ({
    ...keyboard,
    sku: BULK_SKU(n),
    name: { en_US: `Bulk item ${n}`, de_DE: `Massenartikel ${n}` },
    prices: { EUR: { sale: 1 + (n % 5) }, USD: { sale: 1 + (n % 5) } },
    stock: 1000,
  }));
  return { ...TEST_CATALOG, products: [...TEST_CATALOG.products, ...bulk] };
}

/** A new basket of the token's user with `lines` lines of the bulk products, one piece each. */
export async function bulkBasket(api: TestApi, token: string, lines: number): Promise<string> {
  const basketId = (await call(api, 'POST', '/baskets', token)).json().data.id as string;
  for (let start = 0; start < lines; start += 50) {
    const items = Array.from({ length: Math.min(50, lines - start) }, (_, n) => ({ product: BULK_SKU(start + n), quantity: { value: 1 } }));
    const response = await call(api, 'POST', `/baskets/${basketId}/items`, token, items);
    if (response.statusCode !== 201) throw new Error(`adding bulk items answered ${response.statusCode}: ${response.body}`);
  }
  return basketId;
}
