// The calls of a punchout session (business-and-integration §7.3), made with the punchout user's own
// token: the cXML session start and session, each standard's basket transfer, OCI's VALIDATE and
// BACKGROUND_SEARCH answers and IDS's login-info and version. Managing punchout users and their
// configurations is another module's (punchouts.server.ts).
import { z } from 'zod';

import type { Transport } from './icm-transport.server';
import { lenientString } from './models/lenient-scalars';
import { type PunchoutField, mapPunchoutFields, punchoutFieldsDataSchema } from './models/punchout-data';
import { type ApiTokens, tokenDataSchema } from './models/user';

/** What the API keeps of a cXML punchout session (`GET …/cxml1.2/sessions/{sid}`). */
export interface CxmlSession {
  operation: string;
  basketId?: string;
  returnUrl?: string;
  /** The field the PunchOutOrderMessage goes back in: `cXML-urlencoded` or `cXML-base64`. */
  transferFormField: string;
}

const cxmlSessionSchema = z.looseObject({
  operation: lenientString.optional(),
  basketId: lenientString.optional(),
  returnURL: lenientString.optional(),
  transferFormField: lenientString.optional(),
});

const xmlText = z.string();
/** The IDS answers are self-describing documents the storefront shows as they come. */
const idsDocumentSchema = z.looseObject({});

/** §5: a punchout call without a required input fails, naming what it lacked. */
const required = (value: string, what: string) => {
  if (!value) throw new Error(`a punchout call needs ${what}`);
  return value;
};
const segment = (value: string, what: string) => encodeURIComponent(required(value, what));

export function createPunchoutSessionsResource(t: Transport) {
  const base = (customerNo: string) => `customers/${segment(customerNo, 'a customer number')}/punchouts`;
  return {
    /** `POST …/cxml1.2/sessions/{sid}/start`: the StartPage's one-time token traded for the punchout user's tokens. */
    startCxml(sid: string, accessToken: string): Promise<ApiTokens> {
      return t.request(`customers/-/punchouts/cxml1.2/sessions/${segment(sid, 'a session id')}/start`, {
        method: 'POST',
        body: { accessToken },
        schema: tokenDataSchema,
        sendToken: false,
      });
    },

    /** `GET …/cxml1.2/sessions/{sid}`: the session's basket, return URL and transfer field. */
    async cxmlSession(customerNo: string, sid: string): Promise<CxmlSession> {
      const session = await t.request(`${base(customerNo)}/cxml1.2/sessions/${segment(sid, 'a session id')}`, { schema: cxmlSessionSchema });
      return {
        operation: session.operation ?? 'create',
        basketId: session.basketId || undefined,
        returnUrl: session.returnURL || undefined,
        transferFormField: session.transferFormField || 'cXML-urlencoded',
      };
    },

    /** `POST …/cxml1.2/transfer?sid=`: the session basket's PunchOutOrderMessage (it ends the API's session). */
    cxmlTransfer(customerNo: string, sid: string): Promise<string> {
      return t.request(`${base(customerNo)}/cxml1.2/transfer`, { method: 'POST', query: { sid: required(sid, 'a session id') }, schema: xmlText, responseType: 'text' });
    },

    /** `POST …/oci5/transfer?basketId=`: the basket as NEW_ITEM fields. */
    async ociTransfer(customerNo: string, basketId: string): Promise<PunchoutField[]> {
      return mapPunchoutFields(
        await t.request(`${base(customerNo)}/oci5/transfer`, { method: 'POST', query: { basketId: required(basketId, 'a basket id') }, schema: punchoutFieldsDataSchema }),
      );
    },

    /** `GET …/oci5/validate?productId=&quantity=`: OCI's VALIDATE answer for one product. */
    async ociValidate(customerNo: string, productId: string, quantity: string): Promise<PunchoutField[]> {
      return mapPunchoutFields(
        await t.request(`${base(customerNo)}/oci5/validate`, { query: { productId: required(productId, 'a product id'), quantity }, schema: punchoutFieldsDataSchema }),
      );
    },

    /** `GET …/oci5/background-search?searchString=`: OCI's BACKGROUND_SEARCH answer. */
    async ociBackgroundSearch(customerNo: string, searchString: string): Promise<PunchoutField[]> {
      return mapPunchoutFields(await t.request(`${base(customerNo)}/oci5/background-search`, { query: { searchString: required(searchString, 'a search string') }, schema: punchoutFieldsDataSchema }));
    },

    /** `POST …/ids/transfer?basketId=`: the basket as the IDS warenkorb. */
    idsTransfer(customerNo: string, basketId: string): Promise<string> {
      return t.request(`${base(customerNo)}/ids/transfer`, { method: 'POST', query: { basketId: required(basketId, 'a basket id') }, schema: xmlText, responseType: 'text' });
    },

    /** `GET …/ids/login-info` (IDS action LI) and `…/ids/version` (SV). */
    idsInfo(customerNo: string, which: 'login-info' | 'version'): Promise<Record<string, unknown>> {
      return t.request(`${base(customerNo)}/ids/${which}`, { schema: idsDocumentSchema });
    },
  };
}

export type PunchoutSessionsResource = ReturnType<typeof createPunchoutSessionsResource>;
