// Quoting (shopping-core §2, §3, §7; business-and-integration §2.4, §6, §7.4): the buyer's requests
// and quotes with their states, one of them to review, edit and submit (a request) or to accept into
// the basket or reject (a quote), a product or the whole basket into a request, the quoted lines'
// removal from the basket, and the free-text quote request. The backend decides whose quote it is:
// another company's is not found, as is a quote the user may not read.
import { data, redirect, type RouterContextProvider } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { Product } from '~/commerce/models';
import type { Basket } from '~/commerce/models/basket';
import type { Money } from '~/commerce/models/money';
import { type QuoteDetail, type QuoteKind, type QuoteState, quoteState, type QuoteSummary } from '~/commerce/models/quote';
import { isLoginLost, sessionTimeout, userCall } from '~/features/account/account.server';
import { signedInUser } from '~/features/account/user-session.server';
import { basketIdOf, withBasket } from '~/features/basket/basket-session.server';
import { pageCaptcha, postedCaptcha } from '~/features/captcha/captcha.server';
import type { CaptchaWidget } from '~/features/captcha/captcha-widget';
import { productHref } from '~/features/catalog/product-views';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse, isRefusal, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { holdsPermission } from '~/http/route-guards.server';
import type { ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { ADD_TO_QUOTE_FORM_ID, MAX_QUANTITY, NEW_QUOTE_REQUEST, QUOTE_CONTACT_FORM_ID, QUOTE_META_FORM_ID, quoteItemFormId } from './quote-form-ids';
import { addToQuoteSchema, quoteContactSchema, quoteDecisionSchema, quoteItemRemoveSchema, quoteItemSchema, quoteMetaSchema } from './quote-forms';
import { QUOTE_LIST_PATH, QUOTE_PERMISSION, quotePath } from './quote-paths';
import { messageRefusal } from '~/features/contact/message-refusal.server';
import { clientAddressOf } from '~/http/client-address';

/** ICM's ids are short; anything longer names no quote. */
const MAX_ID_LENGTH = 100;

export interface QuoteRow {
  id: string;
  number: string;
  name?: string;
  state: QuoteState;
  itemCount?: number;
  /** ISO dates. */
  creationDate?: string;
  validToDate?: string;
}

export interface QuoteListData {
  title: string;
  /** The user's requests and quotes; none for a user without the quoting permission (or with quoting off). */
  rows?: QuoteRow[];
  /** The free-text quote request: its captcha, when ICM wants one. */
  captcha?: CaptchaWidget;
}

export interface QuoteLineView {
  id?: string;
  sku: string;
  name: string;
  href?: string;
  quantity: number;
  singlePrice?: Money;
  total?: Money;
  originQuantity?: number;
  originSinglePrice?: Money;
}

export interface QuotePageData {
  title: string;
  quote: Omit<QuoteDetail, 'lines' | 'creationDate' | 'submittedDate' | 'validFromDate' | 'validToDate'> & {
    state: QuoteState;
    creationDate?: string;
    submittedDate?: string;
    validFromDate?: string;
    validToDate?: string;
  };
  lines: QuoteLineView[];
}

export interface AddToQuotePageData {
  title: string;
  sku: string;
  productName: string;
  quantity: number;
  /** The buyer's requests not yet submitted, to add to instead of a new one. */
  openRequests: { id: string; label: string }[];
}

const isoDate = (epoch: number | undefined) => (epoch === undefined ? undefined : new Date(epoch).toISOString());

/** Whether the session's user may request and accept quotes. */
export function mayQuote(shop: ShopContext): boolean {
  return holdsPermission(signedInUser(shop)?.permissionIds, QUOTE_PERMISSION);
}

/** The quote ids of the basket's lines (quotes accepted into it). */
async function quotesInBasket(shop: ShopContext): Promise<Set<string>> {
  const basketId = basketIdOf(shop);
  if (!basketId) return new Set();
  const basket = await secondary<Basket | undefined>(shop, 'basket', shop.commerce.baskets.get(basketId), undefined);
  return new Set((basket?.lineItems ?? []).flatMap((line) => (line.quote ? [line.quote] : [])));
}

function toRow(summary: QuoteSummary, inBasket: Set<string>, now: number): QuoteRow {
  const row: QuoteRow = { id: summary.id, number: summary.number ?? summary.id, state: quoteState(summary, now, inBasket.has(summary.id)) };
  if (summary.displayName) row.name = summary.displayName;
  if (summary.itemCount !== undefined) row.itemCount = summary.itemCount;
  if (summary.creationDate !== undefined) row.creationDate = isoDate(summary.creationDate);
  if (summary.kind === 'Quote' && summary.validToDate !== undefined) row.validToDate = isoDate(summary.validToDate);
  return row;
}

export async function loadQuoteList(shop: ShopContext, request: Request, context: Readonly<RouterContextProvider>, quoting: boolean) {
  const page: QuoteListData = { title: shop.t('quote.list.heading'), captcha: await pageCaptcha(shop, context, 'quoteContact') };
  if (quoting && mayQuote(shop)) {
    const [summaries, inBasket] = await Promise.all([userCall(shop, request, shop.commerce.quotes.list()), quotesInBasket(shop)]);
    const now = Date.now();
    page.rows = summaries.map((summary) => toRow(summary, inBasket, now));
  }
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** The request or quote of the id: a quote when there is one, else a request; neither (or not the user's) is a 404. */
async function findQuote(shop: ShopContext, request: Request, id: string): Promise<QuoteDetail> {
  if (!id || id.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const attempt = (kind: QuoteKind) =>
    shop.commerce.quotes.get(kind, id).catch((error: unknown) => {
      if (isCommerceError(error) && (error.status === 404 || error.status === 403) && !isLoginLost(shop, error)) return undefined;
      throw error;
    });
  const found = (await userCall(shop, request, attempt('Quote'))) ?? (await userCall(shop, request, attempt('QuoteRequest')));
  if (!found) throw data(null, { status: 404 });
  return found;
}

async function lineView(shop: ShopContext, line: QuoteDetail['lines'][number]): Promise<QuoteLineView> {
  const product = await secondary<Product | undefined>(shop, 'quote line product', shop.commerce.products.get(line.sku), undefined);
  const view: QuoteLineView = { sku: line.sku, name: product?.name ?? line.sku, quantity: line.quantity };
  if (line.id) view.id = line.id;
  if (product) view.href = productHref(product);
  if (line.singlePrice) view.singlePrice = line.singlePrice;
  if (line.total) view.total = line.total;
  if (line.originQuantity !== undefined && line.originQuantity !== line.quantity) view.originQuantity = line.originQuantity;
  if (line.originSinglePrice && line.originSinglePrice.value !== line.singlePrice?.value) view.originSinglePrice = line.originSinglePrice;
  return view;
}

export async function loadQuote(shop: ShopContext, request: Request, id: string) {
  const [quote, inBasket] = await Promise.all([findQuote(shop, request, id), quotesInBasket(shop)]);
  const { lines, creationDate, submittedDate, validFromDate, validToDate, ...rest } = quote;
  const page: QuotePageData = {
    title: `${shop.t(quote.kind === 'Quote' ? 'quote.quote.heading' : 'quote.request.heading')} ${quote.number ?? ''}`.trim(),
    quote: {
      ...rest,
      state: quoteState(quote, Date.now(), inBasket.has(quote.id)),
      ...Object.fromEntries(
        Object.entries({ creationDate, submittedDate, validFromDate, validToDate }).flatMap(([key, value]) => (value === undefined ? [] : [[key, isoDate(value)]])),
      ),
    },
    lines: await Promise.all(lines.map((line) => lineView(shop, line))),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** The backend's refusals the shop words itself (the PWA's message keys, which the bundled API answers as codes). */
const QUOTE_REFUSALS = new Set([
  'quote.error.expired',
  'quote.error.already_ordered',
  'quote.error.is_rejected',
  'quote.error.not_started',
  'quote.error.invalid_items',
  'quote.already_in_basket.error',
  'quoterequest.not_editable.error',
  'basket.add_quote.error',
  'basket.add_quotelineitem.error',
]);

/**
 * Why a quoting call was refused, in the shopper's words, followed by the backend's causes (the product
 * already in the basket, say); undefined for failures that are no refusal.
 */
function quoteRefusal(shop: ShopContext, error: unknown): { messages: ShopMessage[]; status: number } | undefined {
  if (!isRefusal(error) || isLoginLost(shop, error)) return undefined;
  if (error.status === 404 || error.status === 403) return { messages: [{ type: 'error', key: 'quote.not_found.error' }], status: 404 };
  if (error.errorKey && QUOTE_REFUSALS.has(error.errorKey)) {
    const causes = (error.causes ?? []).flatMap((cause): ShopMessage[] => (cause.message ? [{ type: 'error', key: 'basket.error.backend', values: { message: cause.message } }] : []));
    return { messages: [{ type: 'error', key: error.errorKey }, ...causes], status: error.status === 409 ? 409 : 422 };
  }
  return { messages: [refusalMessage(error)], status: 422 };
}

/** The posts on /quote-list/{id}: a request's name and comment, its items, its submission; a quote's acceptance or rejection. */
export async function quoteAction(shop: ShopContext, request: Request, id: string) {
  if (!signedInUser(shop)) throw sessionTimeout(shop, request);
  const form = await readForm(request);
  const quote = await findQuote(shop, request, id);
  const state = quoteState(quote, Date.now());
  const here = localizePath(quotePath(id), shop.locale);

  /** Runs a change, answering a refusal on the form that asked for it. */
  const change = async (
    formId: string,
    submission: Parameters<typeof refused>[1],
    call: () => Promise<unknown>,
  ) => {
    try {
      await call();
      return undefined;
    } catch (error) {
      const refusal = quoteRefusal(shop, error);
      if (refusal) return refused(formId, submission, refusal.messages, refusal.status);
      if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
      throw commerceErrorResponse(error);
    }
  };

  const requestOnly = (formId: string, submission: Parameters<typeof refused>[1]) =>
    quote.kind !== 'QuoteRequest' || state !== 'new' ? refused(formId, submission, { type: 'error', key: 'quoterequest.not_editable.error' }, 409) : undefined;

  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, quoteMetaSchema);
      if (submission.status !== 'success') return rejected(QUOTE_META_FORM_ID, submission);
      const refusal =
        requestOnly(QUOTE_META_FORM_ID, submission) ??
        (await change(QUOTE_META_FORM_ID, submission, () => shop.commerce.quotes.updateRequest(id, submission.value)));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: QUOTE_META_FORM_ID, submission, messages: [{ type: 'success', key: 'quote.saved.message' }], redirectTo: here });
    },

    async submit() {
      const submission = parseForm(form, quoteMetaSchema);
      if (submission.status !== 'success') return rejected(QUOTE_META_FORM_ID, submission);
      if (quote.lines.length === 0) return refused(QUOTE_META_FORM_ID, submission, { type: 'error', key: 'quote.items.no_items' });
      const refusal =
        requestOnly(QUOTE_META_FORM_ID, submission) ??
        (await change(QUOTE_META_FORM_ID, submission, async () => {
          await shop.commerce.quotes.updateRequest(id, submission.value);
          await shop.commerce.quotes.submitRequest(id);
        }));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: QUOTE_META_FORM_ID, submission, messages: [{ type: 'success', key: 'quote.submitted.message' }], redirectTo: here });
    },

    async 'item-update'() {
      const submission = parseForm(form, quoteItemSchema);
      const formId = quoteItemFormId(String(form.get('itemId') ?? ''));
      if (submission.status !== 'success') return rejected(formId, submission);
      const { itemId, quantity } = submission.value;
      const refusal = requestOnly(formId, submission) ?? (await change(formId, submission, () => shop.commerce.quotes.updateItem(id, itemId, quantity)));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId, submission, messages: [{ type: 'success', key: 'quote.item.updated.message' }], redirectTo: here });
    },

    async 'item-remove'() {
      const submission = parseForm(form, quoteItemRemoveSchema);
      const formId = quoteItemFormId(String(form.get('itemId') ?? ''));
      if (submission.status !== 'success') return rejected(formId, submission);
      const refusal = requestOnly(formId, submission) ?? (await change(formId, submission, () => shop.commerce.quotes.removeItem(id, submission.value.itemId)));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId, submission, messages: [{ type: 'success', key: 'quote.item.removed.message' }], redirectTo: here });
    },

    async accept() {
      const submission = parseForm(form, quoteDecisionSchema);
      if (quote.kind !== 'Quote' || state === 'rejected') return refused(QUOTE_META_FORM_ID, submission, { type: 'error', key: 'quote.error.not_acceptable' }, 409);
      if (state === 'expired') return refused(QUOTE_META_FORM_ID, submission, { type: 'error', key: 'quote.error.expired' }, 409);
      if (state === 'ordered') return refused(QUOTE_META_FORM_ID, submission, { type: 'error', key: 'quote.error.already_ordered' }, 409);
      if ((await quotesInBasket(shop)).has(id)) {
        return succeeded(request, shop, form, { formId: QUOTE_META_FORM_ID, messages: [{ type: 'info', key: 'quote.already_in_basket.error' }], redirectTo: localizePath('/basket', shop.locale) });
      }
      const refusal = await change(QUOTE_META_FORM_ID, submission, () => withBasket(shop, (basketId) => shop.commerce.baskets.addQuote(basketId, id)));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: QUOTE_META_FORM_ID, messages: [{ type: 'success', key: 'quote.added_to_basket.message' }], redirectTo: localizePath('/basket', shop.locale) });
    },

    async reject() {
      const submission = parseForm(form, quoteDecisionSchema);
      if (quote.kind !== 'Quote' || state !== 'responded') return refused(QUOTE_META_FORM_ID, submission, { type: 'error', key: 'quote.error.not_acceptable' }, 409);
      const refusal = await change(QUOTE_META_FORM_ID, submission, () => shop.commerce.quotes.rejectQuote(id));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: QUOTE_META_FORM_ID, messages: [{ type: 'success', key: 'quote.rejected.message' }], redirectTo: here });
    },
  });
}

