// /punchout (business-and-integration §2.8, §4, §5): a procurement system's user arrives, logged in as
// the company's punchout user, and lands where the entry asked. The entry always starts a fresh
// session, keeps the protocol values (never a credential) in it, and answers with a 303 to a clean URL
// (nothing of the entry's query in the address bar or a later Referer). After the login it reads the
// company's punchout settings with the punchout user's token: the hook or return URL must be on their
// allow-list (when there is one; `SAPEVENT:` only where allowed), and the session keeps their framing
// origins. What fails goes to /error with the spec's message key; a failure after the login logs the
// user out again (§4).
import { redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { ApiTokens } from '~/commerce/models/user';
import { DEFAULT_PUNCHOUT_SETTINGS, type PunchoutSettings } from '~/commerce/models/punchout';
import type { PunchoutField } from '~/commerce/models/punchout-data';
import { loginRefusal } from '~/features/account/login.server';
import { startUserSession } from '~/features/account/user-session.server';
import { createBasket } from '~/features/basket/basket-session.server';
import { readForm } from '~/forms/form-action.server';
import { flashMessages } from '~/forms/flash.server';
import type { ShopMessage } from '~/forms/form-reply';
import { clientAddressOf } from '~/http/client-address';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { NO_STORE } from '~/http/cache-policy';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { formPostResponse } from './form-post.server';
import { entryParameters, isRefusal, ociEchoFields, readEntry, type PunchoutEntry } from './punchout-entry';
import { dropSession, holdsPunchoutRole, type PunchoutType } from './punchout-session.server';
import { punchoutErrorPath } from './punchout-errors';
import { returnUrlRefusal } from './return-url';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

type Entry<T extends PunchoutType> = Extract<PunchoutEntry, { type: T }>;

/** An answer of the entry: its URL held credentials, so no page after it may learn that URL. */
function entryAnswer(response: Response): Response {
  response.headers.set('Referrer-Policy', 'no-referrer');
  response.headers.set('Cache-Control', NO_STORE);
  return response;
}

const goTo = (shop: ShopContext, path: string) => entryAnswer(redirect(localizePath(path, shop.locale), 303));

/** An error thrown at a step of the entry, shown on the error page with its key. */
class EntryFailure extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The login's refusal as the error page's key; anything else is no refusal and goes on as an error. */
function refusedLogin(error: unknown, fallbackKey?: string): EntryFailure | undefined {
  const refusal = loginRefusal(error);
  if (refusal && !(fallbackKey && refusal.status === 401)) return new EntryFailure(refusal.message.key);
  if (fallbackKey && isCommerceError(error) && error.status >= 400 && error.status < 500) return new EntryFailure(fallbackKey);
  return undefined;
}

/** Logs in with the tokens and checks the user is one of the standard's punchout users. */
async function startPunchoutSession(shop: ShopContext, tokens: ApiTokens, type: PunchoutType) {
  const { customer } = await startUserSession(shop, tokens, 'punchout');
  if (!holdsPunchoutRole(shop.session.get('user'), type)) throw new EntryFailure('punchout.error.not_a_punchout_user');
  return customer.customerNo;
}

/**
 * The company's punchout settings, read as its punchout user. A commerce system without them (a real
 * ICM: 404) has the defaults; one that fails to answer refuses the entry rather than skip its allow-list.
 */
async function punchoutSettings(shop: ShopContext, customerNo: string): Promise<PunchoutSettings> {
  try {
    return (await shop.commerce.punchouts.settings(customerNo)) ?? DEFAULT_PUNCHOUT_SETTINGS;
  } catch (error) {
    console.error(error);
    throw new EntryFailure('punchout.error.settings_unavailable');
  }
}

/** The hook or return URL, when the company's settings allow it; else the entry fails with the reason. */
function checkReturnUrl(url: string | undefined, settings: PunchoutSettings): void {
  const refusal = url && returnUrlRefusal(url, settings);
  if (refusal) throw new EntryFailure(refusal);
}

async function passwordLogin(shop: ShopContext, request: Request, login: string, password: string, type: PunchoutType) {
  let tokens: ApiTokens;
  try {
    tokens = await shop.commerce.customers.logIn(login, password, clientAddressOf(request));
  } catch (error) {
    throw refusedLogin(error) ?? error;
  }
  return startPunchoutSession(shop, tokens, type);
}

async function cxmlEntry(shop: ShopContext, entry: Entry<'cxml'>): Promise<Response> {
  let tokens: ApiTokens;
  try {
    tokens = await shop.commerce.punchoutSessions.startCxml(entry.sid, entry.accessToken);
  } catch (error) {
    throw refusedLogin(error, 'punchout.error.start_link.invalid') ?? error;
  }
  const customerNo = await startPunchoutSession(shop, tokens, 'cxml');
  const session = await shop.commerce.punchoutSessions.cxmlSession(customerNo, entry.sid).catch((error: unknown) => {
    // The session ended (transferred, its user deleted) between the start and this call.
    throw refusedLogin(error, 'punchout.error.start_link.invalid') ?? error;
  });
  const settings = await punchoutSettings(shop, customerNo);
  checkReturnUrl(session.returnUrl, settings);
  if (session.basketId) shop.session.set('basketId', session.basketId);
  shop.session.set('punchout', {
    type: 'cxml',
    sid: entry.sid,
    returnUrl: session.returnUrl,
    transferFormField: session.transferFormField,
    frameAncestors: settings.frameAncestors,
  });
  // edit and inspect bring the earlier basket back: the shopper starts at it.
  return goTo(shop, session.operation === 'edit' || session.operation === 'inspect' ? '/basket' : '/home');
}

/** OCI's answers without a page (VALIDATE, BACKGROUND_SEARCH): the NEW_ITEM fields, and the session ends. */
async function ociFieldsAnswer(shop: ShopContext, entry: Entry<'oci'>, settings: PunchoutSettings, fields: PunchoutField[]): Promise<Response> {
  await dropSession(shop);
  const target = entry.hookUrl ? (entry.echo.target ?? '_top') : undefined;
  const post = { action: entry.hookUrl, target, fields: [...ociEchoFields(entry.echo), ...fields] };
  return entryAnswer(formPostResponse(shop, post, settings.frameAncestors));
}

/** OCI's VALIDATE and BACKGROUND_SEARCH: a product or a search the API refuses answers no items. */
async function ociFunctionFields(call: () => Promise<PunchoutField[]>): Promise<PunchoutField[]> {
  try {
    return await call();
  } catch (error) {
    if (isCommerceError(error) && (error.status === 400 || error.status === 404)) return [];
    throw error;
  }
}

async function ociEntry(shop: ShopContext, request: Request, entry: Entry<'oci'>): Promise<Response> {
  const customerNo = await passwordLogin(shop, request, entry.username, entry.password, 'oci');
  const settings = await punchoutSettings(shop, customerNo);
  checkReturnUrl(entry.hookUrl, settings);
  const { punchoutSessions } = shop.commerce;
  if (entry.function === 'VALIDATE' && entry.productId) {
    const { productId, quantity } = entry;
    return ociFieldsAnswer(shop, entry, settings, await ociFunctionFields(() => punchoutSessions.ociValidate(customerNo, productId, quantity ?? '1')));
  }
  if (entry.function === 'BACKGROUND_SEARCH' && entry.searchString) {
    const { searchString } = entry;
    return ociFieldsAnswer(shop, entry, settings, await ociFunctionFields(() => punchoutSessions.ociBackgroundSearch(customerNo, searchString)));
  }
  if (!entry.hookUrl) throw new EntryFailure('punchout.error.missing.parameters');
  // Every OCI session shops in a basket of its own: what an earlier session transferred stays out of it.
  await createBasket(shop);
  shop.session.set('punchout', {
    type: 'oci',
    hookUrl: entry.hookUrl,
    okCode: entry.echo.okCode,
    target: entry.echo.target,
    caller: entry.echo.caller,
    frameAncestors: settings.frameAncestors,
  });
  if (entry.function === 'DETAIL' && entry.productId) return goTo(shop, `/product/${encodeURIComponent(entry.productId)}`);
  if (entry.function === 'SOURCING' && entry.searchString) return goTo(shop, `/search?${new URLSearchParams({ searchTerm: entry.searchString })}`);
  return goTo(shop, '/home');
}

/** IDS WKS: the warenkorb's items into the session's basket; what the basket refuses is said on the basket page. */
async function addWarenkorbItems(shop: ShopContext, basketId: string, items: Entry<'ids'>['items']): Promise<ShopMessage[]> {
  const refusal = (message: string): ShopMessage => ({ type: 'error', key: 'basket.info.backend', values: { message } });
  try {
    const { errors } = await shop.commerce.baskets.addItems(basketId, items);
    return errors.map((error) => refusal(error.message));
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) {
      return error.causes?.length ? error.causes.map((cause) => refusal(cause.message)) : [refusal(error.message)];
    }
    throw error;
  }
}

