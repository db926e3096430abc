// The shopper's journeys the compatibility run walks through the Intershop PWA, each in a fresh browser
// context, found by roles, labels and texts as a person would (production builds drop data-testing-id).
// A journey throws when it cannot go on; what is shown wrongly but lets it go on (a raw key, an `N/A`
// price) it reports as a flaw and walks on, so that one run finds every flaw.
import { expect, type Page } from '@playwright/test';

/** Records something the PWA shows wrongly, failing the journey at its end. */
export type Flaw = (description: string) => void;

export interface Journey {
  name: string;
  walk(page: Page, flaw: Flaw): Promise<void>;
}

/** Records a flaw when the text shows what it should not. */
function checkText(flaw: Flaw, what: string, text: string, wrong: RegExp): void {
  const found = wrong.exec(text);
  if (found) flaw(`${what} shows "${found[0]}": "${text.trim().replace(/\s+/g, ' ').slice(0, 160)}"`);
}

const PATRICIA = { email: 'patricia@test.intershop.de', password: '!InterShop00!' };
/** A dotted translation key such as `basket.promotion_code.add.failed` shown instead of its text. */
const RAW_KEY = /\b[a-z_]+(\.[a-z_]+){2,}\b/;

/**
 * Waits (5 s at most) until no two elements share an id: while the PWA's scripts replace a server-rendered
 * part of the page (the header), both are there for a moment, and a locator would find two of everything.
 */
async function settle(page: Page): Promise<void> {
  const duplicateIds = () => page.locator('[id]').evaluateAll(elements => elements.length - new Set(elements.map(element => element.id)).size);
  await expect.poll(duplicateIds, { timeout: 5_000 }).toBe(0).catch(() => undefined);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await settle(page);
  const acceptCookies = page.getByRole('region', { name: 'Cookie banner' }).getByRole('button', { name: 'Accept all' });
  if (await acceptCookies.isVisible()) {
    // The PWA reloads itself with the consent given.
    await Promise.all([page.waitForEvent('load'), acceptCookies.click()]);
    await page.waitForLoadState('networkidle');
    await settle(page);
  }
}

