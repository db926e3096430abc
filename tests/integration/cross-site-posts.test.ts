// Every route that takes a post (each one with an action in the built route manifest, in every
// locale), posted as another site's page would post it: refused before its action runs, whatever the
// route does (docs/decisions/013). A route with an action and no entry in POSTS fails the first test.
// The punchout entry alone takes them: procurement systems post to it from their own origin (decision
// 019); tests/integration/punchout-entry.test.ts shows it does.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLocale } from '~/i18n/locales';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { basketItemCount } from './html';
import { shopper, type Shopper } from './shopper';

const PRODUCT = '201807171';
const addToBasket = { intent: 'add', sku: PRODUCT, quantity: '1' };
const address = {
  'address.firstName': 'Mallory',
  'address.lastName': 'Evil',
  'address.addressLine1': 'Evil Street 1',
  'address.postalCode': '10115',
  'address.city': 'Berlin',
  'address.countryCode': 'DE',
};

/**
 * The post each route's own form sends (its path parameters, and the fields that would change
 * something had the post been taken), by route id without its locale.
 */
const POSTS: Record<string, { params?: Record<string, string>; fields: Record<string, string> }> = {
  search: { fields: addToBasket },
  'search-term': { params: { searchTerm: 'camera' }, fields: addToBasket },
  category: { params: { categoryId: 'Cameras-Camcorders' }, fields: addToBasket },
  categoryref: { params: { categoryRefId: 'Cameras-Camcorders@inSPIRED-Catalog' }, fields: addToBasket },
  product: { params: { sku: PRODUCT }, fields: addToBasket },
  'catalog-slug': { params: { '*': `google-home-prd${PRODUCT}` }, fields: addToBasket },
  basket: { fields: addToBasket },
  cart: { fields: addToBasket },
  'cart-inject': { fields: addToBasket },
  'cart-add-all-remote': { fields: addToBasket },
  'checkout-address': { fields: { intent: 'save', email: 'mallory@evil.example', shipToInvoice: 'on', ...address } },
  'checkout-shipping': { fields: { shippingMethod: 'STD_GROUND' } },
  'checkout-payment': { fields: { paymentMethod: 'ISH_INVOICE' } },
  'checkout-review': { fields: { termsAndConditions: 'on' } },
  'forgot-password': { fields: { email: 'victim@test.example.com', firstName: 'Erika', lastName: 'Mustermann' } },
  'forgot-password-update': { fields: { uid: 'victim', Hash: 'guessed', password: 'Mallory123!', passwordConfirmation: 'Mallory123!' } },
  'gdpr-requests': { fields: { PersonalDataRequestID: 'request', Hash: 'guessed' } },
  login: { fields: { login: 'mallory@evil.example', password: 'mallory123' } },
  logout: { fields: {} },
  scanner: { fields: { intent: 'add', code: PRODUCT } },
  scandit: { fields: { intent: 'add', code: PRODUCT } },
  cobrowse: { fields: { 'access-token': 'stolen', salesRepId: 'mallory' } },
  // A forged choice would drop the visitor's cookies (the session among them, were it not allowed).
  cookies: { fields: { intent: 'required' } },
  'quick-order': { fields: { intent: 'add', 'rows[0].sku': PRODUCT, 'rows[0].quantity': '1' } },
  register: { fields: { email: 'mallory@evil.example', password: 'Mallory123!', passwordConfirmation: 'Mallory123!', firstName: 'Mallory', lastName: 'Evil' } },
  'register-sso': { fields: { firstName: 'Mallory', lastName: 'Evil' } },
  'account-profile': { fields: { intent: 'profile', firstName: 'Mallory', lastName: 'Evil' } },
  'account-addresses': { fields: { intent: 'add', ...address } },
  'account-addresses-edit': { params: { addressId: 'any' }, fields: { intent: 'save', ...address } },
  'account-payments': { fields: { intent: 'delete', paymentInstrumentId: 'any' } },
  'account-recurring-orders': { fields: { intent: 'delete', recurringOrderId: 'any' } },
  'account-recurring-order': { params: { recurringOrderId: 'any' }, fields: { intent: 'deactivate' } },
  'account-requisition-approver': { params: { requisitionId: 'any' }, fields: { intent: 'approve', comment: 'forged' } },
  'account-organization-users-create': { fields: { intent: 'create', firstName: 'Mallory', lastName: 'Evil', email: 'mallory@evil.example', budgetPeriod: 'monthly' } },
  'account-organization-user': { params: { login: 'pmiller@test.intershop.de' }, fields: { intent: 'delete' } },
  'account-organization-user-profile': { params: { login: 'pmiller@test.intershop.de' }, fields: { intent: 'save', firstName: 'Mallory', lastName: 'Evil', email: 'mallory@evil.example' } },
  'account-organization-user-roles': { params: { login: 'pmiller@test.intershop.de' }, fields: { intent: 'save', roleIds: 'APP_B2B_ACCOUNT_OWNER' } },
  'account-organization-user-budget': { params: { login: 'pmiller@test.intershop.de' }, fields: { intent: 'save', budget: '999999', budgetPeriod: 'monthly' } },
  'account-organization-settings': { fields: { intent: 'save', budgetPriceType: 'net' } },
  'account-organization-settings-company': { fields: { intent: 'save', companyName: 'Mallory Corp' } },
  'account-organization-organization-settings': { fields: { intent: 'save', budgetPriceType: 'net' } },
  'account-organization-cost-centers-create': { fields: { intent: 'create', costCenterId: 'X-1', name: 'Forged', owner: 'jlink@test.intershop.de', budget: '1', budgetPeriod: 'monthly' } },
  'account-organization-cost-centers-detail': { params: { costCenterId: 'any' }, fields: { intent: 'delete' } },
  'account-organization-cost-centers-edit': { params: { costCenterId: 'any' }, fields: { intent: 'save', costCenterId: 'X-1', name: 'Forged', budget: '1', budgetPeriod: 'monthly' } },
  'account-organization-cost-centers-buyers': { params: { costCenterId: 'any' }, fields: { intent: 'remove', login: 'pmiller@test.intershop.de' } },
  'account-punchout-create': { fields: { intent: 'create', punchoutType: 'oci', login: 'mallory_oci', password: 'Mallory123', passwordConfirmation: 'Mallory123', active: 'on' } },
  'account-punchout-user': { params: { login: 'oci_oilcorp' }, fields: { intent: 'delete' } },
  'account-punchout-configuration': { fields: { intent: 'save', 'items[0].field': 'NEW_ITEM-VENDOR', 'items[0].transform': 'forged' } },
  'account-punchout-settings': { fields: { intent: 'save', frameAncestors: 'https://evil.example', allowSapEvent: 'on' } },
  'account-punchout-cxml-configuration': { params: { login: 'cxml_oilcorp' }, fields: { intent: 'save', 'entries[0].name': 'returnUrlOrigins', 'entries[0].value': 'https://evil.example' } },
  'quote-list': { fields: { intent: 'contact', name: 'Mallory', email: 'mallory@evil.example', comment: 'forged' } },
  contact: { fields: { intent: 'send', subject: 'Order status', name: 'Mallory', email: 'mallory@evil.example', comment: 'forged' } },
  // A forged add or clear would change the visitor's compare list or their recently viewed products.
  compare: { fields: { intent: 'add', sku: PRODUCT } },
  recently: { fields: { intent: 'clear' } },
  'quote-list-detail': { params: { quoteId: 'any' }, fields: { intent: 'accept' } },
  'add-product-to-quote-request': { fields: { intent: 'add', sku: PRODUCT, quantity: '1', quoteRequestId: 'new' } },
  'account-wishlists': { fields: { intent: 'create', title: 'Forged' } },
  'account-wishlist': { params: { wishlistId: 'any' }, fields: { intent: 'share' } },
  'account-wishlists-add': { fields: { intent: 'quick', sku: PRODUCT } },
  'api-display-type': { fields: { displayType: 'b2b', returnTo: '/' } },
  'api-currency': { fields: { currency: 'USD', returnTo: '/' } },
  'punchout-transfer': { fields: {} },
};

