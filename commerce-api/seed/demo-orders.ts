// The demo users' account history (seed/demo-customers.ts has the users): their addresses and
// preferred addresses and Oil Corp's cost centers, written into the database once
// (seedDemoAccounts); and a few orders and a recurring order placed through the API's own routes
// (placeDemoOrders, run once the API is up), so they are exactly what a shopper would get.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { restBasePath } from '../app';
import { createAccountUsers } from '../customer/account/account-users';
import { DEFAULT_USAGE } from '../customer/account/customer-address-input';
import { type CustomerAddressValues, createCustomerAddressStore } from '../customer/account/customer-address-store';
import { createCostCenterStore } from '../customer/account/cost-center-store';
import { createCustomerStore } from '../customer/customer-store';
import type { Db } from '../db/open-database';
import { DEMO_PASSWORD } from './demo-customers';

const NO_DETAILS = {
  addressName: null,
  title: null,
  companyName1: null,
  companyName2: null,
  addressLine2: null,
  addressLine3: null,
  phoneHome: null,
  phoneMobile: null,
  phoneBusiness: null,
  phoneBusinessDirect: null,
  fax: null,
};

const address = (values: Partial<CustomerAddressValues> & Pick<CustomerAddressValues, 'firstName' | 'lastName' | 'addressLine1' | 'postalCode' | 'city' | 'email'>): CustomerAddressValues => ({
  ...NO_DETAILS,
  ...DEFAULT_USAGE,
  countryCode: 'DE',
  mainDivisionCode: null,
  ...values,
});

const PATRICIA_HOME = address({
  addressName: 'Home',
  title: 'Ms.',
  firstName: 'Patricia',
  lastName: 'Miller',
  addressLine1: 'Potsdamer Str. 20',
  postalCode: '14483',
  city: 'Berlin',
  mainDivisionCode: 'BE',
  phoneHome: '+49 30 1234 5678',
  email: 'patricia@test.intershop.de',
});

const OIL_CORP_HEADQUARTERS = address({
  addressName: 'Headquarters',
  companyName1: 'Oil Corp Ltd.',
  firstName: 'Bernhard',
  lastName: 'Boldner',
  addressLine1: 'Intershop Tower',
  addressLine2: 'Intershop-Passage 1',
  postalCode: '07743',
  city: 'Jena',
  mainDivisionCode: 'TH',
  phoneBusiness: '+49 3641 50 0',
  email: 'bboldner@test.intershop.de',
});

const OIL_CORP_WAREHOUSE = address({
  addressName: 'Warehouse',
  companyName1: 'Oil Corp Ltd.',
  companyName2: 'Goods receipt',
  firstName: 'Jack',
  lastName: 'Link',
  addressLine1: 'Am Sandtorkai 5',
  postalCode: '20457',
  city: 'Hamburg',
  mainDivisionCode: 'HH',
  email: 'jlink@test.intershop.de',
  invoiceToAddress: false,
});

/** Jack Link's own address, which the company's other buyers do not see. */
const JLINK_HOME_OFFICE = address({
  addressName: 'Home office',
  firstName: 'Jack',
  lastName: 'Link',
  addressLine1: 'Löbdergraben 12',
  postalCode: '07743',
  city: 'Jena',
  mainDivisionCode: 'TH',
  email: 'jlink@test.intershop.de',
});

/**
 * Writes the demo customers' addresses (their users' preferred invoice and ship-to addresses) and
 * Oil Corp's cost centers 100400 and 100402, once: a demo customer that has addresses is left alone.
 */
export function seedDemoAccounts(db: Db): void {
  const customers = createCustomerStore(db);
  const users = createAccountUsers(db);
  const addresses = createCustomerAddressStore(db);
  const costCenters = createCostCenterStore(db);
  const patricia = customers.findByNo('Patricia');
  const oilCorp = customers.findByNo('OilCorp');
  db.transaction(() => {
    if (patricia && addresses.list(patricia.id).length === 0) {
      const home = addresses.create(patricia.id, null, PATRICIA_HOME);
      for (const user of users.ofCustomer(patricia.id)) users.setPreferredAddresses(user.userId, { invoiceTo: home.id, shipTo: home.id });
    }
    if (oilCorp && addresses.list(oilCorp.id).length === 0) {
      const user = (login: string) => users.byLogin(oilCorp.id, login);
      const [jlink, bboldner, pmiller] = [user('jlink@test.intershop.de'), user('bboldner@test.intershop.de'), user('pmiller@test.intershop.de')];
      const headquarters = addresses.create(oilCorp.id, null, OIL_CORP_HEADQUARTERS);
      const warehouse = addresses.create(oilCorp.id, null, OIL_CORP_WAREHOUSE);
      if (jlink) {
        addresses.create(oilCorp.id, jlink.userId, JLINK_HOME_OFFICE);
        users.setPreferredAddresses(jlink.userId, { invoiceTo: headquarters.id, shipTo: warehouse.id });
      }
      for (const other of [bboldner, pmiller]) {
        if (other) users.setPreferredAddresses(other.userId, { invoiceTo: headquarters.id, shipTo: headquarters.id });
      }
      if (costCenters.list(oilCorp.id).length === 0) {
        costCenters.create(
          oilCorp.id,
          { costCenterId: '100400', name: 'Oil Corp Headquarters', ownerUserId: bboldner?.userId ?? null, currency: 'EUR', budgetCents: 5_000_000, budgetPeriod: 'monthly', active: true },
          pmiller ? [{ userId: pmiller.userId, budgetCents: 1_000_000, budgetPeriod: 'monthly' }] : [],
        );
        costCenters.create(
          oilCorp.id,
          { costCenterId: '100402', name: 'Oil Corp Research', ownerUserId: jlink?.userId ?? null, currency: 'EUR', budgetCents: 2_000_000, budgetPeriod: 'quarterly', active: true },
          [
            ...(jlink ? [{ userId: jlink.userId, budgetCents: 500_000, budgetPeriod: 'monthly' as const }] : []),
            ...(pmiller ? [{ userId: pmiller.userId, budgetCents: null, budgetPeriod: 'monthly' as const }] : []),
          ],
        );
      }
    }
  })();
}

