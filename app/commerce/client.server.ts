// The commerce client: one per incoming request, bound to its locale, currency and token. Loaders and
// actions call `client.<resource>.<call>()`; later resource families (baskets, orders, customers, …) are
// more modules over the same transport, added to `createCommerceClient` below.
import { createAccountRecoveryResource } from './account-recovery.server';
import { createAddressesResource } from './addresses.server';
import { createBasketsResource } from './baskets.server';
import type { CatalogCache } from './catalog-cache.server';
import { createCategoriesResource } from './categories.server';
import { createConfigurationResource } from './configuration.server';
import { createCompanyUsersResource } from './company-users.server';
import { createCostCentersResource } from './cost-centers.server';
import { createCountriesResource } from './countries.server';
import { createCustomerPaymentsResource } from './customer-payments.server';
import { createCustomersResource } from './customers.server';
import { createFiltersResource } from './filters.server';
import { createTransport, type Transport } from './icm-transport.server';
import { createInventoryResource } from './inventory.server';
import { createLocalizationsResource } from './localizations.server';
import { createOrdersResource } from './orders.server';
import { createPricesResource } from './prices.server';
import { createProductsResource } from './products.server';
import { createPromotionsResource } from './promotions.server';
import { createCmsResource } from './cms.server';
import { createPunchoutSessionsResource } from './punchout-sessions.server';
import { createPunchoutsResource } from './punchouts.server';
import { createQuotesResource } from './quotes.server';
import { createContactResource } from './contact.server';
import { createContactPersonsResource } from './contact-persons.server';
import { createStoresResource } from './stores.server';
import { createRecurringOrdersResource } from './recurring-orders.server';
import { createRequisitionsResource } from './requisitions.server';
import { createSearchResource } from './search.server';
import { createSsoResource } from './sso.server';
import { createSubscriptionsResource } from './subscriptions.server';
import { createUserCostCentersResource } from './user-cost-centers.server';
import { createWishlistsResource } from './wishlists.server';

export interface CommerceClientOptions {
  /** `{ICM}/INTERSHOP/rest/WFS/{channel}/-` */
  baseUrl: string;
  /** `en_US` */
  locale: string;
  currency: string;
  /** The session's API token (user, anonymous or order token). */
  token?: string;
  fetch?: typeof fetch;
  /** Shared cache for anonymous catalogue GETs; ignored for calls that carry a token. */
  cache?: CatalogCache;
  /** The token is anonymous: catalogue calls go without it, through the shared cache. */
  catalogWithoutToken?: boolean;
  /** Personalization group id (`;spgid=` on catalogue calls). */
  pgid?: string;
  /** Business customer number, for customer-specific prices. */
  customerNo?: string;
  /** Per-call timeout, default 8 s. */
  timeoutMs?: number;
  /** See TransportOptions.deadline: when the calls of this request give up at the latest. */
  deadline?: number;
  /** Delay before retrying without a rejected token, default 500 ms. */
  tokenRetryDelayMs?: number;
  /** Batch window for price and inventory look-ups; default: the current turn of the event loop. */
  batchWindowMs?: number;
  /** Abort signal of the incoming request. */
  signal?: AbortSignal;
  /** See TransportOptions.staticOrigin: '' keeps image URLs host-relative. */
  staticOrigin?: string;
  /**
   * The storefront editor's preview context (app/features/preview): sent on the CMS calls as `;prectx=`,
   * which then bypass the shared cache.
   */
  previewContextId?: string;
  /** Told when batched secondary data (prices, stock) could not be loaded; those SKUs come back absent. */
  onDegraded?: (what: string, error: unknown) => void;
}

export function createCommerceClient(options: CommerceClientOptions) {
  const transport: Transport = createTransport(options);
  const batching = { windowMs: options.batchWindowMs, onFailure: options.onDegraded };
  return {
    locale: transport.locale,
    currency: transport.currency,
    /** True once ICM rejected the session's token during this request: the session should drop it. */
    get tokenRejected(): boolean {
      return transport.tokenRejected;
    },
    /** From now on calls go with this token (a login's user token). */
    setToken: (token: string) => transport.setToken(token),
    /** The low-level call, for resource modules. */
    request: transport.request,
    url: transport.url,
    products: createProductsResource(transport),
    categories: createCategoriesResource(transport),
    filters: createFiltersResource(transport),
    search: createSearchResource(transport),
    prices: createPricesResource(transport, { ...batching, customerNo: options.customerNo }),
    inventory: createInventoryResource(transport, batching),
    promotions: createPromotionsResource(transport),
    cms: createCmsResource(transport, options.previewContextId),
    countries: createCountriesResource(transport),
    configuration: createConfigurationResource(transport),
    localizations: createLocalizationsResource(transport),
    baskets: createBasketsResource(transport),
    orders: createOrdersResource(transport),
    recurringOrders: createRecurringOrdersResource(transport),
    requisitions: createRequisitionsResource(transport),
    quotes: createQuotesResource(transport),
    wishlists: createWishlistsResource(transport),
    stores: createStoresResource(transport),
    contact: createContactResource(transport),
    contactPersons: createContactPersonsResource(transport),
    userCostCenters: createUserCostCentersResource(transport),
    accountRecovery: createAccountRecoveryResource(transport),
    customers: createCustomersResource(transport),
    addresses: createAddressesResource(transport),
    customerPayments: createCustomerPaymentsResource(transport),
    companyUsers: createCompanyUsersResource(transport),
    costCenters: createCostCentersResource(transport),
    punchouts: createPunchoutsResource(transport),
    sso: createSsoResource(transport),
    subscriptions: createSubscriptionsResource(transport),
    punchoutSessions: createPunchoutSessionsResource(transport),
  };
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;
export { CommerceError } from './errors';
export type { CatalogCache } from './catalog-cache.server';
