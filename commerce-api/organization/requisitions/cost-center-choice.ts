// The cost center a business user's basket names (Order_CostCenter_ID, by number): it must be an
// active cost center of the customer the user is a buyer of (business-and-integration §5: only buyers
// may be chosen). A basket without one is refused when the user may order on any cost center, unless
// the customer made cost centers optional (cost_center_optional). Cost centers per line item
// (cost_center_per_position) are not supported: the basket's applies to every line. ICM's PATCH
// baskets/{id} `{costCenter}` (the PWA's way) writes the same attribute.
import type { AttributeTable } from '../../basket/basket-attributes';
import type { BasketView } from '../../basket/basket-document';
import { feedbackText } from '../../basket/feedback-texts';
import type { IcmErrorCause } from '../../http/icm-errors';
import type { CostCenterStore } from '../../customer/account/cost-center-store';
import { COST_CENTER_ATTRIBUTE } from './basket-approval';

const PATHS = ['/costCenter'];

/** Why the basket's cost center choice is refused (none for anonymous and private baskets). */
export function costCenterCauses(view: BasketView, costCenters: CostCenterStore): IcmErrorCause[] {
  const { approval, locale } = view;
  if (!approval) return [];
  const { buyer, costCenterNumber, costCenter } = approval;
  const mayBuyOn = (candidate: { active: boolean; buyers: { userId: string }[] }) =>
    candidate.active && candidate.buyers.some(entry => entry.userId === buyer.userId);
  if (costCenterNumber === undefined || costCenterNumber.trim() === '') {
    if (buyer.costCenterOptional || !costCenters.list(buyer.customerId).some(mayBuyOn)) return [];
    const code = 'basket.cost_center.missing.error';
    return [{ code, message: feedbackText(locale, code), paths: PATHS }];
  }
  if (costCenter && mayBuyOn(costCenter)) return [];
  const code = 'basket.cost_center.not_eligible.error';
  return [{ code, message: feedbackText(locale, code, { id: costCenterNumber.slice(0, 50) }), paths: PATHS }];
}

/** PATCH baskets/{id} `{costCenter}`: the number as the basket's Order_CostCenter_ID attribute; '' removes it. */
export function chooseCostCenter(attributes: AttributeTable, basketId: string, costCenter: string): void {
  const number = costCenter.trim();
  if (number === '') {
    attributes.delete(basketId, COST_CENTER_ATTRIBUTE);
    return;
  }
  const attribute = { name: COST_CENTER_ATTRIBUTE, type: 'String', value: number };
  if (!attributes.update(basketId, attribute)) attributes.create(basketId, attribute);
}
