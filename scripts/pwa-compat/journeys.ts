// The shopper's journeys the compatibility run walks through the Intershop PWA, each in a fresh browser
// context, found by roles, labels and texts as a person would (production builds drop data-testing-id).
// A journey throws when the PWA does not show what it should.
import { expect, type Page } from '@playwright/test';

export interface Journey {
  name: string;
  walk(page: Page): Promise<void>;
}

const PATRICIA = { email: 'patricia@test.intershop.de', password: '!InterShop00!' };
/** A dotted translation key such as `basket.promotion_code.add.failed` shown instead of its text. */
const RAW_KEY = /\b[a-z_]+(\.[a-z_]+){2,}\b/;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const acceptCookies = page.getByRole('region', { name: 'Cookie banner' }).getByRole('button', { name: 'Accept all' });
  if (await acceptCookies.isVisible()) await acceptCookies.click();
}

/** A product's page: its name, SKU, a price (no `N/A`) and a button to add it to the basket. */
async function openProduct(page: Page, sku: string, addButton = 'Add to cart'): Promise<void> {
  await open(page, `/prd${sku}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(`Product ID:${sku}`)).toBeVisible();
  const price = main.locator('.current-price').first();
  await expect(price).toContainText('€');
  expect(await price.innerText(), `the price of ${sku}`).not.toContain('N/A');
  await expect(main.getByRole('button', { name: addButton }).first()).toBeEnabled();
}

async function addToBasket(page: Page, sku: string): Promise<void> {
  await openProduct(page, sku);
  const basketRequest = page.waitForResponse(response => /\/baskets\/[^/]+\/items/.test(response.url()) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  expect((await basketRequest).ok(), `adding ${sku} to the basket`).toBe(true);
}

async function openBasket(page: Page): Promise<void> {
  await open(page, '/basket');
  await expect(page.getByRole('heading', { name: 'Your shopping cart' })).toBeVisible();
}

/** The newest toast's text. */
async function toastText(page: Page): Promise<string> {
  const toast = page.locator('#toast-container').last();
  await expect(toast).toBeVisible();
  return (await toast.innerText()).trim();
}

async function logIn(page: Page): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('E-mail').fill(PATRICIA.email);
  await page.getByLabel('Password').fill(PATRICIA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Logout' }).first()).toBeVisible();
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
      // The cheapest of the nine first.
      await expect(main.getByRole('link', { name: 'Microsoft Surface Arc Mouse', exact: true }).first()).toBeVisible();
      const names = await main.locator('a.product-title').allInnerTexts();
      expect(names[0], 'the first product when sorted by price').toBe('Microsoft Surface Arc Mouse');
      await main.getByRole('checkbox', { name: 'Yes (4)' }).click();
      await expect(page).toHaveURL(/filters=/);
      await expect(main.getByText('4 items')).toBeVisible();
    },
  },
  {
    name: 'product pages',
    async walk(page) {
      await openProduct(page, '201807171');
      // The master shows its default variation, whose page offers the other variations.
      await openProduct(page, '201807231');
      await expect(page).toHaveURL(/prd201807231-\d+/);
      await openProduct(page, '201807231-01');
      const capacity = page.getByRole('combobox', { name: 'Capacity' });
      await capacity.selectOption({ label: '512 GB' });
      await expect(page.getByText(/Product ID:201807231-0[2-9]/)).toBeVisible();
      await openProduct(page, '201807194');
      await expect(page.getByRole('heading', { name: 'This product bundle contains' })).toBeVisible();
      await openProduct(page, '201807198', 'Add item(s) to cart');
      await expect(page.getByRole('heading', { name: 'This retail set contains' })).toBeVisible();
    },
  },
  {
    name: 'search and suggestions',
    async walk(page) {
      await open(page, '/home');
      const searchBox = page.getByRole('searchbox', { name: 'Product search' });
      await searchBox.pressSequentially('cam', { delay: 100 });
      await expect(page.locator('#search-suggest-layer')).toBeVisible();
      await searchBox.press('Enter');
      await expect(page).toHaveURL(/search/);
      await expect(page.getByText(/\d+ items/).first()).toBeVisible();
    },
  },
  {
    name: 'basket survives a reload',
    async walk(page) {
      await addToBasket(page, '201807171');
      await addToBasket(page, '201807194');
      await openBasket(page);
      await page.reload();
      await expect(page.getByText('201807171').first()).toBeVisible();
      await expect(page.getByText('201807194').first()).toBeVisible();
    },
  },
  {
    name: 'promotion code',
    async walk(page) {
      await addToBasket(page, '201807171');
      await openBasket(page);
      await page.getByRole('button', { name: 'Enter a promotion code?' }).click();
      const code = page.getByRole('textbox', { name: 'Promo code' });
      await code.fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      const refused = await toastText(page);
      expect(refused, 'the message for a wrong code').not.toMatch(RAW_KEY);
      await code.fill('INTERSHOP');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Your promotional discount has been applied.')).toBeVisible();
    },
  },
  {
    name: 'guest checkout by invoice',
    async walk(page) {
      await addToBasket(page, '201807171');
      await open(page, '/checkout');
      // TODO filled in against the running PWA
    },
  },
  {
    name: 'login, orders, logout',
    async walk(page) {
      await logIn(page);
      await open(page, '/account/orders');
      await page.reload();
      await expect(page.getByRole('link', { name: 'Logout' }).first()).toBeVisible();
      await page.getByRole('link', { name: /^\d+$/ }).first().click();
      await expect(page).toHaveURL(/\/account\/orders\/.+/);
      await page.getByRole('link', { name: 'Logout' }).first().click();
      await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    },
  },
];
