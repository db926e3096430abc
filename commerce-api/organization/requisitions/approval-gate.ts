// The approval gate of order submission (checkout/order-submission.ts): a business user's basket that
// needs approval (basket-approval.ts, as the basket view says) becomes a requisition with the basket's
// document, and every placed order of a business user books its spending on the user and on each
// cost center it charges (organization/spending.ts: a share per cost center) in the order's transaction. A basket
// that needs approval cannot pay by a redirect to a provider (the approver places the order). The
// recurring order scheduler places through the same gate: a scheduled order that needs approval
// becomes a requisition too.
import type { BasketView } from '../../basket/basket-document';
import { feedbackText } from '../../basket/feedback-texts';
import type { ApprovalGate } from '../../checkout/order-submission';
import { paymentOutcome } from '../../checkout/payment-outcome';
import type { IcmErrorCause } from '../../http/icm-errors';
import type { CostCenterStore } from '../cost-centers/cost-center-store';
import type { Spending } from '../spending';
import { costCenterCauses } from './cost-center-choice';
import { requisitionDocument } from './requisition-documents';
import type { RequisitionStore } from './requisition-store';

/** An approver cannot take the buyer to a payment provider: a basket that needs approval pays without a redirect. */
function paymentCauses(view: BasketView): IcmErrorCause[] {
  if (!view.approval?.document.approvalRequired || paymentOutcome(view.payment, view.locale).kind !== 'redirect') return [];
  const code = 'basket.approval.payment_redirect.error';
  return [{ code, message: feedbackText(view.locale, code), paths: ['/payments'] }];
}

export function createApprovalGate(stores: { requisitions: RequisitionStore; spending: Spending; costCenters: CostCenterStore }): ApprovalGate {
  return {
    refusals: view => [...costCenterCauses(view, stores.costCenters), ...paymentCauses(view)],
    submitted(basketId) {
      const requisition = stores.requisitions.byId(basketId);
      return requisition && { id: requisition.id, requisitionNo: requisition.requisitionNo };
    },
    requisitionFor(view, tokenHash, creationDate) {
      const { approval } = view;
      if (!approval?.document.approvalRequired) return undefined;
      const requisition = stores.requisitions.insert({
        id: view.basket.id,
        customerId: approval.buyer.customerId,
        userId: approval.buyer.userId,
        tokenHash,
        costCenterId: approval.costCenter?.id ?? null,
        needsCustomerApproval: approval.needsCustomerApproval,
        costCenters: approval.charges.flatMap(({ costCenter, amountCents, needsApproval }) =>
          costCenter ? [{ costCenterId: costCenter.id, amountCents, needsApproval }] : [],
        ),
        creationDate,
        currency: view.basket.currency,
        totalGrossCents: approval.grandTotal.grossCents,
        totalNetCents: approval.grandTotal.netCents,
        lineItemCount: view.priced.lines.length,
        document: JSON.stringify(requisitionDocument(view, approval)),
      });
      return { id: requisition.id, requisitionNo: requisition.requisitionNo };
    },
    placed(order, view) {
      const { approval } = view;
      if (!approval) return;
      approval.charges.forEach(({ costCenter, amountCents }, share) =>
        stores.spending.book({
          orderId: order.id,
          share,
          customerId: approval.buyer.customerId,
          userId: approval.buyer.userId,
          costCenterId: costCenter?.id ?? null,
          currency: approval.currency,
          amountCents,
          bookedAt: order.creationDate,
        }),
      );
    },
  };
}
