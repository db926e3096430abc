import { data } from 'react-router';
import type { Route } from './+types/account-index';
import type { UserBudget } from '~/commerce/models/company-user';
import { currentCustomer } from '~/features/account/account.server';
import { recentOrders } from '~/features/account/account-orders.server';
import { AccountOverview, type AccountOverviewData } from '~/features/account/AccountOverview';
import { loadRequisitionWidgets } from '~/features/requisitions/requisitions.server';
import { pageMeta } from '~/features/seo/page-meta';
import { NO_STORE } from '~/http/cache-policy';
import { secondary } from '~/http/commerce-boundary.server';
import { routeHeaders } from '~/http/route-headers';
import { signedInUser } from '~/features/account/user-session.server';
import { getShop } from '~/http/shop-context.server';

const RECENT_ORDERS = 5;

// /account: the overview of My Account.
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShop(context);
  const business = signedInUser(shop)?.businessCustomer === true;
  const [{ customer, user }, orders, budget, requisitionWidgets] = await Promise.all([
    currentCustomer(shop, request),
    // The latest orders are secondary: without them the overview still greets the user.
    secondary(shop, 'recent orders', recentOrders(shop, request, RECENT_ORDERS), []),
    // So is a business user's own budget: without it the widget says so.
    business ? secondary<UserBudget | 'unavailable'>(shop, 'own budget', shop.commerce.companyUsers.ownBudget(), 'unavailable') : undefined,
    loadRequisitionWidgets(shop),
  ]);
  const overview: AccountOverviewData = {
    title: shop.t('account.overview.heading'),
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    customerNo: customer.customerNo,
    companyName: customer.companyName,
    recentOrders: orders,
    requisitionWidgets,
    ...(budget && customer.isBusinessCustomer ? { budget } : {}),
  };
  return data(overview, { headers: { 'Cache-Control': NO_STORE } });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountIndexRoute({ loaderData }: Route.ComponentProps) {
  return <AccountOverview data={loaderData} />;
}
