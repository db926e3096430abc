import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { shopLocales } from './i18n/locales';

// The spec's URL tree, once per locale: the default locale without a path prefix,
// every other locale below its prefix (/de/…). Route ids carry the locale so each
// module is registered once per locale.
function shopRoutes(locale: string): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:${name}`;
  return [
    index('routes/index.tsx', { id: id('index') }),
    route('home', 'routes/home.tsx', { id: id('home') }),
    route('search', 'routes/search.tsx', { id: id('search') }),
    route('search/:searchTerm', 'routes/search.tsx', { id: id('search-term') }),
    route('category/:categoryId', 'routes/category.tsx', { id: id('category') }),
    route('categoryref/:categoryRefId', 'routes/categoryref.tsx', { id: id('categoryref') }),
    route('product/:sku', 'routes/product.tsx', { id: id('product') }),
    route('basket', 'routes/basket.tsx', { id: id('basket') }),
    route('cart', 'routes/basket.tsx', { id: id('cart') }),
    route('cart_inject', 'routes/basket.tsx', { id: id('cart-inject') }),
    route('cart/addAllRemote', 'routes/basket.tsx', { id: id('cart-add-all-remote') }),
    route('checkout', 'routes/checkout.tsx', { id: id('checkout') }, [
      index('routes/checkout-index.tsx', { id: id('checkout-index') }),
      route('address', 'routes/checkout-address.tsx', { id: id('checkout-address') }),
      route('shipping', 'routes/checkout-shipping.tsx', { id: id('checkout-shipping') }),
      route('payment', 'routes/checkout-payment.tsx', { id: id('checkout-payment') }),
      route('review', 'routes/checkout-review.tsx', { id: id('checkout-review') }),
      route('receipt', 'routes/checkout-receipt.tsx', { id: id('checkout-receipt') }),
    ]),
    route('forgotPassword', 'routes/forgot-password.tsx', { id: id('forgot-password') }),
    route('forgotPassword/updatePassword', 'routes/forgot-password-update.tsx', { id: id('forgot-password-update') }),
    route('gdpr-requests', 'routes/gdpr-requests.tsx', { id: id('gdpr-requests') }),
    route('login', 'routes/login.tsx', { id: id('login') }),
    route('logout', 'routes/logout.tsx', { id: id('logout') }),
    route('cobrowse', 'routes/cobrowse.tsx', { id: id('cobrowse') }),
    route('invite', 'routes/invite.tsx', { id: id('invite') }),
    route('register', 'routes/register.tsx', { id: id('register') }),
    route('register/approval', 'routes/register-approval.tsx', { id: id('register-approval') }),
    route('register/sso', 'routes/register-sso.tsx', { id: id('register-sso') }),
    route('loading', 'routes/loading.tsx', { id: id('loading') }),
    route('account', 'routes/account.tsx', { id: id('account') }, [
      index('routes/account-index.tsx', { id: id('account-index') }),
      route('profile', 'routes/account-profile.tsx', { id: id('account-profile') }),
      route('orders', 'routes/account-orders.tsx', { id: id('account-orders') }),
      route('orders/csv', 'routes/account-orders-csv.ts', { id: id('account-orders-csv') }),
      route('orders/:orderId', 'routes/account-order.tsx', { id: id('account-order') }),
      route('addresses', 'routes/account-addresses.tsx', { id: id('account-addresses') }),
      route('addresses/:addressId', 'routes/account-addresses-edit.tsx', { id: id('account-addresses-edit') }),
      route('payments', 'routes/account-payments.tsx', { id: id('account-payments') }),
      route('recurring-orders', 'routes/account-recurring-orders.tsx', { id: id('account-recurring-orders') }),
      route('recurring-orders/:recurringOrderId', 'routes/account-recurring-order.tsx', { id: id('account-recurring-order') }),
      route('requisitions', 'routes/account-requisitions.tsx', { id: id('account-requisitions') }),
      route('requisitions/buyer', 'routes/account-requisitions-buyer.tsx', { id: id('account-requisitions-buyer') }),
      route('requisitions/approver', 'routes/account-requisitions-approver.tsx', { id: id('account-requisitions-approver') }),
      route('requisitions/buyer/:requisitionId', 'routes/account-requisition-buyer.tsx', { id: id('account-requisition-buyer') }),
      route('requisitions/approver/:requisitionId', 'routes/account-requisition-approver.tsx', { id: id('account-requisition-approver') }),
      route('organization/users', 'routes/account-organization-users.tsx', { id: id('account-organization-users') }),
      route('organization/users/create', 'routes/account-organization-users-create.tsx', { id: id('account-organization-users-create') }),
      route('organization/users/:login', 'routes/account-organization-user.tsx', { id: id('account-organization-user') }),
      route('organization/users/:login/profile', 'routes/account-organization-user-profile.tsx', { id: id('account-organization-user-profile') }),
      route('organization/users/:login/roles', 'routes/account-organization-user-roles.tsx', { id: id('account-organization-user-roles') }),
      route('organization/users/:login/budget', 'routes/account-organization-user-budget.tsx', { id: id('account-organization-user-budget') }),
      route('organization/settings', 'routes/account-organization-settings.tsx', { id: id('account-organization-settings') }),
      route('organization/settings/company', 'routes/account-organization-settings-company.tsx', { id: id('account-organization-settings-company') }),
      route('organization/organization-settings', 'routes/account-organization-organization-settings.tsx', { id: id('account-organization-organization-settings') }),
    ]),
    route('cookies', 'routes/cookies.tsx', { id: id('cookies') }),
    route('page/:contentPageId', 'routes/content-page.tsx', { id: id('content-page') }),
    route('error', 'routes/error.tsx', { id: id('error') }),
    route('maintenance', 'routes/maintenance.tsx', { id: id('maintenance') }),
    // Catalogue slugs (…-ctg{id}, …prd{sku}[-ctg{id}]) and every unknown path.
    route('*', 'routes/catalog-slug.tsx', { id: id('catalog-slug') }),
    route('api/suggest', 'routes/api.suggest.ts', { id: id('api-suggest') }),
    route('api/display-type', 'routes/api.display-type.ts', { id: id('api-display-type') }),
    route('sitemap/:file', 'routes/sitemap-page.ts', { id: id('sitemap-page') }),
  ];
}

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  ...shopRoutes(shopLocales[0].id),
  ...shopLocales.slice(1).flatMap((locale) => prefix(locale.prefix, shopRoutes(locale.id))),
] satisfies RouteConfig;