/** /addProductToQuoteRequest?sku=&quantity=: the product, and the requests it may go into. */
export async function loadAddToQuote(shop: ShopContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const sku = query.get('sku')?.trim() ?? '';
  if (!sku || sku.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const asked = Number(query.get('quantity'));
  const quantity = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_QUANTITY) : 1;
  const [product, summaries] = await Promise.all([
    shop.commerce.products.get(sku).catch((error: unknown) => {
      throw commerceErrorResponse(error);
    }),
    userCall(shop, request, shop.commerce.quotes.list()),
  ]);
  const openRequests = summaries
    .filter((summary) => summary.kind === 'QuoteRequest' && !summary.submittedDate)
    .map((summary) => ({ id: summary.id, label: summary.displayName || summary.number || summary.id }));
  const page: AddToQuotePageData = { title: shop.t('quote.add_product_to_quote.heading'), sku, productName: product.name, quantity, openRequests };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** The post of /addProductToQuoteRequest: the product into the chosen request (or a new one), then that request's page. */
export async function addToQuoteAction(shop: ShopContext, request: Request) {
  if (!signedInUser(shop)) throw sessionTimeout(shop, request);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async add() {
      const submission = parseForm(form, addToQuoteSchema);
      if (submission.status !== 'success') return rejected(ADD_TO_QUOTE_FORM_ID, submission);
      const { sku, quantity, quoteRequestId, displayName, description } = submission.value;
      let id = quoteRequestId && quoteRequestId !== NEW_QUOTE_REQUEST ? quoteRequestId : undefined;
      try {
        if (!id) {
          id = await shop.commerce.quotes.createRequest();
          if (displayName || description) await shop.commerce.quotes.updateRequest(id, { displayName, description });
        }
        await shop.commerce.quotes.addItem(id, sku, quantity);
      } catch (error) {
        const refusal = quoteRefusal(shop, error);
        if (refusal) return refused(ADD_TO_QUOTE_FORM_ID, submission, refusal.messages, refusal.status);
        if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
        throw commerceErrorResponse(error);
      }
      return succeeded(request, shop, form, {
        formId: ADD_TO_QUOTE_FORM_ID,
        submission,
        messages: [{ type: 'success', key: 'quote.product_added.message', values: { sku } }],
        redirectTo: localizePath(quotePath(id), shop.locale),
      });
    },
  });
}

