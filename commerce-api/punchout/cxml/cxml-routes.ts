// cXML 1.2 punchout resources under customers/{customerNo}/punchouts/cxml1.2 (the PWA's punchout
// service, media type punchout.cxml.v3; business-and-integration §7.3):
// - POST setuprequest: the procurement system's PunchOutSetupRequest (text/xml in and out, at most
//   1 MiB); every answer, refusals included, is a cXML Response. cXML's status sits on top of HTTP:
//   the transport succeeded, so the HTTP status is 200 whatever the Status code says (procurement
//   systems read the Status), but for the shop's own failure (500).
// - POST sessions/{sid}/start: the storefront trades the StartPage's one-time start token
//   (`accessToken`) for the punchout user's login tokens (the token endpoint's answer); the
//   customer may be named '-', as the StartPage does not name it.
// - GET sessions/{sid}: the session ({operation, basketId, returnURL, creationDate, buyerCookie,
//   transferFormField}) for its own punchout user.
// - POST transfer?sid=: the PunchOutOrderMessage of the session's basket (text/xml, read as every
//   standard's transfer reads it: punchout-basket.ts); it ends the session.
// - GET and PATCH users/{userId}/configurations: a cXML punchout user's configuration (the user
//   named by its login, which is its id), for the company's punchout managers (APP_B2B_MANAGE_PUNCHOUT).
// The JSON resources answer ICM's error documents.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { CustomerStore } from '../../customer/customer-store';
import type { Principals } from '../../customer/principal';
import { loginRefusal } from '../../customer/token-routes';
import type { UserStore } from '../../customer/user-store';
import type { UserTokens } from '../../customer/user-tokens';
import type { Db } from '../../db/open-database';
import { IcmError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import { refuseUnsafeTexts } from '../../http/text-fields';
import { punchoutManager, punchoutUserCaller, punchoutUserOfPath } from '../punchout-access';
import { type PunchoutBasketStores, transferredBasket } from '../punchout-basket';
import { CXML } from '../punchout-types';
import type { PunchoutUserStore } from '../users/punchout-user-store';
import { type CxmlConfigurations, type CxmlEntryName, configurationDocument, entryProblem, isEntryName } from './cxml-configuration';
import { type CxmlAuthor, CxmlStatusError, setupResponse, statusResponse } from './cxml-documents';
import type { CxmlSessions } from './cxml-sessions';
import { orderMessage } from './order-message';
import { type PunchoutSetupStores, createPunchoutSetup } from './punchout-setup';
import { readSetupRequest } from './setup-request';
import { textOfRawXml } from './cxml-xml';

export interface CxmlRouteStores extends PunchoutSetupStores, PunchoutBasketStores {
  principals: Principals;
  users: UserStore;
  customers: CustomerStore;
  userTokens: UserTokens;
  punchoutUsers: PunchoutUserStore;
  cxmlSessions: CxmlSessions;
  cxmlConfigurations: CxmlConfigurations;
  now?: () => Date;
}

/** A setup request with a basket of a few hundred ItemOut lines fits. */
const SETUP_REQUEST_LIMIT_BYTES = 1024 * 1024;

const BASE = '/customers/:customerNo/punchouts/cxml1.2';
const CustomerParams = Type.Object({ customerNo: Text });
const SessionParams = Type.Object({ customerNo: Text, sid: Text });
const UserParams = Type.Object({ customerNo: Text, userId: Text });
const StartBody = Type.Object({ accessToken: Text });
const TransferQuery = Type.Object({ sid: Text });
const ConfigurationBody = Type.Array(Type.Object({ name: Text, value: Type.String() }), { maxItems: 100 });

const sessionNotFound = (sid: string) => notFound('punchout.cxml.session.not_found.error', `The cXML punchout session '${sid}' was not found or has ended.`);

/** The answer to a setup request that failed: its cXML status, or 400/500 for what Fastify refused. */
function statusOf(error: FastifyError | Error): CxmlStatusError {
  if (error instanceof CxmlStatusError) return error;
  const status = (error as FastifyError).statusCode ?? (error instanceof IcmError ? error.status : 500);
  if (status === 413) return new CxmlStatusError(400, `The document is larger than ${SETUP_REQUEST_LIMIT_BYTES} bytes.`);
  if (status < 500) return new CxmlStatusError(400, error.message);
  return new CxmlStatusError(500, 'The request could not be processed.');
}

export function registerCxmlRoutes(app: FastifyInstance, db: Db, stores: CxmlRouteStores): void {
  const { principals, cxmlSessions, cxmlConfigurations } = stores;
  const author: CxmlAuthor = { domain: new URL(stores.storefrontUrl).hostname, now: stores.now ?? (() => new Date()) };
  const setup = createPunchoutSetup(db, stores);

  // The procurement system's call: its own body parsing (any content type is read as the document)
  // and cXML answers for every error.
  void app.register(async scope => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const status = statusOf(error);
      if (status.code >= 500) request.log.error(error);
      return reply
        .status(status.code >= 500 ? 500 : 200)
        .type('text/xml; charset=utf-8')
        .send(statusResponse(author, status.code, status.message));
    });
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      `${BASE}/setuprequest`,
      { bodyLimit: SETUP_REQUEST_LIMIT_BYTES, schema: { params: CustomerParams } },
      async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        const startPage = await setup.start(readSetupRequest(text), {
          customerNo: request.params.customerNo,
          clientAddress: request.ip,
          locale: request.icm.locale,
          currency: request.icm.currency,
        });
        return reply.header('cache-control', 'no-store').type('text/xml; charset=utf-8').send(setupResponse(author, startPage));
      },
    );
  });

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(`${BASE}/sessions/:sid/start`, { schema: { params: SessionParams, body: StartBody } }, async (request, reply) => {
    const { customerNo, sid } = request.params;
    const invalid = () => new IcmError(401, 'punchout.cxml.start_token.invalid.error', 'The start token is invalid, used or expired.');
    const userId = cxmlSessions.start(sid, request.body.accessToken);
    const user = userId === undefined ? undefined : stores.users.findById(userId);
    const customer = user && stores.customers.findById(user.customerId);
    if (!user || !customer || (customerNo !== '-' && customerNo.toLowerCase() !== customer.customerNo.toLowerCase())) throw invalid();
    const refused = loginRefusal(user, stores.customers);
    if (refused) throw refused;
    const tokens = stores.userTokens.issue(user.id);
    return reply.header('cache-control', 'no-store').send({
      access_token: tokens.accessToken,
      token_type: 'user',
      expires_in: tokens.expiresIn,
      refresh_token: tokens.refreshToken,
    });
  });

  typed.get(`${BASE}/sessions/:sid`, { schema: { params: SessionParams } }, async request => {
    const caller = punchoutUserCaller(request, principals, request.params.customerNo, CXML);
    const session = cxmlSessions.find(request.params.sid, caller.userId);
    if (!session) throw sessionNotFound(request.params.sid);
    return {
      operation: session.operation,
      basketId: session.basketId,
      returnURL: session.returnUrl,
      creationDate: session.createdAt,
      buyerCookie: textOfRawXml(session.buyerCookieXml),
      transferFormField: cxmlConfigurations.of(caller.userId).transferFormField,
    };
  });

  typed.post(`${BASE}/transfer`, { schema: { params: CustomerParams, querystring: TransferQuery } }, async (request, reply) => {
    const caller = punchoutUserCaller(request, principals, request.params.customerNo, CXML);
    const { sid } = request.query;
    const session = cxmlSessions.find(sid, caller.userId);
    if (!session) throw sessionNotFound(sid);
    const locale = request.icm.locale;
    const view = transferredBasket(request, session.basketId, stores);
    const warrantySkus = view.priced.lines.flatMap(line => (line.warranty ? [line.warranty.sku] : []));
    const document = orderMessage(author, {
      session,
      configuration: cxmlConfigurations.of(caller.userId),
      view,
      attributes: stores.products.attributesOf(view.priced.lines.map(line => line.product.id), locale),
      warrantyNames: new Map(stores.products.findBySkus(warrantySkus, locale).map(product => [product.sku, product.name])),
    });
    if (!cxmlSessions.transferred(sid)) throw sessionNotFound(sid);
    return reply.header('cache-control', 'no-store').type('text/xml; charset=utf-8').send(document);
  });

  typed.get(`${BASE}/users/:userId/configurations`, { schema: { params: UserParams } }, async request => {
    const manager = punchoutManager(request, principals, request.params.customerNo);
    return configurationDocument(cxmlConfigurations.of(punchoutUserOfPath(stores.punchoutUsers, manager, CXML, request.params.userId).userId), request.icm.locale);
  });

  typed.patch(`${BASE}/users/:userId/configurations`, { schema: { params: UserParams, body: ConfigurationBody } }, async request => {
    const manager = punchoutManager(request, principals, request.params.customerNo);
    const { userId } = punchoutUserOfPath(stores.punchoutUsers, manager, CXML, request.params.userId);
    refuseUnsafeTexts(request.body, request.icm.locale);
    const causes = request.body.flatMap(({ name, value }, index) => {
      if (!isEntryName(name)) {
        return [{ code: 'punchout.cxml.configuration.name.unknown.error', message: `There is no configuration entry '${name}'.`, paths: [`/${index}/name`] }];
      }
      const problem = entryProblem(name, value, request.icm.locale);
      return problem ? [{ code: 'punchout.cxml.configuration.value.invalid.error', message: `${name}: ${problem}`, paths: [`/${index}/value`] }] : [];
    });
    if (causes.length > 0) throw new IcmError(400, 'punchout.cxml.configuration.update.failed', 'The configuration was not changed.', causes);
    cxmlConfigurations.update(userId, request.body.map(({ name, value }) => ({ name: name as CxmlEntryName, value })));
    return configurationDocument(cxmlConfigurations.of(userId), request.icm.locale);
  });
}
