// /cobrowse?access-token=…&salesRepId=… (business-and-integration §2.8, §6): a sales representative
// opens the shop as the customer with a token the back office issued; the representative's id stays
// with the user in the session. Co-browse users change no profile, e-mail or password (§6).
//
// The link only shows whose account it opens; the switch itself is a post from this page. A link on
// another site can therefore neither log a visitor into someone else's account (login CSRF) nor end a
// visitor's session: it takes the visitor's own click on the shop's page, which names the customer.
import { data, redirect } from 'react-router';
import { createCommerceClient } from '~/commerce/client.server';
import { isCommerceError } from '~/commerce/errors';
import { config } from '~/http/config.server';
import { readForm } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { startUserSession } from './user-session.server';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface CobrowsePageData {
  title: string;
  message?: ShopMessage;
  /** The entry to confirm: the token and representative of the link, and whose account it opens. */
  entry?: { token: string; salesRepId: string; customerName: string };
}

const TOKEN = /^[\x21-\x7e]{1,2000}$/;
/**
 * A plain identifier, asked for as one path segment: it starts with a letter or digit and holds no
 * '..', since '.' and '..' name another resource (`salesrepresentatives/..` is the parent, whose
 * generic 404 would let any id through).
 */
const SALES_REP_ID = /^(?!.*\.\.)[A-Za-z0-9][\w.@+-]{0,99}$/;

const page = (shop: ShopContext, content: Omit<CobrowsePageData, 'title'>, status = 200) =>
  data<CobrowsePageData>({ title: shop.t('cobrowse.heading'), ...content }, { status, headers: { 'Cache-Control': NO_STORE } });

const tokenClient = (shop: ShopContext, token: string) =>
  createCommerceClient({ baseUrl: config.icmBaseUrl, locale: shop.locale.id, currency: shop.currency, token });

/** The customer the token stands for, read with that token alone (the visitor's session is left alone). */
async function customerOfToken(shop: ShopContext, token: string): Promise<string | undefined> {
  const client = tokenClient(shop, token);
  try {
    const { customer, user } = await client.customers.current();
    return [user.firstName, user.lastName].filter(Boolean).join(' ') || customer.companyName || customer.customerNo;
  } catch (error) {
    if (client.tokenRejected || (isCommerceError(error) && error.status >= 400 && error.status < 500)) return undefined;
    throw error;
  }
}

/**
 * The link's sales representative is one the backend knows: it answers them to the customer's token.
 * Only the backend's own "not found" refuses one; a backend without the resource (ICM keeps its
 * representatives in the back office) cannot be asked, and the link is taken as before.
 */
async function knowsSalesRepresentative(shop: ShopContext, token: string, salesRepId: string): Promise<boolean> {
  try {
    await tokenClient(shop, token).customers.salesRepresentative(salesRepId);
    return true;
  } catch (error) {
    if (isCommerceError(error, 404) && error.errorKey === 'sales_representative.not_found.error') return false;
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return true;
    throw error;
  }
}

function entryOf(values: { get(name: string): unknown }) {
  const token = values.get('access-token');
  const salesRepId = values.get('salesRepId');
  return {
    token: typeof token === 'string' ? token : '',
    /** Undefined without one; an id no representative can have is kept as typed, to be refused. */
    salesRepId: typeof salesRepId === 'string' && salesRepId !== '' ? salesRepId : undefined,
  };
}

/** The refusal of a link whose sales representative is not one of the backend's, if it is not. */
async function unknownSalesRepresentative(shop: ShopContext, token: string, salesRepId: string | undefined) {
  if (salesRepId === undefined) return undefined;
  if (SALES_REP_ID.test(salesRepId) && (await knowsSalesRepresentative(shop, token, salesRepId))) return undefined;
  return page(shop, { message: { type: 'error', key: 'cobrowse.error.unknown.sales_rep', values: { id: salesRepId.slice(0, 100) } } }, 403);
}

export async function cobrowseLoader({ request, context }: Args) {
  const shop = getShop(context);
  const { token, salesRepId } = entryOf(new URL(request.url).searchParams);
  if (!token) return page(shop, { message: { type: 'error', key: 'cobrowse.error.missing.parameter' } }, 400);
  const customerName = TOKEN.test(token) ? await customerOfToken(shop, token) : undefined;
  if (customerName === undefined) return page(shop, { message: { type: 'error', key: 'cobrowse.error.invalid.token' } }, 401);
  const unknown = await unknownSalesRepresentative(shop, token, salesRepId);
  if (unknown) return unknown;
  return page(shop, { entry: { token, salesRepId: salesRepId ?? '', customerName } });
}

export async function cobrowseAction({ request, context }: Args) {
  const shop = getShop(context);
  const { token, salesRepId } = entryOf(await readForm(request));
  if (!token || !TOKEN.test(token)) return page(shop, { message: { type: 'error', key: 'cobrowse.error.missing.parameter' } }, 400);
  const unknown = await unknownSalesRepresentative(shop, token, salesRepId);
  if (unknown) return unknown;
  try {
    await startUserSession(shop, { accessToken: token, tokenType: 'user', expiresInSeconds: undefined, refreshToken: undefined }, 'cobrowse');
  } catch (error) {
    if (!isCommerceError(error) || error.status < 400 || error.status >= 500) throw error;
    return page(shop, { message: { type: 'error', key: 'cobrowse.error.invalid.token' } }, 401);
  }
  if (salesRepId) shop.session.set('salesRepId', salesRepId);
  return redirect(localizePath('/account', shop.locale), 303);
}
