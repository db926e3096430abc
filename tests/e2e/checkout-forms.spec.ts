import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fillGuestAddress } from './guest-address';
import { hydrated } from './hydrated';
import { open, toast } from './shop-pages';

// The address forms and the checkout's steps as a browser renders them, with JavaScript on (project
// js) and off (project no-js): regions without a round trip, postal codes by country, the focus after
// a refused post, and the step indicator on a phone.
const javaScriptOn = (projectName: string) => projectName === 'js';

async function addProduct(page: Page, withJavaScript: boolean) {
  await open(page, '/product/201807171', withJavaScript);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(toast(page, 'has been added to your basket')).toBeVisible();
}

// On the German page, whose address starts in Germany: another country's regions were once only a
// round trip away without JavaScript, a trip that emptied the passwords.
test('a shopper registers with a state of the United States in one post, passwords and all', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await open(page, '/de/register', withJavaScript);
  await page.getByRole('radio', { name: 'Privatkunde' }).check();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`region-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Passwort', { exact: false }).first().fill('first1234');
  await page.getByLabel('Passwort wiederholen').fill('first1234');
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Grace');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('1 Main Street');
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('10001');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('New York');
  await expect(page.getByRole('combobox', { name: 'Land', exact: true })).toHaveValue('DE');
  await page.getByRole('combobox', { name: 'Land', exact: true }).selectOption('US');
  await page.getByRole('combobox', { name: 'Bundesland oder Region' }).selectOption({ label: 'New York' });
  await page.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung.' }).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
});

test('a registration refused without JavaScript asks for both passwords again, and goes through once they are typed again', async ({ page }, testInfo) => {
  test.skip(javaScriptOn(testInfo.project.name), 'with JavaScript the page keeps the typed passwords');
  await page.goto('/de/register');
  await page.getByRole('radio', { name: 'Privatkunde' }).check();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`again-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Passwort', { exact: false }).first().fill('first1234');
  await page.getByLabel('Passwort wiederholen').fill('first1234');
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Grace');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Hauptstraße 1');
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('1');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Berlin');
  await page.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung.' }).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  await expect(page.getByRole('alert')).toContainText('Bitte geben Sie Ihr Passwort aus Sicherheitsgründen erneut in beide Passwortfelder ein.');
  await expect(page.getByLabel('Passwort wiederholen')).toHaveAccessibleDescription(/Bitte geben Sie Ihr Passwort aus Sicherheitsgründen erneut ein\./);
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('10115');
  await page.getByLabel('Passwort', { exact: false }).first().fill('first1234');
  await page.getByLabel('Passwort wiederholen').fill('first1234');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
});

test('the region list and its label follow the chosen country with JavaScript; without it the list groups every country and the label is true for all', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await open(page, '/register', withJavaScript);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
  const regions = page.getByRole('combobox', { name: 'State or region' });
  await expect(regions.getByRole('option', { name: 'New York' })).toHaveCount(1);
  await expect(regions.getByRole('option', { name: 'Bavaria' })).toHaveCount(withJavaScript ? 0 : 1);
  // The label tells the truth for the chosen country with JavaScript, and for every country without it.
  if (withJavaScript) {
    await expect(page.getByText('State or region *', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
    await expect(page.getByText('State or region (optional)', { exact: true })).toBeVisible();
  } else {
    await expect(regions).toHaveAccessibleDescription('Required where the country has states or regions.');
    await expect(page.getByText(/^State or region/)).not.toContainText(/optional|\*/);
  }
});

test("a postal code that is not the country's is refused next to the field, keeping what was typed", async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await addProduct(page, withJavaScript);
  await open(page, '/checkout/address', withJavaScript);
  await fillGuestAddress(page, { street: '1 High Street', postalCode: '10115', city: 'London', country: 'GB' });
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  const postalCode = page.getByRole('group', { name: 'Invoice address' }).getByRole('textbox', { name: 'Postal code', exact: true });
  await expect(postalCode).toHaveAccessibleDescription('Please enter a postal code as the chosen country writes them, such as SW1A 1AA.');
  await expect(postalCode).toHaveValue('10115');
  await expect(page.getByRole('group', { name: 'Invoice address' }).getByRole('textbox', { name: 'City', exact: true })).toHaveValue('London');
});

