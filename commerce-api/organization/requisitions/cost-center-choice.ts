// The cost center a business user's basket names (Order_CostCenter_ID, by number): it must be an
// active cost center of the customer the user is a buyer of (business-and-integration §5: only buyers
// may be chosen). A basket without one is refused when the user may order on any cost center, unless
// the customer made cost centers optional (cost_center_optional) or, with cost centers per line item
// (cost_center_per_position), every line names its own. Those line item attributes of the same name
// follow the same rule. ICM's PATCH baskets/{id} `{costCenter}` (the PWA's way) writes the basket's.
import type { AttributeTable } from '../../basket/basket-attributes';
import type { BasketView } from '../../basket/basket-document';
import { feedbackText } from '../../basket/feedback-texts';
import type { IcmErrorCause } from '../../http/icm-errors';
import type { CostCenterStore } from '../cost-centers/cost-center-store';
import { COST_CENTER_ATTRIBUTE } from './basket-approval';

const PATHS = ['/costCenter'];

/** Why the basket's cost center choice is refused (none for anonymous and private baskets). */
export function costCenterCauses(view: BasketView, costCenters: CostCenterStore): IcmErrorCause[] {
  const { approval, locale } = view;
  if (!approval) return [];
  const { buyer, costCenterNumber, costCenter, lines } = approval;
  const mayBuyOn = (candidate: { active: boolean; buyers: { userId: string }[] }) =>
    candidate.active && candidate.buyers.some(entry => entry.userId === buyer.userId);
  const lineCauses = lines.flatMap(line => {
    if (line.costCenter && mayBuyOn(line.costCenter)) return [];
    const code = 'basket.line_item.cost_center.not_eligible.error';
    return [{ code, message: feedbackText(locale, code, { id: line.costCenterNumber.slice(0, 50) }), paths: [`/lineItems/${line.lineItemId}/costCenter`] }];
  });
  if (costCenterNumber === undefined || costCenterNumber.trim() === '') {
    const everyLineHasOne = lines.length > 0 && lines.length === view.priced.lines.length;
    if (buyer.costCenterOptional || everyLineHasOne || !costCenters.list(buyer.customerId).some(mayBuyOn)) return lineCauses;
    const code = 'basket.cost_center.missing.error';
    return [{ code, message: feedbackText(locale, code), paths: PATHS }, ...lineCauses];
  }
  if (costCenter && mayBuyOn(costCenter)) return lineCauses;
  const code = 'basket.cost_center.not_eligible.error';
  return [{ code, message: feedbackText(locale, code, { id: costCenterNumber.slice(0, 50) }), paths: PATHS }, ...lineCauses];
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
