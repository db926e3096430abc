// What a PunchOutSetupRequest does once it is read (setup-request.ts):
// 1. the sender is the path's company's cXML punchout user whose login is the Sender Identity and
//    whose password is the SharedSecret, checked through the password hash (secret-check.ts, in
//    constant time; an unknown login is checked against a dummy hash, so the answer takes as long).
//    Wrong or unknown credentials are 401, as is a user of another company or another punchout
//    type; a right secret of a deactivated user (or of a company not approved) is 403. Failures
//    count for the login throttle, which answers 403 while it holds the sender back.
// 2. the BrowserFormPost URL must be http(s), on the user's `returnUrlOrigins` when it has any, and on
//    the company's `allowedReturnOrigins` (its punchout settings) when those name any.
// 3. a new basket of the user gets the channel's first shipping method (so the transferred totals
//    show shipping) and, for edit and inspect, the ItemOut lines that can still be ordered (a line
//    whose product is gone is left out; a warranty ItemOut is read by its parentLineNumber).
// 4. a session is opened for it; the StartPage is the storefront's /punchout with its sid and start
//    token. Basket and session are written in one transaction: nothing half-done.
import type { PriceStore } from '../../catalog/prices/pricing';
import type { ProductStore } from '../../catalog/products/product-store';
import type { BasketStore, LineItemValues } from '../../basket/basket-store';
import { planAdditions } from '../../basket/line-item-changes';
import type { CustomerStore } from '../../customer/customer-store';
import type { LoginThrottle } from '../../customer/login-throttle';
import { hashPassword } from '../../customer/passwords';
import type { UserRecord, UserStore } from '../../customer/user-store';
import type { Db } from '../../db/open-database';
import { IcmError } from '../../http/icm-errors';
import type { ShippingMethods } from '../../reference/shipping-methods';
import type { ShopSettings } from '../../reference/shop-settings';
import type { PunchoutSettingsStore } from '../settings/punchout-settings';
import { CXML, punchoutTypeOfRoles } from '../punchout-types';
import { type CxmlConfigurations, parseOrigins } from './cxml-configuration';
import { CxmlStatusError } from './cxml-documents';
import type { CxmlSessions } from './cxml-sessions';
import { createSecretCheck } from './secret-check';
import type { ItemOutLine, SetupRequest } from './setup-request';

export interface PunchoutSetupStores {
  users: UserStore;
  customers: CustomerStore;
  throttle: LoginThrottle;
  baskets: BasketStore;
  products: ProductStore;
  prices: PriceStore;
  shippingMethods: ShippingMethods;
  settings: ShopSettings;
  cxmlSessions: CxmlSessions;
  cxmlConfigurations: CxmlConfigurations;
  punchoutSettings: PunchoutSettingsStore;
  storefrontUrl: string;
}

export interface SetupScope {
  customerNo: string;
  clientAddress: string;
  locale: string;
  currency: string;
}

interface SecretCheck extends ReturnType<typeof createSecretCheck> {
  dummyHash: Promise<string>;
}

const unauthorized = () => new CxmlStatusError(401, "The Sender's Identity and SharedSecret are no valid credentials of a cXML punchout user of this customer.");

/** The cXML punchout user the request's Sender credential names, or a CxmlStatusError. */
async function authenticate(request: SetupRequest, scope: SetupScope, stores: PunchoutSetupStores, secrets: SecretCheck): Promise<UserRecord> {
  const { identity, sharedSecret } = request.sender;
  const retryAfter = stores.throttle.retryAfterSeconds(identity, scope.clientAddress);
  if (retryAfter > 0) throw new CxmlStatusError(403, `Too many wrong credentials; try again in ${retryAfter} seconds.`);
  const user = stores.users.findByLogin(identity);
  const matches = await secrets.verify(sharedSecret, user?.passwordHash ?? (await secrets.dummyHash));
  const customer = user && stores.customers.findById(user.customerId);
  const own = customer !== undefined && customer.customerNo.toLowerCase() === scope.customerNo.toLowerCase();
  if (!user || user.passwordHash === null || !matches || !own || punchoutTypeOfRoles(user.roles) !== CXML) {
    stores.throttle.recordFailure(identity, scope.clientAddress);
    throw unauthorized();
  }
  stores.throttle.recordSuccess(identity, scope.clientAddress);
  if (customer.approvalStatus !== 'APPROVED') throw new CxmlStatusError(403, 'The customer is not approved.');
  if (!user.active) throw new CxmlStatusError(403, 'The cXML punchout user is deactivated.');
  return user;
}

