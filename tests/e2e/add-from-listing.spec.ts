import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { basketLink, holding } from './mini-basket';
import { toast } from './shop-pages';

const javaScriptOn = (projectName: string) => projectName === 'js';

test('a listing tile adds its product and the basket count in the header goes up', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await page.goto('/search?searchTerm=google%20home');
  if (withJavaScript) await hydrated(page);
  await expect(basketLink(page)).toHaveAccessibleName(holding(0));

  await page.getByRole('button', { name: 'Add to basket: Google Home', exact: true }).click();

  // A toast says it: with JavaScript at once, without it on top of the same page after the redirect.
  await expect(toast(page, 'Google Home (201807171) has been added to your basket.')).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName(holding(1));
  await expect(page).toHaveURL(/\/search\?searchTerm=google(%20|\+)home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('google home');
});

test('a retail set’s parts go into the basket together, each with its quantity', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await page.goto('/product/201807198');
  if (withJavaScript) await hydrated(page);
  const set = page.getByRole('form', { name: 'Add items of Microsoft Surface Pro Set to the basket' });
  await set.getByRole('spinbutton', { name: 'Quantity of Microsoft Surface Pen' }).fill('2');
  await set.getByRole('spinbutton', { name: 'Quantity of Microsoft Surface Arc Mouse' }).fill('0');
  await set.getByRole('button', { name: 'Add all to basket' }).click();

  await expect(toast(page, 'Microsoft Surface Pen (201807196) has been added to your basket.')).toBeVisible();
  // Surface Pro 1, keyboard 1, pen 2; the mouse was left out.
  await expect(basketLink(page)).toHaveAccessibleName(holding(4));

  await basketLink(page).click();
  const lines = page.getByRole('table', { name: 'Products in your basket' });
  await expect(lines.getByRole('rowheader', { name: /Microsoft Surface Pro Signature Keyboard/ })).toBeVisible();
  await expect(lines.getByRole('rowheader', { name: /Microsoft Surface Pen/ })).toBeVisible();
  await expect(lines.getByRole('rowheader', { name: /Microsoft Surface Arc Mouse/ })).toHaveCount(0);
  await expect(lines.getByRole('rowheader', { name: /Microsoft Surface Pro Set/ })).toHaveCount(0);
});

test('a retail set refuses a quantity its part does not allow, next to that part, and adds nothing', async ({ page }, testInfo) => {
  await page.goto('/product/201807198');
  if (javaScriptOn(testInfo.project.name)) await hydrated(page);
  const set = page.getByRole('form', { name: 'Add items of Microsoft Surface Pro Set to the basket' });
  await set.getByRole('spinbutton', { name: 'Quantity of Microsoft Surface Pen' }).fill('500');
  await set.getByRole('button', { name: 'Add all to basket' }).click();
  await expect(set.getByText('At most 100 can be ordered at once.')).toBeVisible();
  await expect(set.getByRole('spinbutton', { name: 'Quantity of Microsoft Surface Pen' })).toHaveValue('500');
  await expect(basketLink(page)).toHaveAccessibleName(holding(0));
});
