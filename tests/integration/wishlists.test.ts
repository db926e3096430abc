// Wishlists through the built storefront and the bundled API, as a browser without JavaScript uses
// them: anonymous visitors sent to the login (and back to the product's "add"), a list created as
// preferred, a product added from its page into it, moved to the basket, the list shared by a secure
// link that opens for anyone holding it and for nobody with a wrong or revoked code, and another
// customer's list not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { itemCount, shopper, type Shopper } from './shopper';

const PRODUCT = '201807171';
let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const customer = async (prefix: string): Promise<Shopper> => {
  const { email, password } = await registeredCustomer(shop, prefix);
  return loggedIn(shop, email, password);
};
const body = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

/** A new list of the customer's; its id from the list page's link. */
async function createList(owner: Shopper, title: string, preferred = false): Promise<string> {
  const created = await owner.post('/account/wishlists', { intent: 'create', title, ...(preferred ? { preferred: 'on' } : {}) });
  expect(created.status).toBe(303);
  const list = await body(await owner.get('/account/wishlists'));
  const id = new RegExp(`href="/account/wishlists/([^"/]+)"[^>]*>${title}</a>`).exec(list)?.[1];
  expect(id, `${title} not listed`).toBeTruthy();
  return id!;
}

describe('wishlists', () => {
  it('are linked from the header on every page, for visitors too', async () => {
    const header = /<header[\s\S]*?<\/header>/.exec(await shopper(shop.origin).text('/home'))?.[0] ?? '';
    expect(header).toMatch(/<a[^>]*href="\/account\/wishlists"[^>]*>[\s\S]*?Wishlists<\/span><\/a>/);
  });

  it('sends anonymous visitors to the login, back to the product’s “add to wishlist” afterwards', async () => {
    const visitor = shopper(shop.origin);
    const list = await visitor.get('/account/wishlists');
    expect(list.status).toBe(303);
    expect(list.headers.get('location')).toBe(`/login?returnUrl=${encodeURIComponent('/account/wishlists')}`);
    const add = await visitor.post(`/account/wishlists/add?sku=${PRODUCT}`, { intent: 'quick', sku: PRODUCT, returnTo: `/product/${PRODUCT}` });
    expect(add.status).toBe(303);
    expect(add.headers.get('location')).toBe(`/login?returnUrl=${encodeURIComponent(`/account/wishlists/add?sku=${PRODUCT}`)}`);
  });

  it('adds a product from its page to the preferred list and moves it to the basket', async () => {
    const owner = await customer('wishlist-owner');
    const id = await createList(owner, 'Birthday', true);
    const added = await owner.post(`/account/wishlists/add?sku=${PRODUCT}`, { intent: 'quick', sku: PRODUCT, returnTo: `/product/${PRODUCT}` });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`/product/${PRODUCT}`);
    expect(await body(await owner.get(`/account/wishlists/${id}`))).toContain(PRODUCT);

    const moved = await owner.post(`/account/wishlists/${id}`, { intent: 'move', sku: PRODUCT });
    expect(moved.status).toBe(303);
    expect(await itemCount(owner)).toBe(1);
    expect(await body(await owner.get(`/account/wishlists/${id}`))).toContain('This wishlist is empty.');
  });

  it('without a preferred list, lets the shopper choose one or make a new one', async () => {
    const owner = await customer('wishlist-chooser');
    const quick = await owner.post(`/account/wishlists/add?sku=${PRODUCT}`, { intent: 'quick', sku: PRODUCT, returnTo: '/' });
    expect(quick.headers.get('location')).toBe(`/account/wishlists/add?sku=${PRODUCT}`);
    expect((await owner.get(`/account/wishlists/add?sku=${PRODUCT}`)).status).toBe(200);
    const added = await owner.post(`/account/wishlists/add?sku=${PRODUCT}`, { intent: 'add', sku: PRODUCT, wishlistId: '', title: 'Garden' });
    expect(added.status).toBe(303);
    const list = await body(await owner.get(added.headers.get('location')!));
    expect(list).toContain('Garden');
    expect(list).toContain(PRODUCT);
  });

  it('renames, makes preferred and deletes; another customer’s list is not found', async () => {
    const owner = await customer('wishlist-rename');
    const first = await createList(owner, 'First', true);
    const second = await createList(owner, 'Second');
    expect((await owner.post('/account/wishlists', { intent: 'rename', wishlistId: second, title: 'Renamed' })).status).toBe(303);
    expect((await owner.post('/account/wishlists', { intent: 'preferred', wishlistId: second })).status).toBe(303);
    const list = await body(await owner.get('/account/wishlists'));
    expect(list).toContain('Renamed');
    expect(list.match(/Preferred wishlist/g)?.length).toBe(1);
    expect((await owner.post('/account/wishlists', { intent: 'create', title: '   ' })).status).toBe(422);

    const other = await customer('wishlist-other');
    expect((await other.get(`/account/wishlists/${first}`)).status).toBe(404);
    for (const intent of ['remove', 'move', 'share', 'unshare']) {
      expect((await other.post(`/account/wishlists/${first}`, { intent, sku: PRODUCT })).status, intent).toBe(404);
    }
    expect((await other.post('/account/wishlists', { intent: 'delete', wishlistId: first })).status).toBe(404);
    expect((await other.post('/account/wishlists', { intent: 'rename', wishlistId: first, title: 'Taken' })).status).toBe(404);

    expect((await owner.post('/account/wishlists', { intent: 'delete', wishlistId: first })).status).toBe(303);
    expect((await owner.get(`/account/wishlists/${first}`)).status).toBe(404);
  });

  it('asks before deleting a list, naming it and its item count; another customer\'s list is not asked about', async () => {
    const owner = await customer('wishlist-ask');
    const id = await createList(owner, 'Keepsakes');
    const lists = await body(await owner.get('/account/wishlists'));
    expect(lists).toContain(`href="/account/wishlists?delete=${id}#delete-wishlist"`);
    const asking = await body(await owner.get(`/account/wishlists?delete=${id}`));
    expect(asking).toContain('Do you really want to delete the wishlist “Keepsakes”? Items on it: 0.');
    expect(asking).toMatch(new RegExp(`<input type="hidden" name="wishlistId" value="${id}"/>`));
    expect(await body(await (await customer('wishlist-ask-other')).get(`/account/wishlists?delete=${id}`))).not.toContain('Do you really want to delete');
  });

  it('keeps no new list for a product that cannot go into it', async () => {
    const owner = await customer('wishlist-gone');
    const refused = await owner.post('/account/wishlists/add?sku=no-such-product', { intent: 'add', sku: 'no-such-product', wishlistId: '', title: 'Ghost' });
    expect(refused.status).toBe(404);
    expect(await body(await owner.get('/account/wishlists'))).not.toContain('Ghost');
  });

  it('shows a shared list\'s link in the session that shared it; another session shares anew to see it, and loading the page shares nothing', async () => {
    const { email, password } = await registeredCustomer(shop, 'wishlist-sessions');
    const first = await loggedIn(shop, email, password);
    const id = await createList(first, 'Holiday', true);
    expect((await first.post(`/account/wishlists/${id}`, { intent: 'share' })).status).toBe(303);
    const link = /id="wishlist-share-link"[^>]*value="([^"]+)"/.exec(await body(await first.get(`/account/wishlists/${id}`)))?.[1];
    expect(link).toBeTruthy();

    const second = await loggedIn(shop, email, password);
    const page = await body(await second.get(`/account/wishlists/${id}`));
    expect(page).not.toContain('id="wishlist-share-link"');
    expect(page).toContain('This wishlist is shared. Its link was made in another session');
    expect((await second.post(`/account/wishlists/${id}`, { intent: 'share' })).status).toBe(303);
    expect(/id="wishlist-share-link"[^>]*value="([^"]+)"/.exec(await body(await second.get(`/account/wishlists/${id}`)))?.[1]).toBe(link);
  });

  it('shares a list by a secure link that opens for anyone holding it, and for nobody else', async () => {
    const owner = await customer('wishlist-share');
    const id = await createList(owner, 'Wedding', true);
    await owner.post(`/account/wishlists/add?sku=${PRODUCT}`, { intent: 'quick', sku: PRODUCT, returnTo: '/' });
    expect((await owner.post(`/account/wishlists/${id}`, { intent: 'share' })).status).toBe(303);
    const page = await body(await owner.get(`/account/wishlists/${id}`));
    const link = /id="wishlist-share-link"[^>]*value="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toMatch(new RegExp(`^${shop.origin}/wishlists/`));
    const shared = new URL(link!);

    const stranger = shopper(shop.origin);
    const opened = await stranger.get(`${shared.pathname}${shared.search}`);
    expect(opened.status).toBe(200);
    const sharedPage = await body(opened);
    expect(sharedPage).toContain('Wedding');
    expect(sharedPage).toContain(PRODUCT);
    expect(sharedPage).not.toContain('Move to basket');

    const wrong = new URL(shared);
    const code = shared.searchParams.get('secureCode')!;
    wrong.searchParams.set('secureCode', `${code.slice(0, -2)}${code.endsWith('xx') ? 'yy' : 'xx'}`);
    expect((await stranger.get(`${wrong.pathname}${wrong.search}`)).status).toBe(404);
    expect((await stranger.get(shared.pathname)).status).toBe(404);

    expect((await owner.post(`/account/wishlists/${id}`, { intent: 'unshare' })).status).toBe(303);
    expect((await stranger.get(`${shared.pathname}${shared.search}`)).status).toBe(404);
  });
});
