// A user's saved payment instruments, below customers/{no|-} and privatecustomers/{no|-}: GET
// …/payments (Links; the PWA reads each), GET …/payments/{id}, GET …/eligible-payment-methods (the
// methods an instrument may be saved for), POST …/payments `{name, parameters}` (201 with the new
// instrument's Link), PUT …/payments/{id} (new parameter values; values sent back unchanged, such as
// the masked card number, are kept) and DELETE …/payments/{id}. Parameters are checked and masked as
// a basket's instruments are; a refusal names its first cause's code in braces in its message, where
// the PWA reads it, and its texts are in the request's locale. Instruments are the caller's own:
// another user's id is 404.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';

import type { InstrumentParameter } from '../../basket/payment-instruments';
import { feedbackText } from '../../basket/feedback-texts';
import { checkParameters } from '../../basket/payment-parameters';
import { newMandateReference } from '../../basket/sepa-mandates';
import { IcmError, type IcmErrorCause, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import type { PaymentMethodOffer, PaymentMethods } from '../../reference/payment-methods';
import type { Principals } from '../principal';
import { CUSTOMER_RESOURCE_PATHS, accountCaller } from './account-access';
import { type AccountTextKey, accountText } from './account-texts';
import { savedPaymentMethodData, savedInstrumentData, savedInstrumentUri } from './customer-payment-documents';
import type { SavedInstrumentRecord, UserPaymentInstruments } from './user-payment-instruments';

export interface CustomerPaymentRouteStores {
  principals: Principals;
  instruments: UserPaymentInstruments;
  paymentMethods: PaymentMethods;
}

const CustomerParams = Type.Object({ customerNo: Text });
const InstrumentParams = Type.Object({ customerNo: Text, instrumentId: Text });
const ParameterValue = Type.String({ maxLength: 256 });
/** The PWA sends `{key, property}` pairs (ICM's account payment resource); `{name, value}` as for baskets is understood too. */
const SavedInstrumentBody = Type.Object({
  name: Type.Optional(Text),
  parameters: Type.Optional(
    Type.Array(
      Type.Union([
        Type.Object({ key: Text, property: ParameterValue }),
        Type.Object({ name: Text, value: ParameterValue }),
      ]),
      { maxItems: 20 },
    ),
  ),
});
type SavedInstrumentInput = Static<typeof SavedInstrumentBody>;

const parametersOf = (body: SavedInstrumentInput): InstrumentParameter[] =>
  (body.parameters ?? []).map(parameter => ('key' in parameter ? { name: parameter.key, value: parameter.property } : parameter));

/** Methods an instrument may be saved for: the method allows it and has parameters to save. */
export const isSavable = (method: PaymentMethodOffer) => method.saveAllowed && method.parameters.length > 0;

function refused(code: AccountTextKey, locale: string, causes: IcmErrorCause[]): IcmError {
  const summary = accountText(locale, code);
  return new IcmError(422, code, causes.length > 0 ? `${summary} {${causes[0].code}}` : summary, causes);
}

export function registerCustomerPaymentRoutes(app: FastifyInstance, stores: CustomerPaymentRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { instruments } = stores;

  const savable = (locale: string, currency: string) => stores.paymentMethods.offered(locale, currency).filter(isSavable);
  const ownInstrument = (userId: string, reference: string): SavedInstrumentRecord => {
    const instrument = instruments.find(userId, reference);
    if (!instrument) throw notFound('customer.payment_instrument.not_found.error', `The payment instrument '${reference}' was not found.`);
    return instrument;
  };

  for (const { resource, prefix } of CUSTOMER_RESOURCE_PATHS) {
    const callerOf = (request: Parameters<typeof accountCaller>[0], customerNo: string) =>
      accountCaller(request, stores.principals, resource, customerNo);

    typed.get(`${prefix}/payments`, { schema: { params: CustomerParams } }, async request => {
      const caller = callerOf(request, request.params.customerNo);
      return {
        type: 'ResourceCollection',
        name: 'payments',
        elements: instruments.list(caller.userId).map(instrument => ({
          type: 'Link',
          uri: savedInstrumentUri(request.icm.channel, resource, caller.customerNo, instrument.id),
          title: instrument.paymentMethodId,
        })),
      };
    });

    typed.get(`${prefix}/payments/:instrumentId`, { schema: { params: InstrumentParams } }, async request => {
      const caller = callerOf(request, request.params.customerNo);
      return savedInstrumentData(ownInstrument(caller.userId, request.params.instrumentId));
    });

    typed.get(`${prefix}/eligible-payment-methods`, { schema: { params: CustomerParams } }, async request => {
      const caller = callerOf(request, request.params.customerNo);
      const saved = instruments.list(caller.userId);
      const { locale, currency } = request.icm;
      return { methods: [{ payments: savable(locale, currency).map(method => savedPaymentMethodData(method, saved, currency)) }] };
    });

    typed.post(`${prefix}/payments`, { schema: { params: CustomerParams, body: SavedInstrumentBody } }, async (request, reply) => {
      const caller = callerOf(request, request.params.customerNo);
      const { locale } = request.icm;
      const failed = (causes: IcmErrorCause[]) => refused('customer.payment_instrument.creation.failed', locale, causes);
      const methodId = request.body.name ?? '';
      const method = savable(locale, request.icm.currency).find(candidate => candidate.id === methodId);
      if (!method) {
        throw failed([{ code: 'payment.method.not_found.error', message: accountText(locale, 'payment.method.not_savable', { id: methodId }), paths: ['/name'] }]);
      }
      const result = checkParameters(parametersOf(request.body), method.parameters, locale);
      if ('causes' in result) throw failed(result.causes);
      const stored = method.mandateText === null ? result.stored : [...result.stored, newMandateReference()];
      const instrument = instruments.create(caller.userId, method.id, stored, result.accountIdentifier);
      const uri = savedInstrumentUri(request.icm.channel, resource, caller.customerNo, instrument.id);
      reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
      return { type: 'Link', uri, title: instrument.paymentMethodId };
    });

    typed.put(`${prefix}/payments/:instrumentId`, { schema: { params: InstrumentParams, body: SavedInstrumentBody } }, async request => {
      const caller = callerOf(request, request.params.customerNo);
      const instrument = ownInstrument(caller.userId, request.params.instrumentId);
      const { locale } = request.icm;
      const failed = (causes: IcmErrorCause[]) => refused('customer.payment_instrument.update.failed', locale, causes);
      const { name } = request.body;
      if (name !== undefined && name !== instrument.paymentMethodId) {
        throw failed([{ code: 'payment.method.change.error', message: accountText(locale, 'payment.method.change.error'), paths: ['/name'] }]);
      }
      const method = stores.paymentMethods.offered(locale, request.icm.currency).find(candidate => candidate.id === instrument.paymentMethodId);
      if (!method) {
        const code = 'payment.method.not_found.error';
        throw failed([{ code, message: feedbackText(locale, code, { id: instrument.paymentMethodId }), paths: ['/name'] }]);
      }
      // values sent back as stored (the masked number) stay, as do the shop's own (the mandate reference); the others are checked anew
      const given = parametersOf(request.body);
      const same = (a: InstrumentParameter, b: InstrumentParameter) => a.name === b.name && a.value === b.value;
      const unchanged = (parameter: InstrumentParameter) => instrument.parameters.some(stored => same(stored, parameter));
      const isDefined = (name: string) => method.parameters.some(definition => definition.name === name);
      const kept = instrument.parameters.filter(stored => !isDefined(stored.name) || given.some(parameter => same(parameter, stored)));
      const keptNames = new Set(kept.map(parameter => parameter.name));
      const result = checkParameters(
        given.filter(parameter => !unchanged(parameter)),
        method.parameters.filter(definition => !keptNames.has(definition.name)),
        locale,
      );
      if ('causes' in result) throw failed(result.causes);
      const order = (parameter: InstrumentParameter) => {
        const position = method.parameters.findIndex(definition => definition.name === parameter.name);
        return position < 0 ? method.parameters.length : position;
      };
      const parameters = [...kept, ...result.stored].sort((a, b) => order(a) - order(b));
      const identifying = method.parameters.find(definition => definition.masked)?.name;
      const accountIdentifier = parameters.find(parameter => parameter.name === identifying)?.value ?? null;
      return savedInstrumentData(instruments.update(instrument, parameters, accountIdentifier));
    });

    typed.delete(`${prefix}/payments/:instrumentId`, { schema: { params: InstrumentParams } }, async (request, reply) => {
      const caller = callerOf(request, request.params.customerNo);
      instruments.delete(ownInstrument(caller.userId, request.params.instrumentId).id);
      return reply.status(204).send();
    });
  }
}
