import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { message } from './shop-pages';

// Punchout administration as Oil Corp's account admin uses it, with JavaScript on (project js) and
// off (project no-js): they create an OCI and a cXML punchout user, deactivate the OCI user and delete
// the cXML user; the OCI configuration refuses a half mapping rule next to its missing side; the
// punchout settings refuse a line that is no origin next to its list, then save. A buyer,
// who lacks APP_B2B_MANAGE_PUNCHOUT, lands on the missing-permission error page.
const ADMIN = 'bboldner@test.intershop.de';
const BUYER = 'pmiller@test.intershop.de';
const DEMO_PASSWORD = '!InterShop00!';
const PUNCHOUT_PASSWORD = 'Procure42x';
const javaScriptOn = (projectName: string) => projectName === 'js';
async function logIn(page: Page, login: string, withJavaScript: boolean) {
  await page.goto('/login?returnUrl=%2Faccount');
  if (withJavaScript) await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

/** Creates a punchout user of the standard whose tab is open. */
async function createUser(page: Page, type: 'OCI' | 'cXML', login: string, withJavaScript: boolean) {
  await page.getByRole('link', { name: `Add ${type} user` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new Punchout user' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await expect(page.getByRole('combobox', { name: 'Punchout protocol' })).toHaveValue(type.toLowerCase());
  await page.getByRole('textbox', { name: 'Username' }).fill(login);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`${login}@procurement.example`);
  await page.getByLabel(/^Password/).fill(PUNCHOUT_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PUNCHOUT_PASSWORD);
  await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(message(page, `The Punchout user "${login}" has been created.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${type} Punchout users` })).toBeVisible();
}

test('the account admin creates an OCI and a cXML punchout user, deactivates one and deletes the other', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  const oci = `oci_${testInfo.project.name}_${Date.now()}`;
  const cxml = `cxml_${testInfo.project.name}_${Date.now()}`;
  await logIn(page, ADMIN, withJavaScript);

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Punchout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Punchout' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Punchout protocols' });

  await tabs.getByRole('link', { name: 'OCI' }).click();
  await createUser(page, 'OCI', oci, withJavaScript);
  await expect(page.getByRole('row').filter({ hasText: oci })).toContainText('Active');

  await tabs.getByRole('link', { name: 'cXML' }).click();
  await createUser(page, 'cXML', cxml, withJavaScript);
  await expect(page.getByRole('row').filter({ hasText: cxml })).toBeVisible();

  // the OCI user, deactivated
  await tabs.getByRole('link', { name: 'OCI' }).click();
  await page.getByRole('link', { name: `Edit ${oci}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit OCI Punchout user ${oci}` })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  await page.getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(message(page, `The Punchout user "${oci}" has been updated.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: oci })).toContainText('Inactive');

  // the cXML user, deleted after the question
  await tabs.getByRole('link', { name: 'cXML' }).click();
  await page.getByRole('link', { name: `Delete ${cxml}` }).click();
  const question = page.getByRole('form', { name: `Delete ${cxml}?` });
  await expect(question).toContainText('Do you really want to delete this Punchout user?');
  await question.getByRole('button', { name: 'Delete user' }).click();
  await expect(message(page, `The Punchout user "${cxml}" has been deleted.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: cxml })).toHaveCount(0);
});

test('a buyer opening the punchout administration lands on the missing-permission error page', async ({ page }, testInfo) => {
  await logIn(page, BUYER, javaScriptOn(testInfo.project.name));
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Punchout' })).toHaveCount(0);
  await page.goto('/account/punchout');
  await expect(page).toHaveURL(/\/error\?error=missing-permission&permission=APP_B2B_MANAGE_PUNCHOUT$/);
  await expect(page.getByText("You do not have the permission needed for this page. Ask your company's account administrator for it.")).toBeVisible();
});

test('a mapping rule with one side only is refused next to its missing side, and what was typed stays', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await logIn(page, ADMIN, withJavaScript);
  await page.goto('/account/punchout/configuration');
  if (withJavaScript) await hydrated(page);
  const mapFrom = page.getByRole('textbox', { name: 'Map from (NEW_ITEM-VENDOR, rule 1)' });
  await mapFrom.fill('47*');
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByRole('textbox', { name: 'Map to (NEW_ITEM-VENDOR, rule 1)' })).toHaveAccessibleDescription('The "mapping to" value is missing.');
  await expect(page.getByRole('textbox', { name: 'Map from (NEW_ITEM-VENDOR, rule 1)' })).toHaveValue('47*');
});

test('the punchout settings refuse a line that is no origin next to its list, keep it, and save once it is one', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await logIn(page, ADMIN, withJavaScript);
  await page.goto('/account/punchout');
  await page.getByRole('link', { name: 'Punchout settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Punchout settings' })).toBeVisible();
  if (withJavaScript) await hydrated(page);
  // framing origins and SAPEVENT only: an allow-list would refuse the return URLs of punchout.spec.ts
  const framing = page.getByRole('textbox', { name: 'Origins that may show the shop in a frame' });
  await framing.fill('https://portal.buyer.example/frames');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(framing).toHaveAccessibleDescription(/Enter one origin a line/);
  await expect(framing).toHaveValue('https://portal.buyer.example/frames');

  await framing.fill('https://Portal.Buyer.example');
  await page.getByRole('checkbox', { name: 'Allow SAP GUI return addresses (SAPEVENT:)' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(message(page, 'The punchout settings have been saved.')).toBeVisible();
  await expect(framing).toHaveValue('https://portal.buyer.example');
  await expect(page.getByRole('checkbox', { name: 'Allow SAP GUI return addresses (SAPEVENT:)' })).toBeChecked();

  // back as they were, for the other tests' punchouts
  await framing.fill('');
  await page.getByRole('checkbox', { name: 'Allow SAP GUI return addresses (SAPEVENT:)' }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(message(page, 'The punchout settings have been saved.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the punchout pages fit the screen, and the OCI configuration is sent by keyboard', async ({ page }, testInfo) => {
    await logIn(page, ADMIN, javaScriptOn(testInfo.project.name));
    for (const path of ['/account/punchout?format=oci', '/account/punchout/create?format=cxml', '/account/punchout/oci_oilcorp?format=oci', '/account/punchout/cxmlConfiguration/cxml_oilcorp', '/account/punchout/configuration']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    if (javaScriptOn(testInfo.project.name)) await hydrated(page);
    // the configuration as it is, sent again: nothing changes for the other tests' transfers
    await page.getByRole('textbox', { name: 'Parameter value (NEW_ITEM-DESCRIPTION)' }).focus();
    await page.keyboard.press('Enter');
    await expect(message(page, 'The OCI Punchout configuration has been saved.')).toBeVisible();
  });

  test('a long login wraps on a phone: in the message naming it, in the list beside its column name and on its own page', async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    // logins may run to 256 characters without a space; the breadcrumb names the user
    const login = `oci_${testInfo.project.name}_${Date.now()}_${'w'.repeat(160)}`;
    await logIn(page, ADMIN, withJavaScript);
    await page.goto('/account/punchout?format=oci');
    await createUser(page, 'OCI', login, withJavaScript);

    // the message naming the user wraps
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // in the list each cell shows its column's name on one line beside the wrapped value
    const columnName = await page.getByRole('cell', { name: `Username ${login}` }).evaluate((td) => getComputedStyle(td, '::before'));
    expect(parseFloat(columnName.height)).toBeLessThan(2 * parseFloat(columnName.fontSize));
    await page.getByRole('link', { name: `Edit ${login}` }).click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(login);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
