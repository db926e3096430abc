// My Account's saved payment instruments (shopping-core §2, §3, §5, §8): the saved ones (masked) under
// their methods, the preferred one, saving one through its method's parameter form (the checkout's
// payment form pieces, only for methods that allow saving), deleting one after a confirmation and
// choosing the preferred one.
import { data } from 'react-router';
import { z } from 'zod';
import { refusalCode } from '~/commerce/customer-payments.server';
import { isCommerceError } from '~/commerce/errors';
import { canSaveInstrument, userPaymentMethods } from '~/commerce/models/customer-payment';
import type { PaymentInstrument, PaymentMethod } from '~/commerce/models';
import { chosenParameters, formMethods, type PaymentFormMethod } from '~/features/checkout/payment-form';
import { paymentSchema } from '~/features/checkout/payment-schema';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { isRefusal, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { currentCustomer } from '../account.server';
import { sessionCustomer, userCall, userCallFailed } from '../account.server';
import { CONFIRM_DELETE_PARAM, PAYMENT_ADD_FORM_ID, PAYMENTS_FORM_ID } from './payment-ids';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

/** A saved instrument as the page shows it: masked (ICM masks the account; nothing else is shown). */
export interface SavedInstrumentView {
  id: string;
  methodName: string;
  accountIdentifier?: string;
  preferred: boolean;
}

/** A method the saved instruments come under; a method without parameters is preferred as itself. */
export interface SavedMethodView {
  id: string;
  displayName: string;
  instruments: SavedInstrumentView[];
  standard: boolean;
  preferred: boolean;
}

export interface PaymentsPageData {
  title: string;
  methods: SavedMethodView[];
  preferred?: { methodName: string; accountIdentifier?: string };
  /** The methods an instrument may be saved for, with their parameter forms. */
  addable: PaymentFormMethod[];
  /** The saved instrument whose deletion the user is asked to confirm. */
  confirmDelete?: SavedInstrumentView;
}

const MAX_ID_LENGTH = 200;
const instrumentSchema = z.object({ instrumentId: z.string().trim().min(1).max(MAX_ID_LENGTH) });
/** An empty id: no preferred instrument. */
const preferredSchema = z.object({ instrumentId: z.string().trim().max(MAX_ID_LENGTH).optional() });

const paymentsPath = (shop: ShopContext) => localizePath('/account/payments', shop.locale);

/** The user, the saved instruments and the methods (without them, nothing can be saved, but the saved ones show). */
async function loadPayments(shop: ShopContext, request: Request) {
  const customer = sessionCustomer(shop, request);
  const [customerUser, instruments, methods] = await Promise.all([
    currentCustomer(shop, request),
    userCall(shop, request, shop.commerce.customerPayments.list(customer)),
    secondary<PaymentMethod[]>(shop, 'payment methods', shop.commerce.customerPayments.eligibleMethods(customer), []),
  ]);
  return { customer, customerUser, instruments, methods, addable: formMethods(methods.filter(canSaveInstrument)) };
}

function methodViews(methods: PaymentMethod[], instruments: PaymentInstrument[], preferredId: string | undefined): SavedMethodView[] {
  return userPaymentMethods(methods, instruments).map((method) => ({
    id: method.id,
    displayName: method.displayName,
    standard: method.parameters.length === 0 && method.paymentInstruments.length === 0,
    preferred: method.id === preferredId,
    instruments: method.paymentInstruments.map((instrument) => ({
      id: instrument.id,
      methodName: method.displayName,
      ...(instrument.accountIdentifier ? { accountIdentifier: instrument.accountIdentifier } : {}),
      preferred: instrument.id === preferredId,
    })),
  }));
}

export async function paymentsLoader({ request, context }: Args) {
  const shop = getShop(context);
  const { customerUser, instruments, methods, addable } = await loadPayments(shop, request);
  const views = methodViews(methods, instruments, customerUser.user.preferredPaymentInstrumentId);
  const preferredInstrument = views.flatMap((method) => method.instruments).find((instrument) => instrument.preferred);
  const preferredMethod = views.find((method) => method.preferred);
  const confirmId = new URL(request.url).searchParams.get(CONFIRM_DELETE_PARAM);
  const confirming = confirmId ? views.flatMap((method) => method.instruments).find((instrument) => instrument.id === confirmId) : undefined;
  const page: PaymentsPageData = {
    title: shop.t('account.payment.heading'),
    methods: views,
    ...(preferredInstrument
      ? { preferred: { methodName: preferredInstrument.methodName, accountIdentifier: preferredInstrument.accountIdentifier } }
      : preferredMethod
        ? { preferred: { methodName: preferredMethod.displayName } }
        : {}),
    addable,
    ...(confirming ? { confirmDelete: confirming } : {}),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

const success = (key: string): ShopMessage => ({ type: 'success', key });
const notFound: ShopMessage = { type: 'error', key: 'account.payment.not_found.error' };

/**
 * A refused instrument: ICM names the first cause's code in braces in its message (business-and-
 * integration §8); a code that names one of the method's parameters is an error on that field.
 */
function instrumentRefusal(method: PaymentFormMethod, message: string, causeMessage: string | undefined) {
  const code = refusalCode(message) ?? '';
  const segments = code.toLowerCase().split('.');
  const parameter = method.parameters.find((candidate) => segments.includes(candidate.name.toLowerCase()));
  const text = causeMessage || 'checkout.payment.error.parameter_pattern';
  return parameter ? { fieldErrors: { [`param.${method.id}.${parameter.name}`]: [text] } } : undefined;
}

export async function paymentsAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);

  return dispatchIntent(form, {
    async add() {
      const { customer, addable } = await loadPayments(shop, request);
      const submission = parseForm(form, paymentSchema(addable));
      if (submission.status !== 'success') return rejected(PAYMENT_ADD_FORM_ID, submission);
      const method = addable.find((candidate) => candidate.id === submission.value.paymentMethod)!;
      try {
        await shop.commerce.customerPayments.create(customer, method.id, chosenParameters(method, submission.value.param));
      } catch (error) {
        if (!isRefusal(error)) userCallFailed(shop, request, error);
        const onField = instrumentRefusal(method, error.message, error.causes?.[0]?.message);
        return onField ? rejected(PAYMENT_ADD_FORM_ID, submission, onField) : refused(PAYMENT_ADD_FORM_ID, submission, refusalMessage(error));
      }
      return succeeded(request, shop, form, {
        formId: PAYMENT_ADD_FORM_ID,
        submission,
        resetForm: true,
        messages: [success('account.payment.instrument_created.message')],
        redirectTo: paymentsPath(shop),
      });
    },

    /** The confirmed deletion. */
    async delete() {
      const submission = parseForm(form, instrumentSchema);
      if (submission.status !== 'success') return rejected(PAYMENTS_FORM_ID, submission, { status: 400 });
      const { customer, instruments } = await loadPayments(shop, request);
      const instrument = instruments.find((candidate) => candidate.id === submission.value.instrumentId);
      if (!instrument) return refused(PAYMENTS_FORM_ID, submission, notFound, 404);
      // ICM drops a preference for a deleted instrument itself. (The PWA waits 600 ms after a delete
      // before it sets another preferred instrument, spec §9, because its calls race in the browser;
      // here the delete has finished before anything else is sent, so no delay is needed.)
      try {
        await shop.commerce.customerPayments.delete(customer, instrument.id);
      } catch (error) {
        if (!isRefusal(error) || isCommerceError(error, 404)) userCallFailed(shop, request, error);
        return refused(PAYMENTS_FORM_ID, submission, refusalMessage(error));
      }
      return succeeded(request, shop, form, { formId: PAYMENTS_FORM_ID, messages: [success('account.payment.payment_deleted.message')], redirectTo: paymentsPath(shop) });
    },

    /** The preferred instrument (a saved one, or a method without parameters), or none. */
    async preferred() {
      const submission = parseForm(form, preferredSchema);
      if (submission.status !== 'success') return rejected(PAYMENTS_FORM_ID, submission, { status: 400 });
      const { customerUser, instruments, methods } = await loadPayments(shop, request);
      const id = submission.value.instrumentId || null;
      const choices = methodViews(methods, instruments, undefined).flatMap((method) => (method.standard ? [method.id] : method.instruments.map((instrument) => instrument.id)));
      if (id !== null && !choices.includes(id)) return refused(PAYMENTS_FORM_ID, submission, notFound, 404);
      try {
        await shop.commerce.customers.updateProfile(customerUser, { preferredPaymentInstrumentId: id });
      } catch (error) {
        if (!isRefusal(error)) userCallFailed(shop, request, error);
        return refused(PAYMENTS_FORM_ID, submission, refusalMessage(error));
      }
      return succeeded(request, shop, form, {
        formId: PAYMENTS_FORM_ID,
        messages: [success(id === null ? 'account.payment.no_preferred.message' : 'account.payment.payment_created.message')],
        redirectTo: paymentsPath(shop),
      });
    },
  });
}
