// Organization management's user pages and company settings through the built storefront and the
// bundled API, as a browser without JavaScript uses them: the account admin lists, creates and
// changes users and the company settings (budget price type, cost centers); a buyer is sent to the error page; create and edit pages
// opened directly go back to their parent page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { DEMO_PASSWORD, loggedIn } from './customers';
import { checkbox } from './html';
import type { Shopper } from './shopper';

let shop: BuiltStorefront;
let admin: Shopper;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoOrganizationUsers(db);
  });
  admin = await loggedIn(shop, 'bboldner@test.intershop.de', DEMO_PASSWORD);
}, 120_000);
afterAll(() => shop?.close());

const USERS = '/account/organization/users';
/** A page opened from within the shop (a link), as the prior-navigation rule asks. */
const fromTheShop = { 'Sec-Fetch-Site': 'same-origin' };
const userPath = (login: string, suffix = '') => `${USERS}/${encodeURIComponent(login)}${suffix}`;

describe('the users pages', () => {
  it('list the company users with roles and budget, and the navigation links the account admin to them', async () => {
    const page = await admin.text(USERS);
    expect(page).toContain('User management');
    expect(page).toContain('Patricia Miller');
    expect(page).toContain('Jana Becker');
    expect(page).toContain('Approver');
    expect(page).toMatch(/2,000\.00.{0,20} per month/);
    expect(page).toContain(`href="${USERS}"`);
    expect(page).toContain('href="/account/organization/settings"');
  });

  it('send a buyer to the error page for the missing permission, and show no link to them', async () => {
    const buyer = await loggedIn(shop, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const response = await buyer.get(USERS);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS');
    expect(await buyer.text('/account')).not.toContain(`href="${USERS}"`);
  });

  it('speak German below /de, role names included', async () => {
    const page = await admin.text(`/de${USERS}`);
    expect(page).toContain('Benutzerverwaltung');
    expect(page).toContain('Genehmiger');
    expect(page).toMatch(/pro Monat/);
  });

  it('redirect a direct hit on the create page to the users', async () => {
    const response = await admin.get(`${USERS}/create`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(USERS);
  });

  it('create a user with roles and budget: to the new user’s page, which shows them', async () => {
    expect((await admin.get(`${USERS}/create`, fromTheShop)).status).toBe(200);
    const email = `nora.${Date.now()}@test.intershop.de`;
    const response = await admin.post(`${USERS}/create`, {
      intent: 'create',
      firstName: 'Nora',
      lastName: 'Neumann',
      email,
      roleIds: 'APP_B2B_BUYER',
      orderSpentLimit: '250.50',
      budget: '1000',
      budgetPeriod: 'weekly',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(userPath(email));
    const page = await admin.text(userPath(email));
    expect(page).toContain('Nora Neumann');
    expect(page).toContain('Buyer');
    expect(page).toMatch(/250\.50/);
    expect(page).toMatch(/1,000\.00.{0,20} per week/);
  });

  it('refuse a user without a last name with 422: the message next to the field, the typed values kept', async () => {
    const response = await admin.post(`${USERS}/create`, { intent: 'create', firstName: 'Typed', lastName: '', email: 'typed@test.intershop.de', budgetPeriod: 'monthly' });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('Please fill in this field.');
    expect(page).toContain('value="Typed"');
  });

  it('change a user’s budget', async () => {
    const response = await admin.post(userPath('pmiller@test.intershop.de', '/budget'), { intent: 'save', orderSpentLimit: '300', budget: '1500', budgetPeriod: 'quarterly' });
    expect(response.status).toBe(303);
    expect(await admin.text(userPath('pmiller@test.intershop.de'))).toMatch(/1,500\.00.{0,20} per quarter/);
  });

  it('fill a user’s budget in on the German budget page with a decimal comma', async () => {
    const page = await (await admin.get(`/de${userPath('jlink@test.intershop.de', '/budget')}`, fromTheShop)).text();
    expect(page).toMatch(/name="orderSpentLimit" value="500,00"/);
    expect(page).toMatch(/name="budget" value="2000,00"/);
  });

  it('tell the admin that they cannot take the admin role from themselves', async () => {
    const response = await admin.post(userPath('bboldner@test.intershop.de', '/roles'), { intent: 'save', roleIds: 'APP_B2B_BUYER' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('take the administrator role from yourself');
  });

  it('delete a user after the confirmation, without JavaScript', async () => {
    const email = `gone.${Date.now()}@test.intershop.de`;
    await admin.post(`${USERS}/create`, { intent: 'create', firstName: 'Gina', lastName: 'Gone', email, budgetPeriod: 'monthly' });
    const confirmation = await admin.text(`${userPath(email)}?delete=1`);
    expect(confirmation).toContain('Do you really want to delete Gina Gone?');
    const response = await admin.post(userPath(email), { intent: 'delete' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(USERS);
    expect((await admin.get(userPath(email))).status).toBe(404);
  });
});

describe('the company settings', () => {
  it('show the company profile and save the budget price type', async () => {
    expect(await admin.text('/account/organization/settings')).toContain('Oil Corp Ltd.');
    const response = await admin.post('/account/organization/settings', { intent: 'save', budgetPriceType: 'net' });
    expect(response.status).toBe(303);
    expect(await admin.text('/account/organization/settings')).toMatch(/value="net"[^>]*checked|checked[^>]*value="net"/);
  });

  it('save the cost center settings with the budget price type, a box left unticked turned off', async () => {
    const settingsPage = '/account/organization/organization-settings';
    const ticked = async () => {
      const page = await admin.text(settingsPage);
      return [checkbox(page, 'Cost center optional at checkout')?.checked, checkbox(page, 'Cost center per line item')?.checked];
    };
    expect(await ticked()).toEqual([false, false]);

    expect((await admin.post(settingsPage, { intent: 'save', budgetPriceType: 'gross', isCostCenterPerPosition: 'on' })).status).toBe(303);
    expect(await ticked()).toEqual([false, true]);

    expect((await admin.post(settingsPage, { intent: 'save', budgetPriceType: 'gross', isCostCenterOptional: 'on' })).status).toBe(303);
    expect(await ticked()).toEqual([true, false]);
  });

  it('are not saved for a buyer, who is sent to the error page for the missing permission', async () => {
    const before = await admin.text('/account/organization/settings');
    const buyer = await loggedIn(shop, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    const response = await buyer.post('/account/organization/settings', { intent: 'save', budgetPriceType: 'net', isCostCenterPerPosition: 'on' });
    expect(response.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS');
    expect(checkbox(await admin.text('/account/organization/settings'), 'Cost center per line item')).toEqual(checkbox(before, 'Cost center per line item'));
  });

  it('are the organization settings page too (with feature costCenters)', async () => {
    const response = await admin.get('/account/organization/organization-settings');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Budgets and order limits count');
  });

  it('send a buyer to the error page for the missing permission', async () => {
    const buyer = await loggedIn(shop, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    const response = await buyer.get('/account/organization/settings');
    expect(response.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS');
  });

  it('change the company profile', async () => {
    const response = await admin.post('/account/organization/settings/company', { intent: 'save', companyName: 'Oil Corp Ltd.', industry: 'Energy' });
    expect(response.status).toBe(303);
    expect(await admin.text('/account/organization/settings')).toContain('Energy');
  });
});

describe('the account overview', () => {
  it('shows a buyer’s own budget', async () => {
    const buyer = await loggedIn(shop, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const page = await buyer.text('/account');
    expect(page).toContain('Your budget');
    expect(page).toMatch(/2,000\.00.{0,20} per month/);
    expect(page).toContain('Remaining budget');
  });

  it('shows no budget to a private customer', async () => {
    const patricia = await loggedIn(shop, 'patricia@test.intershop.de', DEMO_PASSWORD);
    expect(await patricia.text('/account')).not.toContain('Your budget');
  });
});