/** A product's page: its name, SKU, a price (no `N/A`) and a button to add it to the basket. */
async function openProduct(page: Page, flaw: Flaw, sku: string, addButton = 'Add to cart'): Promise<void> {
  await open(page, `/prd${sku}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(`Product ID:${sku}`)).toBeVisible();
  const price = main.locator('.current-price').first();
  await expect(price).toContainText('€');
  checkText(flaw, `the price of ${sku}`, await price.innerText(), /N\/A/);
  await expect(main.getByRole('button', { name: addButton }).first()).toBeEnabled();
}

async function addToBasket(page: Page, flaw: Flaw, sku: string): Promise<void> {
  await openProduct(page, flaw, sku);
  // a click before the page's scripts have taken over the server-rendered page is lost (slow machines)
  await page.waitForLoadState('networkidle');
  const basketRequest = page.waitForResponse(response => /\/baskets\/[^/]+\/items/.test(response.url()) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  expect((await basketRequest).ok(), `adding ${sku} to the basket`).toBe(true);
}

async function openBasket(page: Page): Promise<void> {
  await open(page, '/basket');
  await expect(page.getByRole('heading', { name: 'Your shopping cart' })).toBeVisible();
}

/** The text of the newest message the PWA pops up (a toast whose message has the role alert). */
async function toastText(page: Page): Promise<string> {
  const message = page.getByRole('alert').last();
  await expect(message).toHaveText(/\w/);
  return (await message.textContent()) ?? '';
}

/** The box of a receipt's or an order's payment method. */
const paymentBox = (page: Page) =>
  page.getByRole('main').locator('.infobox').filter({ has: page.getByRole('heading', { name: 'Payment method' }) });

/** Signs Patricia in with the header's link (a dialog on a wide screen). */
async function logIn(page: Page): Promise<void> {
  await open(page, '/home');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(PATRICIA.email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(PATRICIA.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to account' })).toContainText('Patricia Miller');
}

export const JOURNEYS: Journey[] = [
  {
    name: 'home and navigation',
    async walk(page) {
      await open(page, '/home');
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Computers' }).click();
      await expect(page).toHaveURL(/ctgComputers$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Computers' })).toBeVisible();
      await main.getByRole('heading', { level: 2, name: 'Tablets' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Tablets' })).toBeVisible();
    },
  },
  {
    name: 'category with filter and sort',
    async walk(page) {
      await open(page, '/computers/tablets/microsoft-ctgComputers.897.897_Microsoft');
      const main = page.getByRole('main');
      await expect(main.getByText('9 items')).toBeVisible();
      await main.getByRole('combobox', { name: 'Sort products by:' }).selectOption({ label: 'Price (low to high)' });
      await expect(page).toHaveURL(/sorting=/);
      // The cheapest of the nine first: the first product's name link (its photo's link is named "… product photo").
      const firstProduct = main.getByRole('link', { name: /^Microsoft (?!.*product photo$)/ }).first();
      await expect(firstProduct, 'the first product when sorted by price').toHaveText('Microsoft Surface Arc Mouse');
      await main.getByRole('checkbox', { name: 'Yes (4)' }).click();
      await expect(page).toHaveURL(/filters=/);
      await expect(main.getByText('4 items')).toBeVisible();
    },
  },
  {
    name: 'product pages',
    async walk(page, flaw) {
      await openProduct(page, flaw, '201807171');
      // The master shows its default variation, whose page offers the other variations.
      await openProduct(page, flaw, '201807231');
      await expect(page).toHaveURL(/prd201807231-\d+/);
      await openProduct(page, flaw, '201807231-01');
      const capacity = page.getByRole('combobox', { name: 'Capacity' });
      await capacity.selectOption({ label: '512 GB' });
      await expect(page.getByText(/Product ID:201807231-0[2-9]/)).toBeVisible();
      await openProduct(page, flaw, '201807194');
      await expect(page.getByRole('heading', { name: 'This product bundle contains' })).toBeVisible();
      await openProduct(page, flaw, '201807198', 'Add item(s) to cart');
      await expect(page.getByRole('heading', { name: 'This retail set contains' })).toBeVisible();
    },
  },
  {
    name: 'search and suggestions',
    async walk(page) {
      await open(page, '/home');
      const searchBox = page.getByRole('searchbox', { name: 'Product search' });
      await searchBox.pressSequentially('cam', { delay: 100 });
      await expect(page.getByRole('banner').getByRole('button', { name: 'camera', exact: true })).toBeVisible();
      await searchBox.press('Enter');
      await expect(page).toHaveURL(/\/search\/cam$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText('cam');
      await expect(main.getByText(/\d+ items/).first()).toBeVisible();
      await expect(main.getByRole('link', { name: /Camera/ }).first()).toBeVisible();
    },
  },
  {
    name: 'basket survives a reload',
    async walk(page, flaw) {
      await addToBasket(page, flaw, '201807171');
      await addToBasket(page, flaw, '201807194');
      await openBasket(page);
      await page.reload();
      const main = page.getByRole('main');
      await expect(main.getByText('Product ID:201807171')).toBeVisible();
      await expect(main.getByText('Product ID:201807194')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Cart with 2 items' })).toBeVisible();
    },
  },
  {
    name: 'promotion code',
    async walk(page, flaw) {
      await addToBasket(page, flaw, '201807171');
      await openBasket(page);
      await page.getByRole('button', { name: 'Enter a promotion code?' }).click();
      const code = page.getByPlaceholder('Promo code');
      await code.fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      const refused = await toastText(page);
      checkText(flaw, 'the message for a wrong promotion code', refused, RAW_KEY);
      await code.fill('INTERSHOP');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Your promotional discount has been applied.')).toBeVisible();
    },
  },
  {
    name: 'guest checkout by invoice',
    async walk(page, flaw) {
      await addToBasket(page, flaw, '201807171');
      await open(page, '/checkout');
      await page.getByRole('button', { name: 'Check out as guest' }).click();
      await page.getByRole('combobox', { name: 'Country' }).click();
      await page.keyboard.type('Germany');
      await page.keyboard.press('Enter');
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('First name').fill('Gina');
      await field('Last name').fill('Guest');
      await field('Address line 1').fill('Berliner Str. 1');
      await field('Zip/postal code').fill('07743');
      await field('City').fill('Jena');
      await field('E-mail address').fill('gina.guest@example.com');
      const continueCheckout = page.getByRole('button', { name: 'Continue checkout' });
      await continueCheckout.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
      await continueCheckout.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      await page.getByRole('radio', { name: 'Pay with Invoice' }).check();
      await page.waitForLoadState('networkidle');
      await continueCheckout.click();
      await expect(page).toHaveURL(/\/checkout\/review/);
      await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions.' }).check();
      await page.getByRole('button', { name: 'Submit order' }).click();
      await expect(page).toHaveURL(/\/checkout\/receipt/);
      const main = page.getByRole('main');
      await expect(main.getByText('Your order number is:')).toBeVisible();
      await expect(paymentBox(page)).toContainText('Invoice');
      checkText(flaw, "the receipt's payment", await paymentBox(page).innerText(), /\[object Object\]|undefined/);
      checkText(flaw, 'the receipt', await main.innerText(), /\[object Object\]/);
    },
  },
  {
    name: 'login, orders, logout',
    async walk(page, flaw) {
      await logIn(page);
      await open(page, '/account/orders');
      await page.reload();
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Go to account' })).toContainText('Patricia Miller');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
      const firstOrder = main.getByRole('row').nth(1);
      const destination = firstOrder.getByRole('cell').nth(4);
      if (!(await destination.innerText()).trim()) flaw("the order history's first order has an empty destination");
      const orderNumber = (await firstOrder.getByRole('link').first().innerText()).trim();
      await firstOrder.getByRole('link', { name: orderNumber }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
      await expect(main.getByText(orderNumber).first()).toBeVisible();
      const payment = (await paymentBox(page).innerText()).replace(/^Payment method/i, '').trim();
      if (!payment) flaw("the order details' payment method is empty");
      checkText(flaw, "the order details' payment", payment, /\[object Object\]|undefined/);
      checkText(flaw, 'the order details', await main.innerText(), /\[object Object\]/);
      await banner.getByRole('link', { name: 'Logout' }).click();
      await expect(banner.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
      await page.reload();
      await expect(banner.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    },
  },
  {
    name: 'home page includes',
    async walk(page, flaw) {
      await open(page, '/home');
      // the home page's include: the hero teaser, the carousel's slides and the product lists
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Cameras for every moment' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Shop cameras' })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Work from anywhere' })).toBeAttached();
      await expect(main.getByRole('heading', { level: 2, name: 'Top sellers' })).toBeVisible();
      await expect(main.getByRole('link', { name: /Google Home/ }).first()).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'New camcorders' })).toBeVisible();
      checkText(flaw, 'the home page', await main.innerText(), /\[object Object\]|undefined/);
      // the footer's content include
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Service' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
      // the header navigation's include: the service pages' entry, from the page tree
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(navigation.getByRole('link', { name: 'Service', exact: true })).toBeVisible();
      await navigation.getByRole('link', { name: 'Service', exact: true }).hover();
      await navigation.getByRole('link', { name: 'Help', exact: true }).click();
      await expect(main.getByRole('heading', { name: 'Delivery' })).toBeVisible();
      await main.getByRole('link', { name: 'About us' }).click();
      await expect(main.getByText('inSPIRED inTRONICS is a demo shop')).toBeVisible();
    },
  },
  {
    name: 'wishlist widget',
    async walk(page, flaw) {
      await logIn(page);
      await openProduct(page, flaw, '201807171');
      // its text as written (the heading is shown in capitals)
      const productName = ((await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      await page.waitForLoadState('networkidle');
      // an icon button: its title names it (its icon font glyph hides the title from the accessible name)
      await page.getByRole('main').getByTitle('Add to wishlist').first().click();
      const dialog = page.getByRole('dialog', { name: 'Add to wishlist' });
      await dialog.getByRole('textbox', { name: 'Wishlist name' }).fill('Presents');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toContainText(`${productName} added to Presents.`);
      await dialog.getByRole('button', { name: 'OK' }).click();
      // the account overview's wishlist widget shows the product
      await open(page, '/account');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Your wishlist items' })).toBeVisible();
      // the widget's carousel renders a tile once it scrolls into view
      await main.getByRole('group', { name: '1 / 1' }).scrollIntoViewIfNeeded();
      await expect(main.getByRole('link', { name: productName }).first()).toBeVisible();
      // the account's wishlists list it, and its page holds the product
      await open(page, '/account/wishlists');
      await expect(main.getByRole('heading', { level: 1, name: 'Wishlists' })).toBeVisible();
      await main.getByRole('link', { name: 'Presents' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Presents' })).toBeVisible();
      await expect(main.getByRole('link', { name: productName }).first()).toBeVisible();
      checkText(flaw, 'the wishlist', await main.innerText(), /\[object Object\]|undefined|N\/A/);
    },
  },
];
