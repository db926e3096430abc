import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { BUYER_PASSWORD, newOilCorpBuyer } from './oil-corp-buyers';
import { logIn, message, open, toast } from './shop-pages';

// Cost centers per line item as Oil Corp lives them, in the browser, with JavaScript on (project js)
// and off (project no-js): the account admin turns on "Cost center per line item" in the company
// settings; a buyer of cost centers 100400 and 100402 puts the basket on 100400 and its one line on
// 100402, and sees the line's cost center at review and on the receipt. Both projects run at once
// against one shop, so each has a buyer (and basket) of its own, made through the API as the admin.
const javaScriptOn = (projectName: string) => projectName === 'js';

const DEMO_PASSWORD = '!InterShop00!';
const ADMIN = 'bboldner@test.intershop.de';

test.describe.serial('Oil Corp: cost centers per line item', () => {
  test('the account admin turns on cost centers per line item in the company settings', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    await logIn(page, ADMIN, DEMO_PASSWORD, withJavaScript);
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Company settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
    if (withJavaScript) await hydrated(page);
    await page.getByRole('checkbox', { name: 'Cost center per line item' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(message(page, 'The company settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Cost center per line item' })).toBeChecked();
  });

  test('a buyer puts one line on another cost center and sees it at review and on the receipt', async ({ page, browser }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    const buyer = await newOilCorpBuyer(page, browser, {
      prefix: 'line.buyer',
      firstName: 'Lina',
      lastName: 'Linden',
      projectName: testInfo.project.name,
      costCenters: ['100400', '100402'],
      withJavaScript,
    });
    await logIn(page, buyer, BUYER_PASSWORD, withJavaScript);

    await open(page, '/product/201807171', withJavaScript);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expect(toast(page, 'has been added to your basket')).toBeVisible();
    await open(page, '/basket', withJavaScript);
    await page.getByRole('combobox', { name: 'Cost center of this order' }).selectOption('100400');
    await page.getByRole('button', { name: 'Save cost center', exact: true }).click();
    await expect(message(page, 'The cost center has been saved.')).toBeVisible();
    if (withJavaScript) await hydrated(page);
    const lineCostCenter = page.getByRole('combobox', { name: 'Cost center for Google Home' });
    await expect(lineCostCenter.getByRole('option', { name: 'As the basket (100400 Oil Corp Headquarters)' })).toHaveCount(1);
    await lineCostCenter.selectOption('100402');
    await page.getByRole('button', { name: 'Save cost center Google Home' }).click();
    await expect(message(page, 'The cost center of the item has been saved.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cost center for Google Home' })).toHaveValue('100402');

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await page.getByRole('group', { name: 'Invoice address' }).getByRole('radio', { name: /^Bernhard Boldner, Intershop Tower/ }).check();
    await page.getByRole('button', { name: 'Continue to shipping' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping method' })).toBeVisible();
    await page.getByRole('radio', { name: /Standard Ground/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await page.getByRole('radio', { name: /Invoice/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    const line = page.getByRole('row').filter({ hasText: 'Google Home' });
    await expect(line.getByText('Cost center: 100402')).toBeVisible();

    if (withJavaScript) await hydrated(page);
    await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions, and I have taken note of the right of withdrawal.' }).check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Google Home' }).getByText('Cost center: 100402')).toBeVisible();
  });
});