interface DemoOrder {
  login: string;
  items: { sku: string; quantity: number }[];
  shippingMethod: string;
  /** A recurrence makes it a recurring order: monthly, from a week after seeding. */
  recurring?: boolean;
  /** The cost center (number) a business user orders on. */
  costCenter?: string;
}

/** The history: 3 orders and a monthly recurring order for Patricia, 2 orders of Oil Corp's buyers. */
export const DEMO_ORDERS: DemoOrder[] = [
  { login: 'patricia@test.intershop.de', items: [{ sku: '201807171', quantity: 1 }], shippingMethod: 'STD_GROUND' },
  { login: 'patricia@test.intershop.de', items: [{ sku: '457595', quantity: 2 }, { sku: '872843', quantity: 1 }], shippingMethod: 'STD_2DAY' },
  { login: 'patricia@test.intershop.de', items: [{ sku: '201807191', quantity: 1 }], shippingMethod: 'STD_GROUND' },
  { login: 'patricia@test.intershop.de', items: [{ sku: '872843', quantity: 2 }], shippingMethod: 'STD_GROUND', recurring: true },
  { login: 'jlink@test.intershop.de', items: [{ sku: '201807199', quantity: 2 }, { sku: '201807197', quantity: 1 }], shippingMethod: 'STD_GROUND', costCenter: '100402' },
  { login: 'pmiller@test.intershop.de', items: [{ sku: '872843', quantity: 3 }], shippingMethod: 'EXPRESS', costCenter: '100400' },
];

export interface DemoOrderOptions {
  channel: string;
  orders?: DemoOrder[];
  /** The clock of the recurring order's start date. */
  now?: () => Date;
}

/**
 * Places the demo orders through the API (log in, fill a basket, choose shipping and invoice
 * payment, order), unless one of their users has orders already: a restart places nothing twice.
 * Answers how many orders and recurring orders it placed.
 */
export async function placeDemoOrders(app: FastifyInstance, options: DemoOrderOptions): Promise<number> {
  const base = restBasePath(options.channel);
  const plans = options.orders ?? DEMO_ORDERS;
  const now = options.now ?? (() => new Date());
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, token: string | undefined, body?: unknown): Promise<LightMyRequestResponse> => {
    const response = await app.inject({
      method,
      url: `${base}${path}`,
      headers: {
        ...(token ? { 'authentication-token': token } : {}),
        ...(typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    if (response.statusCode >= 400) throw new Error(`demo orders: ${method} ${path} answered ${response.statusCode} ${response.body}`);
    return response;
  };

  const tokens = new Map<string, string>();
  for (const login of new Set(plans.map(plan => plan.login))) {
    const form = new URLSearchParams({ grant_type: 'password', username: login, password: DEMO_PASSWORD }).toString();
    tokens.set(login, (await call('POST', '/token', undefined, form)).json().access_token as string);
  }
  for (const token of tokens.values()) {
    const orders = (await call('GET', '/orders?limit=1', token)).json();
    if (orders.info.total > 0) return 0;
  }

  const startDate = new Date(now().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (const plan of plans) {
    const token = tokens.get(plan.login) as string;
    // a new basket of the user starts with the user's preferred invoice and ship-to addresses
    const basketId = (await call('POST', '/baskets', token)).json().data.id as string;
    await call('POST', `/baskets/${basketId}/items`, token, plan.items.map(item => ({ product: item.sku, quantity: { value: item.quantity } })));
    await call('PATCH', `/baskets/${basketId}`, token, {
      commonShippingMethod: plan.shippingMethod,
      ...(plan.recurring ? { recurrence: { interval: 'P1M', startDate } } : {}),
    });
    if (plan.costCenter) await call('POST', `/baskets/${basketId}/attributes`, token, { name: 'Order_CostCenter_ID', type: 'String', value: plan.costCenter });
    await call('PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument: 'ISH_INVOICE' });
    await call('POST', '/orders', token, { basket: basketId, termsAndConditionsAccepted: true });
  }
  return plans.length;
}
