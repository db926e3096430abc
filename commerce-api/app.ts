// The bundled ICM-compatible commerce API: a Fastify instance over the SQLite database. This is
// the composition root: it creates each area's stores and hands every route module the ones it reads.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';

import { createAnonymousTokens } from './basket/anonymous-tokens';
import { createBasketAddresses } from './basket/basket-addresses';
import { registerBasketAttributeRoutes } from './basket/basket-attribute-routes';
import { createBasketAttributes } from './basket/basket-attributes';
import { registerBasketMergeRoutes } from './basket/basket-merge-routes';
import { createBasketRecurrences } from './basket/basket-recurrence';
import { registerBasketRoutes } from './basket/basket-routes';
import { createBasketStore } from './basket/basket-store';
import { registerCheckoutRoutes } from './basket/checkout-routes';
import { createPaymentInstruments } from './basket/payment-instruments';
import { createPaymentRedirectUrls } from './basket/payment-redirect-urls';
import { registerPaymentRoutes } from './basket/payment-routes';
import { registerPromotionCodeRoutes } from './basket/promotion-routes';
import { createPromotionRules } from './basket/promotion-store';
import { registerLineItemRoutes } from './basket/line-item-routes';
import { registerValidationRoutes } from './basket/validation-routes';
import { createOrderStore } from './checkout/order-store';
import { createOrderTexts } from './checkout/order-texts';
import { registerOrderRoutes } from './checkout/order-routes';
import { registerPaymentProviderRoutes } from './checkout/payment-provider-routes';
import { registerRecurringOrderRoutes } from './checkout/recurring-order-routes';
import { createRecurringOrderScheduler } from './checkout/recurring-order-scheduler';
import { createRecurringOrderStore } from './checkout/recurring-order-store';
import { createProviderPayments } from './checkout/provider-payments';
import { createStockReservations } from './checkout/stock-reservation';
import { createCaptchaCheck } from './customer/captcha/captcha-verifier';
import { createCustomerStore } from './customer/customer-store';
import { createAccountStores, registerAccountArea } from './customer/account/account-area';
import { createPrincipals } from './customer/principal';
import { registerNewsletterRoutes } from './customer/requests/newsletter-routes';
import { createNewsletterSubscriptions } from './customer/requests/newsletter-subscriptions';
import { registerPasswordReminderRoutes } from './customer/requests/password-reminder-routes';
import { createPasswordReminders } from './customer/requests/password-reminders';
import { registerPersonalDataRequestRoutes } from './customer/requests/personal-data-request-routes';
import { createPersonalDataRequests } from './customer/requests/personal-data-requests';
import { createUserStore } from './customer/user-store';
import { createIdTokenVerifier } from './customer/sso/id-token-verifier';
import { createSsoIdentities } from './customer/sso/sso-identities';
import { registerSingleSignOn } from './customer/sso/sso-routes';
import { createBackOfficeDirectory } from './demo/back-office-directory';
import { registerBackOfficeRoutes } from './demo/back-office-routes';
import { createMailDelivery } from './mail/mail-delivery';
import { createOutbox } from './mail/outbox';
import { createBudgetReader } from './organization/users/budget-reader';
import { registerOrganizationUsers } from './organization/users/organization-users-area';
import { registerPunchoutArea } from './punchout/punchout-area';
import { registerBasketQuoteRoutes } from './quoting/basket-quote-routes';
import { registerQuoteContactRoutes } from './quoting/quote-contact-routes';
import { registerQuoteRoutes } from './quoting/quote-routes';
import { registerContactRoutes } from './contact/contact-routes';
import { registerStoreRoutes } from './stores/store-routes';
import { registerContactPersonRoutes } from './contact-persons/contact-person-routes';
import { createStoreLocations } from './stores/store-locations';
import { createQuoteStore } from './quoting/quote-store';
import { storefrontBase } from './mail/storefront-links';
import { registerAttachmentRoutes } from './catalog/attachments/attachment-routes';
import { approvalTypesFrom } from './customer/customer-approval';
import { registerCustomerArea } from './customer/customer-area';
import { createLoginThrottle } from './customer/login-throttle';
import { createMessageThrottle } from './mail/message-throttle';
import { createUserTokens } from './customer/user-tokens';
import { createCategoryStore } from './catalog/categories/category-store';
import { registerCategoryRoutes } from './catalog/categories/category-routes';
import { registerCmsRoutes } from './cms/cms-routes';
import { createCmsStore } from './cms/cms-store';
import { registerImageRoutes } from './catalog/images/image-routes';
import { createImageTypes } from './catalog/images/image-types';
import { createInventoryStore } from './catalog/inventory/inventory';
import { registerInventoryRoutes } from './catalog/inventory/inventory-routes';
import { createCatalogSnapshots } from './catalog/listing/catalog-snapshot';
import { createListingEngine } from './catalog/listing/listing';
import { registerProductFilterRoutes } from './catalog/listing/product-filter-routes';
import { registerPriceRoutes } from './catalog/prices/price-routes';
import { createPriceStore } from './catalog/prices/pricing';
import { registerProductRelationRoutes } from './catalog/products/product-relation-routes';
import { registerProductRoutes } from './catalog/products/product-routes';
import { createProductStore } from './catalog/products/product-store';
import { registerPromotionRoutes } from './catalog/promotions/promotion-routes';
import { createPromotionStore } from './catalog/promotions/promotions';
import { createProductSearch } from './catalog/search/search';
import { registerSearchRoutes } from './catalog/search/search-routes';
import { createSuggestions } from './catalog/search/suggest';
import { migrate } from './db/migrate';
import { createRequisitionStores } from './organization/requisitions/requisition-area';
import { registerRequisitionRoutes } from './organization/requisitions/requisition-routes';
import { openDatabase } from './db/open-database';
import { installCors } from './http/cors';
import { registerHealthRoutes } from './http/health-routes';
import { answerClientError, answerFrameworkError, installIcmErrorHandling } from './http/icm-errors';
import { splitMatrixParameters } from './http/matrix-parameters';
import { installIcmMediaTypes } from './http/media-types';
import { type RequestWithMatrixParameters, installIcmRequestContext } from './http/request-context';
import { createCountryStore } from './reference/countries';
import { createLocalizationTexts } from './reference/localization-texts';
import { registerReferenceRoutes } from './reference/reference-routes';
import { registerSalesRepresentativeRoutes } from './reference/sales-representatives';
import { createPaymentMethods } from './reference/payment-methods';
import { createShippingMethods } from './reference/shipping-methods';
import { createShopSettings } from './reference/shop-settings';
import { createTaxRates } from './reference/tax-rates';
import { registerWishlistRoutes } from './wishlists/wishlist-routes';
import { createWishlistStore } from './wishlists/wishlist-store';

