import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshCustomer, logIn, PASSWORD } from './api-customers';
import { hydrated } from './hydrated';
import { toast } from './shop-pages';

// Wishlists as a shopper uses them, with JavaScript on (project js) and off (project no-js): a
// logged-in customer creates a preferred wishlist, adds a product from its page, moves it to the
// basket, shares the list (copying its link with JavaScript) and opens its secure link in a fresh
// browser, where a wrong code is a 404.
const PRODUCT = '201807171';
const NAME = 'Google Home';

/** The serious and critical accessibility violations axe finds on the page (with JavaScript on). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

test('a customer keeps a wishlist, moves its product to the basket and shares it', async ({ page, browser }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  const title = `Birthday ${testInfo.project.name}`;
  await logIn(page, await freshCustomer('wishlist'), withJavaScript);

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Wishlists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My wishlists' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  if (withJavaScript) expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('checkbox', { name: 'Make this my preferred wishlist' }).check();
  await page.getByRole('button', { name: 'Create wishlist' }).click();
  await expect(toast(page, `Wishlist “${title}” created.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Make this my preferred wishlist' })).not.toBeChecked();

  await page.goto(`/product/${PRODUCT}`);
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: `Add to wishlist ${NAME}` }).click();
  await expect(toast(page, `${PRODUCT} has been added to the wishlist “${title}”.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT}$`));

  await page.goto('/account/wishlists');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: `Move to basket ${NAME}` }).click();
  await expect(toast(page, `${PRODUCT} has been moved to your basket.`)).toBeVisible();
  await expect(page.getByText('This wishlist is empty.')).toBeVisible();

  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: 'Share wishlist' }).click();
  await expect(toast(page, 'The wishlist is shared. Copy its secure link below.')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Secure link to this wishlist' }).inputValue();
  if (withJavaScript) expect(await seriousViolations(page)).toEqual([]);
  expect(link).toMatch(/\/wishlists\/[^?]+\?owner=[^&]+&secureCode=[\w-]{40,}$/);
  if (withJavaScript) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The link has been copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  } else {
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  }

  const stranger = await browser.newContext({ javaScriptEnabled: withJavaScript });
  try {
    const other = await stranger.newPage();
    const opened = await other.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(other.getByRole('button', { name: /Move to basket/ })).toHaveCount(0);
    const wrong = new URL(link);
    wrong.searchParams.set('secureCode', 'not-the-code');
    expect((await other.goto(wrong.href))?.status()).toBe(404);
  } finally {
    await stranger.close();
  }
});

test('a logged-out visitor adding to a wishlist logs in first and comes back to choose the list', async ({ page }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  const email = await freshCustomer('wishlist-login');
  await page.goto(`/product/${PRODUCT}`);
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: `Add to wishlist ${NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(`/account/wishlists/add?sku=${PRODUCT}`)}`));
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add to wishlist' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await expect(page.getByRole('radio', { name: 'A new wishlist' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Title of the new wishlist' }).fill('Gifts');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gifts' })).toBeVisible();
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
});

test('on a phone, deleting a list further down shows the question where the shopper is', async ({ page }, testInfo) => {
  const withJavaScript = testInfo.project.name === 'js';
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, await freshCustomer('wishlist-phone'), withJavaScript);
  await page.goto('/account/wishlists');
  for (const title of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
    if (withJavaScript) await hydrated(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Create wishlist' }).click();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  if (withJavaScript) await hydrated(page);
  const deleteSix = page.getByRole('link', { name: 'Delete Six' });
  await deleteSix.scrollIntoViewIfNeeded();
  await deleteSix.click();
  await expect(page.getByText('Do you really want to delete the wishlist “Six”?')).toBeInViewport();
  if (withJavaScript) await expect(page.getByRole('region', { name: 'Delete wishlist' })).toBeFocused();
});