/** The post of /quote-list: the free-text quote request, into the seller's outbox. */
export async function quoteListAction(shop: ShopContext, request: Request) {
  const form = await readForm(request);
  return dispatchIntent(form, {
    async contact() {
      const submission = parseForm(form, quoteContactSchema);
      if (submission.status !== 'success') return rejected(QUOTE_CONTACT_FORM_ID, submission);
      try {
        await shop.commerce.quotes.contact(submission.value, { captcha: postedCaptcha(form), clientAddress: clientAddressOf(request) });
      } catch (error) {
        const refusal = messageRefusal(QUOTE_CONTACT_FORM_ID, submission, error);
        if (refusal) return refusal;
        throw commerceErrorResponse(error);
      }
      return succeeded(request, shop, form, {
        formId: QUOTE_CONTACT_FORM_ID,
        submission,
        messages: [{ type: 'success', key: 'quote.contact.sent.message' }],
        redirectTo: localizePath(QUOTE_LIST_PATH, shop.locale),
        resetForm: true,
      });
    },
  });
}

/** The names (else numbers) of the quotes the basket's lines came from, for their headings on the basket page. */
export async function quotedLineLabels(shop: ShopContext, basket: Basket): Promise<Record<string, string> | undefined> {
  const ids = [...new Set(basket.lineItems.flatMap((line) => (line.quote ? [line.quote] : [])))];
  if (ids.length === 0) return undefined;
  const labels = await Promise.all(
    ids.map(async (id) => {
      const quote = await secondary<QuoteDetail | undefined>(shop, 'basket quote', shop.commerce.quotes.get('Quote', id), undefined);
      return [id, quote?.displayName || quote?.number || id] as const;
    }),
  );
  return Object.fromEntries(labels);
}

