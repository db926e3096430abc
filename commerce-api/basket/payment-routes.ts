// A basket's payment (basket.v1): GET baskets/{id}/eligible-payment-methods, POST
// baskets/{id}/payment-instruments (direct debits get a mandate reference), PUT (answers the payment, `include=paymentMethod`;
// `redirect` registers return URLs), PATCH (the shopper's return from the payment provider, which
// continues the basket's stopped order) and DELETE baskets/{id}/payments/open-tender.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { type OrderContinuationStores, createOrderContinuation } from '../checkout/order-continuation';
import type { Db } from '../db/open-database';
import { IcmError } from '../http/icm-errors';
import { Text } from '../http/schemas';
import { tokenOf } from './basket-access';
import { type BasketAccessStores, basketOf } from './basket-access';
import { BasketParams, BasketQuery, NewPaymentInstrumentBody, includesOf } from './basket-schemas';
import { type BasketViewStores, basketView } from './basket-view';
import { namedInstrumentsData, openTenderData, paymentInstrumentData, paymentMethodData } from './payment-documents';
import { feedbackText } from './feedback-texts';
import { checkParameters } from './payment-parameters';
import { type PaymentRedirectUrls, type ReturnUrls, returnUrlCauses } from './payment-redirect-urls';
import { newMandateReference } from './sepa-mandates';

export interface PaymentRouteStores extends BasketAccessStores, BasketViewStores, OrderContinuationStores {
  returnUrls: PaymentRedirectUrls;
}

const UrlText = Type.String({ maxLength: 2000 });
/** The PWA's body; `redirect` carries the return URLs of a method that needs a redirect. */
const OpenTenderBody = Type.Object({
  paymentInstrument: Text,
  redirect: Type.Optional(
    Type.Object({ successUrl: Type.Optional(UrlText), cancelUrl: Type.Optional(UrlText), failureUrl: Type.Optional(UrlText) }),
  ),
});
/** The shopper's return: the redirect status in upper case and the returned parameters. */
const PaymentReturnBody = Type.Object({
  redirect: Type.Object({
    status: Type.String({ maxLength: 20 }),
    parameters: Type.Optional(Type.Array(Type.Object({ name: Type.String({ maxLength: 100 }), value: UrlText }), { maxItems: 50 })),
  }),
});
const PAYMENT_STATUS = { SUCCESS: 'Authorized', CANCEL: 'Cancelled', FAILURE: 'Failed' } as const;

