// The requisition answers' texts (en_US, de_DE; other locales get English).
import { IcmError } from '../../http/icm-errors';
import type { RequisitionSubmitted } from '../../checkout/order-submission';

export const SUBMITTED_FOR_APPROVAL = 'order.creation.approval_required';

const texts = (locale: string, en: string, de: string) => (locale === 'de_DE' ? de : en);

/** POST orders for a basket that needs approval: it became (or already was) this requisition, no order. */
export function submittedForApproval(requisition: RequisitionSubmitted, locale: string): IcmError {
  const message = texts(
    locale,
    `The order needs approval: it was submitted for approval as requisition ${requisition.requisitionNo}.`,
    `Die Bestellung muss genehmigt werden: Sie wurde als Bestellanforderung ${requisition.requisitionNo} zur Genehmigung eingereicht.`,
  );
  return new IcmError(422, SUBMITTED_FOR_APPROVAL, message, [{ code: 'basket.requisition.created.info', message, paths: ['/basket'] }]);
}