test("a guest's second address form shows only while \"Ship to the same address\" is not ticked", async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await addProduct(page, withJavaScript);
  await open(page, '/checkout/address', withJavaScript);
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await expect(page.getByRole('checkbox', { name: 'Ship to the same address' })).toBeChecked();
  await expect(shipping).toBeHidden();
  await page.getByRole('checkbox', { name: 'Ship to the same address' }).uncheck();
  await expect(shipping.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible();
});

/** Holds the page's scripts back until `release` is called: the page as a slow phone shows it before they run. */
async function holdScripts(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let releasing = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (releasing ? route.continue() : void held.push(() => route.continue())));
  return async () => {
    releasing = true;
    await Promise.all(held.map((resume) => resume()));
  };
}

test('a choice made on the address and payment steps before the scripts run stays chosen once they run', async ({ page }, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), 'a page without JavaScript has no scripts to take over');
  await addProduct(page, true);
  let release = await holdScripts(page);
  // the held scripts hold back `load` and DOMContentLoaded too: the page's first bytes are enough
  await page.goto('/checkout/address', { waitUntil: 'commit' });
  await page.getByRole('checkbox', { name: 'Ship to the same address' }).uncheck();
  await release();
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Ship to the same address' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Shipping address' }).getByRole('textbox', { name: 'First name', exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Ship to the same address' }).check();
  await fillGuestAddress(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping method' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await release();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
});

test('after a refused post without JavaScript, the focus is on the error summary', async ({ page }, testInfo) => {
  test.skip(javaScriptOn(testInfo.project.name), 'with JavaScript the form is checked in the page, without a post');
  await addProduct(page, false);
  await page.goto('/checkout/address');
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('jane.doe@example.com');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
});

test('after a refused submit with JavaScript, the focus is on the first field to fix, with the summary above the form', async ({ page }, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), 'without JavaScript the focus starts on the summary (the test above)');
  await page.setViewportSize({ width: 390, height: 844 });
  await addProduct(page, true);
  await open(page, '/de/checkout/address', true);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('jane.doe@example.com');
  await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Felder.' })).toBeVisible();
  const firstName = page.getByRole('group', { name: 'Rechnungsadresse' }).getByRole('textbox', { name: 'Vorname', exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).toBeInViewport();
});

test('the step indicator fits on one line of a 390 px wide phone, its labels level, in English and German, on the first and the last step', async ({ page }, testInfo) => {
  const withJavaScript = javaScriptOn(testInfo.project.name);
  await page.setViewportSize({ width: 390, height: 844 });
  const expectOneLine = async (path: string) => {
    await open(page, path, withJavaScript);
    const steps = page.getByRole('navigation', { name: /Checkout steps|Schritte zur Bestellung/ }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${path}: ${tops.join(', ')}`).toBe(1);
    // The labels level too: the current step's text beside the links' (which are 44 px high, to tap).
    const textTops = await steps.evaluateAll((items) =>
      items.map((item) => {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        let label: Node | null = null;
        while (walker.nextNode()) label = walker.currentNode;
        const range = document.createRange();
        range.selectNodeContents(label!);
        return Math.round(range.getBoundingClientRect().top);
      }),
    );
    expect(new Set(textTops).size, `${path}, the labels' tops: ${textTops.join(', ')}`).toBe(1);
  };
  await addProduct(page, withJavaScript);
  await expectOneLine('/checkout/address');
  await expectOneLine('/de/checkout/address');

  // The last step, whose earlier steps are links (with room around them to tap).
  await open(page, '/checkout/address', withJavaScript);
  await fillGuestAddress(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('radio', { name: /Standard Ground/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await expectOneLine('/checkout/review');
  await expectOneLine('/de/checkout/review');
});