/** The basket page's "request a quote": a new request with the basket's lines, to review on its page. */
export async function requestQuoteForBasket(shop: ShopContext, request: Request, form: FormData) {
  if (!signedInUser(shop)) throw sessionTimeout(shop, request);
  if (!mayQuote(shop)) throw redirect(localizePath(`/error?${new URLSearchParams({ error: 'missing-permission', permission: QUOTE_PERMISSION })}`, shop.locale), 303);
  const basketId = basketIdOf(shop);
  if (!basketId) {
    return succeeded(request, shop, form, { formId: 'basket-quote', messages: [{ type: 'error', key: 'basket.not_found.error' }] });
  }
  let id: string;
  try {
    id = await shop.commerce.quotes.createRequest({ basketId });
  } catch (error) {
    if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
    if (isRefusal(error)) return succeeded(request, shop, form, { formId: 'basket-quote', messages: [refusalMessage(error)] });
    throw commerceErrorResponse(error);
  }
  // also with JavaScript: the request's own page, where the buyer names, comments and submits it
  throw redirect(localizePath(quotePath(id), shop.locale), 303);
}

/** The basket page's "remove quote": the quote's lines leave the basket. */
export async function removeQuoteFromBasket(shop: ShopContext, request: Request, form: FormData) {
  const quoteId = String(form.get('quoteId') ?? '');
  const basketId = basketIdOf(shop);
  if (!quoteId || quoteId.length > MAX_ID_LENGTH || !basketId) throw data(null, { status: 400 });
  try {
    await shop.commerce.baskets.removeQuote(basketId, quoteId);
  } catch (error) {
    if (isCommerceError(error, 404)) return succeeded(request, shop, form, { formId: 'basket-quote', messages: [{ type: 'error', key: 'quote.not_in_basket.error' }] });
    if (isRefusal(error)) return succeeded(request, shop, form, { formId: 'basket-quote', messages: [refusalMessage(error)] });
    throw error;
  }
  return succeeded(request, shop, form, { formId: 'basket-quote', messages: [{ type: 'success', key: 'quote.removed_from_basket.message' }] });
}
