// What the open tender's payment does to a new order (ICM orderCreation): most methods complete it;
// the demo redirect method stops it until the shopper returns from the demo provider (or first asks
// for return URLs); a demo card whose number ends in 0002 is declined, which rolls the attempt back.
import type { BasketPayment } from '../basket/basket-payment';
import { feedbackText } from '../basket/feedback-texts';
import type { IcmErrorCause } from '../http/icm-errors';
import { type OrderCreation, REDIRECT_URLS_REQUIRED } from './order-creation';
import { DEMO_REDIRECT_METHOD } from './provider-payments';

export const DECLINED_CARD_SUFFIX = '0002';

export type PaymentOutcome =
  | { kind: 'complete' }
  | { kind: 'redirect' }
  | { kind: 'declined'; causes: IcmErrorCause[] };

/** `locale`: the language of a declined payment's cause. */
export function paymentOutcome(payment: BasketPayment, locale: string): PaymentOutcome {
  const tender = payment.openTender;
  if (!tender) return { kind: 'complete' };
  if (tender.method.id === DEMO_REDIRECT_METHOD) return { kind: 'redirect' };
  const cardNumber = tender.instrument?.parameters.find(parameter => parameter.name === 'creditCardNumber')?.value;
  if (tender.method.id === 'ISH_CREDITCARD' && cardNumber?.endsWith(DECLINED_CARD_SUFFIX)) {
    const code = 'payment.declined.error';
    return { kind: 'declined', causes: [{ code, message: feedbackText(locale, code, { suffix: DECLINED_CARD_SUFFIX }), paths: ['/payments'] }] };
  }
  return { kind: 'complete' };
}

/** The creation state of a new order with a redirect payment, with or without return URLs. */
export function stoppedCreation(redirectUrl: string | undefined): OrderCreation {
  return redirectUrl === undefined
    ? { status: 'STOPPED', stopAction: REDIRECT_URLS_REQUIRED }
    : { status: 'STOPPED', stopAction: { type: 'Redirect', redirectUrl } };
}