async function idsEntry(shop: ShopContext, request: Request, entry: Entry<'ids'>): Promise<Response> {
  const customerNo = await passwordLogin(shop, request, entry.username, entry.password, 'ids');
  if (entry.action === 'LI' || entry.action === 'SV') {
    const answer = await shop.commerce.punchoutSessions.idsInfo(customerNo, entry.action === 'LI' ? 'login-info' : 'version');
    await dropSession(shop);
    return entryAnswer(Response.json(answer));
  }
  const settings = await punchoutSettings(shop, customerNo);
  checkReturnUrl(entry.hookUrl, settings);
  const basketId = await createBasket(shop);
  shop.session.set('punchout', { type: 'ids', hookUrl: entry.hookUrl, frameAncestors: settings.frameAncestors });
  if (entry.action === 'WKS') {
    flashMessages(shop.session, await addWarenkorbItems(shop, basketId, entry.items));
    return goTo(shop, '/basket');
  }
  if (entry.action === 'ADL' && entry.ghnummer) return goTo(shop, `/product/${encodeURIComponent(entry.ghnummer)}`);
  if (entry.action === 'AS' && entry.searchterm) return goTo(shop, `/search?${new URLSearchParams({ searchTerm: entry.searchterm })}`);
  return goTo(shop, '/home');
}

/** The entry by GET (query) or POST (form): validated, a fresh session, then the protocol's start. */
export async function punchoutEntry({ request, context }: Args): Promise<Response> {
  const shop = getShop(context);
  const query = new URL(request.url).searchParams;
  const entry = readEntry(entryParameters(query, request.method === 'POST' ? await readForm(request) : undefined));
  if (isRefusal(entry)) return entryAnswer(redirect(punchoutErrorPath(shop, entry.error), 303));
  await dropSession(shop);
  try {
    if (entry.type === 'cxml') return await cxmlEntry(shop, entry);
    if (entry.type === 'oci') return await ociEntry(shop, request, entry);
    return await idsEntry(shop, request, entry);
  } catch (error) {
    // An unavailable backend is the maintenance answer (503 with Retry-After), a failing one 502.
    if (!(error instanceof EntryFailure)) throw commerceErrorResponse(error);
    await dropSession(shop);
    return entryAnswer(redirect(punchoutErrorPath(shop, error.key), 303));
  }
}