/** Refuses a BrowserFormPost URL the basket may not go back to. */
function checkReturnUrl(returnUrl: string, allowedOrigins: string, companyOrigins: string[]): void {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw new CxmlStatusError(400, 'The BrowserFormPost URL is no absolute URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CxmlStatusError(400, 'The BrowserFormPost URL must be an http or https URL.');
  const origins = parseOrigins(allowedOrigins) ?? [];
  if (origins.length > 0 && !origins.includes(url.origin)) {
    throw new CxmlStatusError(403, `The BrowserFormPost URL's origin ${url.origin} is not among the origins this punchout user may return baskets to.`);
  }
  if (companyOrigins.length > 0 && !companyOrigins.includes(url.origin)) {
    throw new CxmlStatusError(403, `The BrowserFormPost URL's origin ${url.origin} is not among the origins this company's punchout settings allow.`);
  }
}

/** ItemOut lines as basket additions: each top-level line with the SKU of the first ItemOut naming it as parent (its warranty). */
function additionsOf(items: ItemOutLine[]) {
  return items
    .filter(item => item.parentLineNumber === undefined)
    .map(item => ({
      product: item.sku,
      // baskets hold whole pieces
      quantity: { value: Math.max(1, Math.round(item.quantity)) },
      warranty: items.find(candidate => item.lineNumber !== undefined && candidate.parentLineNumber === item.lineNumber)?.sku,
    }));
}

export function createPunchoutSetup(db: Db, stores: PunchoutSetupStores) {
  // the dummy hash is compared against when the Sender Identity is unknown
  const secrets: SecretCheck = { ...createSecretCheck(), dummyHash: hashPassword('unknown-cxml-sender-0') };

  /**
   * The earlier lines that can still be ordered: all at once when they all can, else each on its own
   * (with its warranty if that is still offered).
   */
  function restoreLines(basketId: string, items: ItemOutLine[], scope: SetupScope): void {
    const changeScope = { locale: scope.locale, currency: scope.currency };
    const lineStores = { products: stores.products, prices: stores.prices, maxItemQuantity: stores.settings.maxItemQuantity };
    const planned = (additions: ReturnType<typeof additionsOf>): LineItemValues[] | undefined => {
      try {
        return planAdditions(additions, stores.baskets.lineItems(basketId), lineStores, changeScope).changes;
      } catch (error) {
        if (error instanceof IcmError) return undefined;
        throw error;
      }
    };
    const additions = additionsOf(items);
    if (additions.length === 0) return;
    const all = planned(additions);
    if (all) {
      stores.baskets.saveLines(basketId, all);
      return;
    }
    for (const addition of additions) {
      const changes = planned([addition]) ?? (addition.warranty === undefined ? undefined : planned([{ ...addition, warranty: undefined }]));
      if (changes) stores.baskets.saveLines(basketId, changes);
    }
  }

  const openSession = db.transaction((user: UserRecord, request: SetupRequest, scope: SetupScope) => {
    const basket = stores.baskets.create(user.ownerKey, scope.currency);
    const [shippingMethod] = stores.shippingMethods.eligible(scope.locale, scope.currency, undefined);
    if (shippingMethod) stores.baskets.choose(basket.id, { shippingMethodId: shippingMethod.id });
    restoreLines(basket.id, request.items, scope);
    return stores.cxmlSessions.open({
      userId: user.id,
      basketId: basket.id,
      operation: request.operation,
      buyerCookieXml: request.buyerCookieXml,
      returnUrl: request.returnUrl,
      from: request.from,
      to: request.to,
    });
  });

  return {
    /** The StartPage URL of a new session, or a CxmlStatusError. */
    async start(request: SetupRequest, scope: SetupScope): Promise<string> {
      const user = await authenticate(request, scope, stores, secrets);
      checkReturnUrl(request.returnUrl, stores.cxmlConfigurations.of(user.id).returnUrlOrigins, stores.punchoutSettings.of(user.customerId).allowedReturnOrigins);
      const { sid, startToken } = openSession(user, request, scope);
      return `${stores.storefrontUrl}/punchout?${new URLSearchParams({ sid, 'access-token': startToken })}`;
    },
  };
}
