// "Transfer basket" (business-and-integration §6, §8): the punchout user's basket goes back to the
// procurement system by the first standard the user's permissions allow (cXML, OCI, IDS), as the
// standard's form post from the user's browser: cXML's PunchOutOrderMessage in the session's
// transfer field to the return URL, OCI's NEW_ITEM fields with the echoed ~OkCode, ~TARGET and
// ~CALLER to the HOOK_URL (target ~TARGET, else _top), IDS's warenkorb to the hookurl. The session
// ends with the transfer: the user is logged out and the token revoked.
import { redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import { basketIdOf } from '~/features/basket/basket-session.server';
import { flashMessages } from '~/forms/flash.server';
import type { PunchoutSessionData } from '~/http/session.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import type { FormPost } from './FormPostDocument';
import { formPostResponse } from './form-post.server';
import { ociEchoFields } from './punchout-entry';
import { punchoutErrorPath } from './punchout-errors';
import { dropSession, punchoutUser, transferTypeOf } from './punchout-session.server';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

/** §8: a session value the transfer needs is missing. */
class MissingSessionValue extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

function required(value: string | undefined, key: string): string {
  if (!value) throw new MissingSessionValue(key);
  return value;
}

async function cxmlPost(shop: ShopContext, customerNo: string, values: PunchoutSessionData): Promise<FormPost> {
  const sid = required(values.sid, 'punchout.transfer.error.no_sid');
  const returnUrl = required(values.returnUrl, 'punchout.transfer.error.no_return_url');
  const message = await shop.commerce.punchoutSessions.cxmlTransfer(customerNo, sid);
  // The configuration chooses base64 (extended characters survive any reader) or the form-encoded text.
  const base64 = values.transferFormField?.toLowerCase() === 'cxml-base64';
  return {
    action: returnUrl,
    fields: [base64 ? { name: 'cXML-base64', value: Buffer.from(message, 'utf8').toString('base64') } : { name: 'cXML-urlencoded', value: message }],
  };
}

async function ociPost(shop: ShopContext, customerNo: string, values: PunchoutSessionData, basketId: string): Promise<FormPost> {
  const hookUrl = required(values.hookUrl, 'punchout.transfer.error.no_hook_url');
  const fields = await shop.commerce.punchoutSessions.ociTransfer(customerNo, basketId);
  return { action: hookUrl, target: values.target ?? '_top', fields: [...ociEchoFields(values), ...fields] };
}

async function idsPost(shop: ShopContext, customerNo: string, values: PunchoutSessionData, basketId: string): Promise<FormPost> {
  const hookUrl = required(values.hookUrl, 'punchout.transfer.error.no_hook_url');
  return { action: hookUrl, fields: [{ name: 'warenkorb', value: await shop.commerce.punchoutSessions.idsTransfer(customerNo, basketId) }] };
}

export async function punchoutTransfer({ context }: Args): Promise<Response> {
  const shop = getShop(context);
  const user = punchoutUser(shop);
  const type = transferTypeOf(user);
  const basketPath = localizePath('/basket', shop.locale);
  // §6: without a transfer permission nothing happens.
  if (!user || !type) return redirect(basketPath, 303);
  const values = shop.session.get('punchout') ?? { type };
  const basketId = basketIdOf(shop) ?? 'current';
  let post: FormPost;
  try {
    if (type === 'cxml') post = await cxmlPost(shop, user.customerNo, values);
    else if (type === 'oci') post = await ociPost(shop, user.customerNo, values, basketId);
    else post = await idsPost(shop, user.customerNo, values, basketId);
  } catch (error) {
    if (error instanceof MissingSessionValue) return redirect(punchoutErrorPath(shop, error.key), 303);
    if (isCommerceError(error, 422)) {
      flashMessages(shop.session, [{ type: 'error', key: 'punchout.transfer.error.empty_basket' }]);
      return redirect(basketPath, 303);
    }
    throw error;
  }
  await dropSession(shop);
  // the form post page still runs in the procurement system's frame
  return formPostResponse(shop, post, values.frameAncestors);
}
