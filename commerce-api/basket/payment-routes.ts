// A basket's payment (basket.v1): GET baskets/{id}/eligible-payment-methods, POST
// baskets/{id}/payment-instruments (direct debits get a mandate reference), PUT (answers the payment, `include=paymentMethod`) and DELETE baskets/{id}/payments/open-tender.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import { IcmError } from '../http/icm-errors';
import { type BasketAccessStores, basketOf } from './basket-access';
import { BasketParams, BasketQuery, NewPaymentInstrumentBody, OpenTenderBody, includesOf } from './basket-schemas';
import { type BasketViewStores, basketView } from './basket-view';
import { openTenderData, paymentInstrumentData, paymentMethodData } from './payment-documents';
import { checkParameters } from './payment-parameters';
import { newMandateReference } from './sepa-mandates';

export interface PaymentRouteStores extends BasketAccessStores, BasketViewStores {}

export function registerPaymentRoutes(app: FastifyInstance, stores: PaymentRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

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
            included: {
              paymentInstruments: Object.fromEntries(
                payment.instruments.map(instrument => [instrument.id, paymentInstrumentData(instrument)]),
              ),
            },
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
      const method = stores.paymentMethods.offered(request.icm.locale, basket.currency).find(m => m.id === paymentMethod);
      const failed = (causes: { code: string; message: string; paths: string[] }[]) =>
        new IcmError(422, 'basket.payment_instrument.creation.failed', 'The payment instrument could not be created.', causes);
      if (!method) {
        throw failed([
          { code: 'payment.method.not_found.error', message: `The payment method '${paymentMethod}' is not offered.`, paths: ['/paymentMethod'] },
        ]);
      }
      const result = checkParameters(parameters, method.parameters);
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
      const instrument = payment.instruments.find(candidate => candidate.id === chosen);
      const methodId = instrument?.paymentMethodId ?? chosen;
      const method = payment.methods.find(candidate => candidate.id === methodId);
      const usable = method && (instrument || method.parameters.length === 0);
      const refuse = (code: string, message: string) =>
        new IcmError(422, 'basket.payment.update.failed', 'The payment could not be set.', [
          { code, message, paths: ['/paymentInstrument'] },
        ]);
      if (!usable) {
        throw refuse('basket.payment_instrument.not_found.error', `The payment instrument '${chosen}' is not an instrument of this basket.`);
      }
      if (method.restrictions.length > 0) throw refuse('basket.payment_method.restricted.error', method.restrictions[0].message);
      if (method.capabilities.includes('LimitedTender')) {
        throw refuse('basket.payment_method.limited_tender.error', `${method.displayName} pays only part of a basket and cannot be its open tender.`);
      }
      stores.paymentInstruments.setOpenTender(basket.id, { paymentMethodId: method.id, paymentInstrumentId: instrument?.id ?? null });
      const tender = { method, ...(instrument ? { instrument } : {}) };
      return includesOf(request.query.include).includes('paymentMethod')
        ? { data: openTenderData(tender), included: { paymentMethod: { [method.id]: paymentMethodData(method, payment, basket.currency) } } }
        : { data: openTenderData(tender) };
    },
  );

  typed.delete('/baskets/:basketId/payments/open-tender', { schema: { params: BasketParams } }, async (request, reply) => {
    const basket = basketOf(request, request.params.basketId, stores);
    stores.paymentInstruments.setOpenTender(basket.id, undefined);
    reply.status(204);
  });
}
