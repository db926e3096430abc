import { expect, test, type Page } from '@playwright/test';
import { freshCustomer, logIn } from './api-customers';
import { hydrated } from './hydrated';
import { message, toast } from './shop-pages';

// My Account's address book as a shopper uses it, with JavaScript on (project js) and off (project
// no-js): a fresh customer (registered at the bundled API) adds an address, edits it, makes it the
// preferred invoice address, and deletes the old one after the confirmation step.
const javaScriptOn = (projectName: string) => projectName === 'js';
/** The address book's entry of the address at `street`. */
const entry = (page: Page, street: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: street });

test('a customer adds an address, edits it, prefers it and deletes the old one', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await logIn(page, await freshCustomer('addresses'), withJavaScript);

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await expect(entry(page, 'Hauptstraße 1')).toContainText('Preferred invoice address');
  await expect(entry(page, 'Hauptstraße 1').getByRole('link', { name: 'Delete' })).toHaveCount(0);

  // add
  await page.getByText('Add an address').click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Erika');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Mustermann');
  await page.getByRole('textbox', { name: 'Street and house number' }).fill('Jungfernstieg 7');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('20095');
  await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(message(page, 'Your address has been added to your address book.')).toBeVisible();
  await expect(entry(page, 'Jungfernstieg 7')).toBeVisible();

  // edit: the form shows the stored values; the change goes back to the list
  await entry(page, 'Jungfernstieg 7').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  const street = page.getByRole('textbox', { name: 'Street and house number' });
  await expect(street).toHaveValue('Jungfernstieg 7');
  await street.fill('Neuer Wall 3');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(message(page, 'Your address has been updated.')).toBeVisible();
  await expect(entry(page, 'Neuer Wall 3')).toBeVisible();
  await expect(entry(page, 'Jungfernstieg 7')).toHaveCount(0);

  // preferred invoice address
  await entry(page, 'Neuer Wall 3').getByRole('button', { name: 'Use as preferred invoice address' }).click();
  await expect(message(page, 'Your preferred invoice address has been saved.')).toBeVisible();
  await expect(entry(page, 'Neuer Wall 3')).toContainText('Preferred invoice address');
  await expect(entry(page, 'Hauptstraße 1')).not.toContainText('Preferred invoice address');

  // the old address is still the preferred shipping address: it cannot go yet
  await expect(entry(page, 'Hauptstraße 1').getByRole('link', { name: 'Delete' })).toHaveCount(0);
  await entry(page, 'Neuer Wall 3').getByRole('button', { name: 'Use as preferred shipping address' }).click();
  await expect(message(page, 'Your preferred shipping address has been saved.')).toBeVisible();

  // delete, after the confirmation
  await entry(page, 'Hauptstraße 1').getByRole('link', { name: 'Delete' }).click();
  const confirmation = page.getByRole('region', { name: 'Delete address' });
  await expect(confirmation).toContainText('Do you really want to delete this address?');
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(message(page, 'Your address has been deleted.')).toBeVisible();
  await expect(entry(page, 'Hauptstraße 1')).toHaveCount(0);
  await expect(entry(page, 'Neuer Wall 3')).toContainText('Preferred shipping address');
});

test('a logged-in customer checks out with a saved address', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await logIn(page, await freshCustomer('addresses'), withJavaScript);
  await page.goto('/product/201807171');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();

  await page.goto('/checkout/address');
  if (withJavaScript) await hydrated(page);
  const invoice = page.getByRole('group', { name: 'Invoice address' });
  await expect(invoice.getByRole('radio', { name: /Hauptstraße 1/ })).toBeChecked();
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByRole('radio', { name: 'Same as the invoice address' })).toBeChecked();
  // the new address's fields show only once "A new address" is chosen
  await expect(shipping.getByRole('textbox', { name: 'First name' })).toBeHidden();
  await shipping.getByRole('radio', { name: 'A new address' }).check();
  await shipping.getByRole('textbox', { name: 'First name' }).fill('Max');
  await shipping.getByRole('textbox', { name: 'Last name' }).fill('Mustermann');
  await shipping.getByRole('textbox', { name: 'Street and house number' }).fill('Elbchaussee 99');
  await shipping.getByRole('textbox', { name: 'Postal code' }).fill('22763');
  await shipping.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await shipping.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await expect(shipping.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  // the new ship-to address went into the address book
  await page.goto('/account/addresses');
  await expect(entry(page, 'Elbchaussee 99')).toBeVisible();
});
