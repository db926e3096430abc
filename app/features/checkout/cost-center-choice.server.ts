// The basket's cost center for business users: the options (the user's cost centers where they are a
// buyer, spec §5), whether one is required (unless the company made it optional), and the post that
// sets it with the basket's PATCH (`costCenter`, as the PWA's basket service does; ICM keeps it as
// the Order_CostCenter_ID attribute, shopping-core §3). A company with cost centers per line item
// (isCostCenterPerPosition) lets each line name its own, as the line's Order_CostCenter_ID attribute;
// a line without one goes on the basket's. The backend checks every choice again when the basket is
// validated and submitted.
import type { Basket } from '~/commerce/models';
import { COST_CENTER_ATTRIBUTE } from '~/commerce/models/line-item';
import type { UserCostCenter } from '~/commerce/user-cost-centers.server';
import { signedInUser } from '~/features/account/user-session.server';
import { parseForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { isRefusal, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { costCenterSchema, lineCostCenterSchema } from './cost-center-form';
import { COST_CENTER_FORM_ID, lineCostCenterFormId } from './cost-center-form-id';

export interface CostCenterChoice {
  options: { id: string; name: string }[];
  /** The basket's cost center. */
  selected?: string;
  /** False when the company lets baskets go without one. */
  required: boolean;
  /** The company chooses cost centers per line item too (each line may name its own). */
  perLineItem: boolean;
}

const BUYER_ROLE = 'Buyer';

const forBuyer = (costCenters: UserCostCenter[]) => costCenters.filter((costCenter) => costCenter.roles.includes(BUYER_ROLE));

/**
 * Whether the session's user chooses cost centers at all: a business user. The costCenters toggle gates
 * cost center management only; a company that needs a cost center on every order needs the choice anyway
 * (the PWA's basket shows it whatever the toggle).
 */
function choosesCostCenters(shop: ShopContext): boolean {
  return !!signedInUser(shop)?.businessCustomer;
}

/** The choice the basket page shows; nothing for private customers, and nothing when it cannot be loaded (secondary). */
export async function costCenterChoice(shop: ShopContext, basket: Pick<Basket, 'costCenter'>): Promise<CostCenterChoice | undefined> {
  if (!choosesCostCenters(shop)) return undefined;
  const load = Promise.all([shop.commerce.userCostCenters.eligible(), shop.commerce.customers.current(true)]).then(([costCenters, { customer }]) => {
    const choice: CostCenterChoice = {
      options: forBuyer(costCenters).map(({ id, name }) => ({ id, name })),
      required: !customer.isCostCenterOptional,
      perLineItem: !!customer.isCostCenterPerPosition,
    };
    if (basket.costCenter) choice.selected = basket.costCenter;
    return choice;
  });
  return secondary<CostCenterChoice | undefined>(shop, 'cost centers', load, undefined);
}

/** The basket page's post (intent `cost-center`): a cost center the user buys on, set on the basket. */
export async function saveCostCenter(request: Request, shop: ShopContext, form: FormData, basketId: string | undefined) {
  const submission = parseForm(form, costCenterSchema);
  if (submission.status !== 'success') return rejected(COST_CENTER_FORM_ID, submission);
  if (!basketId) return refused(COST_CENTER_FORM_ID, submission, { type: 'error', key: 'basket.not_found.error' }, 404);
  if (!choosesCostCenters(shop)) return refused(COST_CENTER_FORM_ID, submission, { type: 'error', key: 'checkout.cost_center.select.error.unknown' }, 403);
  const { costCenter } = submission.value;
  try {
    const eligible = forBuyer(await shop.commerce.userCostCenters.eligible());
    if (!eligible.some((option) => option.id === costCenter)) {
      return rejected(COST_CENTER_FORM_ID, submission, { fieldErrors: { costCenter: ['checkout.cost_center.select.error.unknown'] } });
    }
    await shop.commerce.baskets.update(basketId, { costCenter });
  } catch (error) {
    if (isRefusal(error)) return refused(COST_CENTER_FORM_ID, submission, refusalMessage(error));
    throw error;
  }
  return succeeded(request, shop, form, { formId: COST_CENTER_FORM_ID, submission, messages: [{ type: 'success', key: 'checkout.cost_center.saved.message' }] });
}

/**
 * The basket page's post for a line (intent `line-cost-center`): a cost center the user buys on, set as
 * the line's attribute, or none (the basket's then applies). Only for a line of the session's basket,
 * and only when the company chooses cost centers per line item.
 */
export async function saveLineCostCenter(request: Request, shop: ShopContext, form: FormData, basketId: string | undefined) {
  const submission = parseForm(form, lineCostCenterSchema);
  const formId = lineCostCenterFormId(String(form.get('itemId') ?? ''));
  if (submission.status !== 'success') return rejected(formId, submission);
  if (!basketId) return refused(formId, submission, { type: 'error', key: 'basket.not_found.error' }, 404);
  if (!choosesCostCenters(shop)) return refused(formId, submission, { type: 'error', key: 'checkout.cost_center.select.error.unknown' }, 403);
  const { itemId, costCenter } = submission.value;
  try {
    const [basket, costCenters, { customer }] = await Promise.all([
      shop.commerce.baskets.get(basketId, ['lineItems']),
      shop.commerce.userCostCenters.eligible(),
      shop.commerce.customers.current(signedInUser(shop)?.businessCustomer),
    ]);
    if (!customer.isCostCenterPerPosition) return refused(formId, submission, { type: 'error', key: 'checkout.cost_center.line.not_per_line.error' }, 403);
    const line = basket.lineItems.find((item) => item.id === itemId);
    if (!line) return refused(formId, submission, { type: 'error', key: 'shopping_cart.line_item.not_found.error' }, 404);
    if (costCenter && !forBuyer(costCenters).some((option) => option.id === costCenter)) {
      return rejected(formId, submission, { fieldErrors: { costCenter: ['checkout.cost_center.select.error.unknown'] } });
    }
    const exists = line.attributes.some((attribute) => attribute.name === COST_CENTER_ATTRIBUTE);
    if (costCenter) await shop.commerce.baskets.setItemAttribute(basketId, line.id, COST_CENTER_ATTRIBUTE, costCenter, { exists });
    else if (exists) await shop.commerce.baskets.deleteItemAttribute(basketId, line.id, COST_CENTER_ATTRIBUTE);
  } catch (error) {
    if (isRefusal(error)) return refused(formId, submission, refusalMessage(error));
    throw error;
  }
  const key = costCenter ? 'checkout.cost_center.line.saved.message' : 'checkout.cost_center.line.cleared.message';
  return succeeded(request, shop, form, { formId, submission, messages: [{ type: 'success', key }] });
}