/** The routes other sites may post to: the punchout entry (with wrong credentials, it changes nothing either). */
const FOREIGN_POSTS_TAKEN: Record<string, Record<string, string>> = {
  punchout: { HOOK_URL: 'https://srm.buyer.example/oci', USERNAME: 'mallory', PASSWORD: 'guessed1' },
};

/** How another site's page posts: each header on its own, as a browser sends it. */
const FORGERIES: [string, Record<string, string>][] = [
  ['Origin: http://evil.example', { Origin: 'http://evil.example' }],
  ['Origin: null', { Origin: 'null' }],
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
];

interface PostingRoute {
  id: string;
  name: string;
  path: string;
}

/** The routes with an action, each with its full path (its parents' segments, the parameters filled in). */
function postingRoutes(build: ServerBuild): PostingRoute[] {
  const fullPath = (id: string | undefined): string[] => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return [];
    return [...fullPath(route.parentId), ...(route.path ? [route.path] : [])];
  };
  // The default site's pages below its own prefix (/en/… while English is the default) only redirect (server.ts).
  return Object.values(build.routes)
    .filter((route) => route && route.module.action && !route.id.startsWith(`${defaultLocale.id}:`))
    .map((route) => {
      const name = route!.id.replace(/^[^:]*:/, '');
      const params = POSTS[name]?.params ?? {};
      const segments = fullPath(route!.id).join('/').split('/');
      const filled = segments.map((segment) => (segment === '*' ? params['*'] : segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)]) : segment));
      return { id: route!.id, name, path: `/${filled.join('/')}` };
    });
}