export const DEFAULT_CHANNEL = 'inSPIRED-inTRONICS-Site';

/** Request bodies are SKU lists and basket changes; anything larger is refused before parsing. */
const BODY_LIMIT_BYTES = 256 * 1024;

export interface CommerceApiOptions {
  dbFile: string;
  channel?: string;
  /** Log level of the request log (pino), or false for none. */
  logger?: false | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** The clock of recurrences, the recurring order scheduler, user tokens and the login throttle (tests inject one). */
  now?: () => Date;
  /** Customer types registered as PENDING until approved: SMB, PRIVATE (default: CUSTOMER_APPROVAL_TYPES, else SMB). */
  customerApprovalTypes?: string;
  /** The storefront's public URL, for the links in mails (default http://localhost:3000). */
  storefrontUrl?: string;
  /** SMTP server the outbox's mails go to (smtp://host:port); without it mails stay in the outbox. */
  smtpUrl?: string;
  /** Sender of the mails (default shop@inspired.example). */
  mailFrom?: string;
  /** Single sign-on (decision 014): the OpenID provider's issuer and the shop's client id there; both, or no SSO. */
  ssoIssuer?: string;
  ssoClientId?: string;
  /** reCAPTCHA (CAPTCHA_*): the secret (without it no form needs a captcha), the protected forms (a comma list of register, forgotPassword, quoteContact; default all), Google's siteverify URL and the lowest v3 score (0.5). */
  captchaSecret?: string;
  captchaFor?: string;
  captchaVerifyUrl?: string;
  captchaMinScore?: number;
  /** Called inside each order submission's transaction (the crash test pauses there; order-submission.ts). */
  insideOrderSubmission?: () => void;
  /** The demo back office's password (user `demo`); without it there is no back office (DEMO_BACK_OFFICE). */
  backOfficePassword?: string;
  /** Browser origins allowed to call the API across origins (COMMERCE_API_CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[];
}

export function restBasePath(channel: string): string {
  return `/INTERSHOP/rest/WFS/${channel}/-`;
}

/** A ready (not listening) API; the database is migrated, and closed when the app closes. */
export async function createCommerceApi(options: CommerceApiOptions): Promise<FastifyInstance> {
  const channel = options.channel ?? DEFAULT_CHANNEL;
  const db = openDatabase(options.dbFile);
  migrate(db);

  const settings = createShopSettings(db);
  const texts = createLocalizationTexts(db);
  const countries = createCountryStore(db);
  const shippingMethods = createShippingMethods(db);

  const products = createProductStore(db);
  const prices = createPriceStore(db);
  const categories = createCategoryStore(db);
  const imageTypes = createImageTypes(db);
  const search = createProductSearch(db);
  const snapshots = createCatalogSnapshots(db);
  const listing = createListingEngine(search, snapshots);
  const suggest = createSuggestions(db, search, snapshots, categories);
  const linkStores = { products, prices, categories, settings };
  const storefrontUrl = storefrontBase(options.storefrontUrl);
  const outbox = createOutbox(db, options.now);
  const messageThrottle = createMessageThrottle(options.now);
  const principals = createPrincipals(db, options.now);
  const captcha = createCaptchaCheck({
    secret: options.captchaSecret,
    forms: options.captchaFor,
    verifyUrl: options.captchaVerifyUrl,
    minScore: options.captchaMinScore,
  });
  const accountStores = createAccountStores(db, countries, options.now);
  const budgets = createBudgetReader(db, options.now);
  const requisitionStores = createRequisitionStores(db, accountStores.costCenters, options.now);
  const customerStores = {
    budgets,
    principals,
    customers: createCustomerStore(db, options.now),
    users: createUserStore(db, options.now),
    userTokens: createUserTokens(db, options.now),
    throttle: createLoginThrottle(db, options.now),
    approvalTypes: approvalTypesFrom(options.customerApprovalTypes ?? process.env.CUSTOMER_APPROVAL_TYPES),
    registrationAddresses: accountStores.registrationAddresses,
    settings,
    captcha,
  };
  const basketStores = {
    // a user's access token resolves to the user's owner key: baskets and orders work alike for users
    tokens: createAnonymousTokens(db, undefined, token => principals.ofToken(token)?.ownerKey),
    baskets: createBasketStore(db),
    // a logged-in user's basket also offers the customer addresses and saved instruments of the user
    addresses: createBasketAddresses(db, accountStores.basketChoices.addresses),
    products,
    prices,
    countries,
    shippingMethods,
    taxRates: createTaxRates(db),
    paymentMethods: createPaymentMethods(db),
    paymentInstruments: createPaymentInstruments(db, accountStores.basketChoices.instruments),
    returnUrls: createPaymentRedirectUrls(db),
    promotionRules: createPromotionRules(db),
    basketAttributes: createBasketAttributes(db),
    recurrences: createBasketRecurrences(db),
    // a business user's basket says whether it needs approval
    approvals: requisitionStores.approvals,
    now: options.now,
  };
  const quotes = createQuoteStore(db);
  const quoteStores = { principals, quotes, users: customerStores.users, outbox, storefrontUrl, now: options.now };
  const listingStores = { ...linkStores, listing, texts };
  const checkoutStores = {
    orders: createOrderStore(db),
    stock: createStockReservations(db),
    providerPayments: createProviderPayments(db),
    recurringOrders: createRecurringOrderStore(db),
    orderTexts: createOrderTexts(basketStores),
    // a placed order marks the quotes of its lines ordered
    quotes,
  };
  const requestStores = {
    customers: customerStores.customers,
    users: customerStores.users,
    principals,
    outbox,
    storefrontUrl,
    reminders: createPasswordReminders(db, options.now),
    personalDataRequests: createPersonalDataRequests(db, options.now),
    subscriptions: createNewsletterSubscriptions(db, options.now),
    captcha,
  };

  const app = Fastify({
    logger: options.logger ? { level: options.logger } : false,
    // X-Forwarded-For (the shopper's address, for the login throttle and captcha checks) only from a
    // loopback peer: the storefront beside it. Anyone else is counted by their own address.
    trustProxy: 'loopback',
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    rewriteUrl(request) {
      const { url, parameters } = splitMatrixParameters(request.url ?? '/');
      (request as RequestWithMatrixParameters).icmMatrixParameters = parameters;
      return url;
    },
  });
  // not started here: main.ts starts it (RECURRING_ORDERS_INTERVAL_SECONDS), tests call runDue()
  // its business buyers' orders pass the approval gate as at POST orders
  const { approvalGate, requisitions } = requisitionStores;
  const recurringOrderScheduler = createRecurringOrderScheduler(db, { ...basketStores, ...checkoutStores, approvalGate, requisitions }, {
    now: options.now,
    log: (message, details) => app.log.error(details, message),
  });
  app.decorate('recurringOrderScheduler', recurringOrderScheduler);
  // not started here either: server.ts starts it when SMTP_URL is set, tests call runDue()
  const mailDelivery = options.smtpUrl
    ? createMailDelivery(outbox, { smtpUrl: options.smtpUrl, from: options.mailFrom, now: options.now, log: (message, details) => app.log.error(details, message) })
    : null;
  app.decorate('mailDelivery', mailDelivery);
  app.addHook('onClose', async () => {
    recurringOrderScheduler.stop();
    mailDelivery?.stop();
    db.close();
  });

  await app.register(compress, { global: true, threshold: 1024 });
  await installCors(app, options.corsOrigins ?? []);
  installIcmErrorHandling(app);
  installIcmMediaTypes(app);

  await app.register(
    async rest => {
      installIcmRequestContext(rest, channel, settings);
      registerProductRoutes(rest, { ...listingStores, imageTypes, shippingMethods });
      registerProductRelationRoutes(rest, linkStores);
      registerCategoryRoutes(rest, { ...listingStores, imageTypes });
      registerProductFilterRoutes(rest, listingStores);
      registerSearchRoutes(rest, { ...linkStores, search, suggest });
      registerPriceRoutes(rest, { products, prices });
      registerInventoryRoutes(rest, { inventory: createInventoryStore(db), texts });
      registerPromotionRoutes(rest, { promotions: createPromotionStore(db) });
      registerReferenceRoutes(rest, { countries, settings, texts, customerTypeForLoginApproval: customerStores.approvalTypes, captcha });
      registerSalesRepresentativeRoutes(rest, { principals });
      registerBasketRoutes(rest, basketStores);
      registerLineItemRoutes(rest, { ...basketStores, maxItemQuantity: settings.maxItemQuantity });
      registerCheckoutRoutes(rest, basketStores);
      registerPaymentRoutes(rest, db, { ...basketStores, ...checkoutStores });
      registerPromotionCodeRoutes(rest, basketStores);
      registerOrderRoutes(rest, db, { ...basketStores, ...checkoutStores, principals, insideSubmission: options.insideOrderSubmission, approvalGate: requisitionStores.approvalGate });
      registerRequisitionRoutes(rest, db, { ...basketStores, ...checkoutStores, ...requisitionStores, principals });
      registerValidationRoutes(rest, db, { ...basketStores, stock: checkoutStores.stock, maxItemQuantity: settings.maxItemQuantity, costCenters: accountStores.costCenters });
      registerBasketMergeRoutes(rest, db, { ...basketStores, maxItemQuantity: settings.maxItemQuantity });
      registerBasketAttributeRoutes(rest, basketStores);
      registerRecurringOrderRoutes(rest, { ...checkoutStores, tokens: basketStores.tokens, now: options.now });
      registerCustomerArea(rest, db, { ...customerStores, anonymousTokens: basketStores.tokens, outbox, storefrontUrl });
      registerAccountArea(rest, { ...accountStores, principals, countries, paymentMethods: basketStores.paymentMethods, recurringOrders: checkoutStores.recurringOrders, orderTexts: checkoutStores.orderTexts, now: options.now });
      registerOrganizationUsers(rest, db, { ...requestStores, settings, budgets });
      registerPasswordReminderRoutes(rest, db, requestStores);
      registerPersonalDataRequestRoutes(rest, requestStores);
      registerNewsletterRoutes(rest, requestStores);
      registerCmsRoutes(rest, { cms: createCmsStore(db) });
      registerQuoteRoutes(rest, db, { ...basketStores, ...quoteStores, maxItemQuantity: settings.maxItemQuantity });
      registerBasketQuoteRoutes(rest, db, { ...basketStores, ...quoteStores });
      registerQuoteContactRoutes(rest, { principals, outbox, captcha, settings, messageThrottle });
      registerWishlistRoutes(rest, { principals, wishlists: createWishlistStore(db, options.now), products, maxItemQuantity: settings.maxItemQuantity });
      registerStoreRoutes(rest, { storeLocations: createStoreLocations(db) });
      registerContactPersonRoutes(rest, db);
      registerContactRoutes(rest, { principals, outbox, captcha, settings, messageThrottle });
      registerPunchoutArea(rest, db, { ...customerStores, ...basketStores, ...checkoutStores, ...listingStores, ...requestStores, search, now: options.now });
      if (options.ssoIssuer && options.ssoClientId) {
        registerSingleSignOn(rest, db, {
          ...customerStores,
          verifier: createIdTokenVerifier({ issuer: options.ssoIssuer, clientId: options.ssoClientId }, options.now),
          identities: createSsoIdentities(db, options.now),
          registrationAddresses: accountStores.registrationAddresses,
          outbox,
          storefrontUrl,
        });
      }
    },
    { prefix: restBasePath(channel) },
  );
  registerImageRoutes(app, { imageTypes, products, categories }, channel);
  registerAttachmentRoutes(app, { products }, channel);
  registerPaymentProviderRoutes(app, db, checkoutStores);
  if (options.backOfficePassword) {
    registerBackOfficeRoutes(app, db, {
      ...requestStores,
      ...quoteStores,
      products,
      prices,
      directory: createBackOfficeDirectory(db),
      password: options.backOfficePassword,
    });
  }
  registerHealthRoutes(app, db);

  await app.ready();
  return app;
}