export function registerPaymentRoutes(app: FastifyInstance, db: Db, stores: PaymentRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const continueOrder = createOrderContinuation(db, stores);

  typed.get(
    '/baskets/:basketId/eligible-payment-methods',
    { schema: { params: BasketParams, querystring: BasketQuery } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { payment } = basketView(basket, stores, request.icm.locale);
      const data = payment.methods.map(method => paymentMethodData(method, payment, basket.currency));
      return includesOf(request.query.include).includes('paymentInstruments')
        ? {
            data,
            included: { paymentInstruments: namedInstrumentsData(payment.methods, payment) },
          }
        : { data };
    },
  );

  typed.post(
    '/baskets/:basketId/payment-instruments',
    { schema: { params: BasketParams, body: NewPaymentInstrumentBody } },
    async (request, reply) => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { paymentMethod, parameters = [] } = request.body;
      const { locale } = request.icm;
      const method = stores.paymentMethods.offered(locale, basket.currency).find(m => m.id === paymentMethod);
      const failed = (causes: { code: string; message: string; paths: string[] }[]) =>
        new IcmError(422, 'basket.payment_instrument.creation.failed', feedbackText(locale, 'basket.payment_instrument.creation.failed'), causes);
      if (!method) {
        const code = 'payment.method.not_found.error';
        throw failed([{ code, message: feedbackText(locale, code, { id: paymentMethod }), paths: ['/paymentMethod'] }]);
      }
      const result = checkParameters(parameters, method.parameters, locale);
      if ('causes' in result) throw failed(result.causes.map(cause => ({ ...cause, paths: cause.paths ?? [] })));
      const stored = method.mandateText === null ? result.stored : [...result.stored, newMandateReference()];
      const instrument = stores.paymentInstruments.create(basket.id, method.id, stored, result.accountIdentifier);
      reply.status(201);
      return { data: paymentInstrumentData(instrument) };
    },
  );

  typed.put(
    '/baskets/:basketId/payments/open-tender',
    { schema: { params: BasketParams, querystring: BasketQuery, body: OpenTenderBody } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { locale } = request.icm;
      const { payment } = basketView(basket, stores, locale);
      const chosen = request.body.paymentInstrument;
      // a logged-in user's saved instrument gets its copy in the basket here, which the tender names
      const instrument = stores.paymentInstruments.find(basket.id, chosen);
      const methodId = instrument?.paymentMethodId ?? chosen;
      const method = payment.methods.find(candidate => candidate.id === methodId);
      const usable = method && (instrument || method.parameters.length === 0);
      const notSet = (causes: IcmError['causes']) => new IcmError(422, 'basket.payment.update.failed', feedbackText(locale, 'basket.payment.update.failed'), causes);
      const refuse = (code: string, message: string) => notSet([{ code, message, paths: ['/paymentInstrument'] }]);
      if (!usable) {
        const code = 'basket.payment_instrument.not_found.error';
        throw refuse(code, feedbackText(locale, code, { id: chosen }));
      }
      // the restriction's message is in the locale already (basket-payment.ts)
      if (method.restrictions.length > 0) throw refuse('basket.payment_method.restricted.error', method.restrictions[0].message);
      if (method.capabilities.includes('LimitedTender')) {
        const code = 'basket.payment_method.limited_tender.error';
        throw refuse(code, feedbackText(locale, code, { method: method.displayName }));
      }
      const { redirect } = request.body;
      const urlCauses = redirect ? returnUrlCauses(redirect, '/redirect') : [];
      if (urlCauses.length > 0) throw notSet(urlCauses);
      stores.paymentInstruments.setOpenTender(basket.id, { paymentMethodId: method.id, paymentInstrumentId: instrument?.id ?? null });
      // a new choice of payment replaces the return URLs of the previous one
      stores.returnUrls.set(basket.id, redirect as ReturnUrls | undefined);
      const tender = { method, ...(instrument ? { instrument } : {}) };
      return includesOf(request.query.include).includes('paymentMethod')
        ? { data: openTenderData(tender), included: { paymentMethod: { [method.id]: paymentMethodData(method, payment, basket.currency) } } }
        : { data: openTenderData(tender) };
    },
  );

  typed.delete('/baskets/:basketId/payments/open-tender', { schema: { params: BasketParams } }, async (request, reply) => {
    const basket = basketOf(request, request.params.basketId, stores);
    stores.paymentInstruments.setOpenTender(basket.id, undefined);
    stores.returnUrls.set(basket.id, undefined);
    reply.status(204);
  });

  typed.patch(
    '/baskets/:basketId/payments/open-tender',
    { schema: { params: BasketParams, querystring: BasketQuery, body: PaymentReturnBody } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores, { submitted: true });
      const status = request.body.redirect.status.toUpperCase();
      const failed = (code: string, message: string, path: string) =>
        new IcmError(422, 'basket.payment.update.failed', 'The payment could not be updated.', [{ code, message, paths: [path] }]);
      if (!Object.hasOwn(PAYMENT_STATUS, status)) {
        throw failed('payment.redirect.status.invalid.error', 'The redirect status is SUCCESS, CANCEL or FAILURE.', '/redirect/status');
      }
      if (basket.submittedOrderId === null) {
        throw failed('basket.payment.redirect.not_pending.error', 'The basket has no order waiting for its payment.', '/redirect');
      }
      // the equivalent of PATCH orders/{id}: the basket's stopped order is continued with the return
      continueOrder(basket.submittedOrderId, tokenOf(request, stores.tokens), { status, parameters: request.body.redirect.parameters ?? [] });
      const { payment } = basketView(basket, stores, request.icm.locale);
      if (!payment.openTender) throw failed('basket.payment.missing.error', 'The basket has no payment.', '/redirect');
      return { data: { ...openTenderData(payment.openTender), status: PAYMENT_STATUS[status as keyof typeof PAYMENT_STATUS] } };
    },
  );
}