let shop: BuiltStorefront;
let routes: PostingRoute[];
let customer: Shopper;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  routes = postingRoutes(build);
  const { email, password } = await registeredCustomer(shop, 'cross-site');
  customer = await loggedIn(shop, email, password);
  await customer.post(`/product/${PRODUCT}`, addToBasket);
}, 120_000);
afterAll(() => shop?.close());

/** What a refused post must leave as it was: the basket, the login, the name, the address book, the display type, the currency. */
async function customerState(shopper: Shopper) {
  const basket = await shopper.text('/basket');
  const account = await shopper.get('/account/addresses');
  const addresses = await account.text();
  return {
    items: basketItemCount(basket),
    loggedIn: account.status,
    name: basket.includes('Erika Mustermann'),
    addresses: addresses.match(/href="\/account\/addresses\/[^"]+"/g)?.length ?? 0,
    displayType: /value="(b2[bc])" aria-pressed="true"/.exec(basket)?.[1],
    currency: /class="currency-switch".*?value="([A-Z]{3})" aria-pressed="true"/s.exec(basket)?.[1],
  };
}

describe('posts from another site', () => {
  it('has an entry for every route with an action, and none for a route without', () => {
    const names = new Set(routes.map((route) => route.name));
    expect([...names].sort()).toEqual([...Object.keys(POSTS), ...Object.keys(FOREIGN_POSTS_TAKEN)].sort());
    // both locales, so a prefix never slips past the check
    expect(routes.some((route) => route.path.startsWith('/de/'))).toBe(true);
  });

  it.each(FORGERIES)('are refused on every route, with %s, and change nothing', async (_name, headers) => {
    const before = await customerState(customer);
    expect(before).toMatchObject({ items: 1, loggedIn: 200, name: true, displayType: 'b2c', currency: 'EUR' });
    expect(before.addresses).toBeGreaterThan(0);
    for (const route of routes.filter((posting) => !Object.hasOwn(FOREIGN_POSTS_TAKEN, posting.name))) {
      const response = await customer.post(route.path, POSTS[route.name].fields, headers);
      expect([400, 403], `${route.id} ${route.path}: ${response.status}`).toContain(response.status);
      expect(response.headers.get('set-cookie'), `${route.id} sets a cookie`).toBeNull();
    }
    expect(await customerState(customer)).toEqual(before);
  });

  it.each(FORGERIES)('are taken on the punchout entry alone, with %s', async (_name, headers) => {
    const entries = routes.filter((route) => Object.hasOwn(FOREIGN_POSTS_TAKEN, route.name));
    expect(entries.map((route) => route.path).sort()).toEqual(['/de/punchout', '/fr/punchout', '/pl/punchout', '/punchout', '/ro/punchout']);
    for (const route of entries) {
      const response = await shopper(shop.origin).post(route.path, FOREIGN_POSTS_TAKEN[route.name], headers);
      // the entry ran: its wrong credentials go to the error page, not a refusal of the post
      expect(response.status, route.path).toBe(303);
      expect(response.headers.get('location'), route.path).toMatch(/\/error\?error=account\.login\./);
    }
  });
});
