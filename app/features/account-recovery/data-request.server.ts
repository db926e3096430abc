// /gdpr-requests?Hash=…&PersonalDataRequestID=…, the link of a personal data request's mail. Opening
// it changes nothing (mail scanners and crawlers fetch links): the page asks the user to confirm,
// and only that post confirms. Its answer is the outcome page itself, not a redirect: the outcome
// (first confirmation or a repeated one) is known only from the backend's answer, and posting again
// is harmless (the backend then answers "already confirmed").
import { data } from 'react-router';
import { type DataRequestOutcome, RECOVERY_MESSAGES } from '~/commerce/account-recovery.server';
import { dispatchIntent, readForm } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { getShop } from '~/http/shop-context.server';
import { DATA_REQUEST_FORM_ID, DATA_REQUEST_LINK_PARAMS, linkValue } from './recovery-rules';

export interface DataRequestPageData {
  title: string;
  /** The link names a request and a hash (whether they are right, only the backend knows). */
  linkValid: boolean;
  invalidLinkKey: string;
}

/** What the confirmation came to: confirmed now, confirmed before, or refused with a message. */
export interface DataRequestReply {
  formId: typeof DATA_REQUEST_FORM_ID;
  result: 'confirmed' | 'already-confirmed' | 'refused';
  messages: ShopMessage[];
}

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

/** The page's status for each refusal: a link that leads nowhere is a 404, a failing backend a 502. */
const REFUSAL_STATUS: Record<Exclude<DataRequestOutcome, { ok: true }>['reason'], number> = {
  expired: 404,
  unprocessable: 422,
  failed: 502,
};

function requestLink(request: Request): { requestId: string; hash: string } | undefined {
  const search = new URL(request.url).searchParams;
  const requestId = linkValue(search, DATA_REQUEST_LINK_PARAMS.requestId);
  const hash = linkValue(search, DATA_REQUEST_LINK_PARAMS.hash);
  return requestId && hash ? { requestId, hash } : undefined;
}

export async function dataRequestLoader({ request, context }: Args) {
  const shop = getShop(context);
  const linkValid = requestLink(request) !== undefined;
  const pageData: DataRequestPageData = {
    title: shop.t('personal.data.request.title'),
    linkValid,
    invalidLinkKey: RECOVERY_MESSAGES.dataRequest.expired,
  };
  return data(pageData, { status: linkValid ? 200 : 404, headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export async function dataRequestAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async confirm() {
      const link = requestLink(request);
      const outcome: DataRequestOutcome = link
        ? await shop.commerce.accountRecovery.confirmPersonalDataRequest(link)
        : { ok: false, reason: 'expired', messageKey: RECOVERY_MESSAGES.dataRequest.expired };
      if (outcome.ok) {
        const reply: DataRequestReply = { formId: DATA_REQUEST_FORM_ID, result: outcome.first ? 'confirmed' : 'already-confirmed', messages: [] };
        return data(reply);
      }
      const reply: DataRequestReply = {
        formId: DATA_REQUEST_FORM_ID,
        result: 'refused',
        messages: [{ type: 'error', key: outcome.messageKey }],
      };
      return data(reply, { status: REFUSAL_STATUS[outcome.reason] });
    },
  });
}
