// Intent `add-many` of the basket action: several products in one post (a retail set's parts, each
// with its quantity; 0 skips a part). Every product is loaded here and checked against its own rules,
// never the form's; the valid ones go into the basket in one `addItems` call. Any part that cannot be
// ordered as asked refuses the whole post, with the error next to that part's quantity, so the
// shopper never gets half of what they chose without being told.
import { isCommerceError } from '~/commerce/errors';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import type { Product } from '~/commerce/models';
import type { ShopMessage } from '~/forms/form-reply';
import { parseForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopContext } from '~/http/shop-context.server';
import { ADD_MANY_FORM_ID, addManySchema } from './add-many-form';
import { withBasket } from './basket-session.server';
import { isOrderable, orderRulesOf, quantityProblem } from './order-rules';

/** Beyond this many products the success is one message with the count (flashed messages are few). */
const MAX_PRODUCT_MESSAGES = 3;

/** The product, or undefined when the backend does not know it (a 4xx). */
async function productOf(shop: ShopContext, sku: string): Promise<Product | undefined> {
  try {
    return await shop.commerce.products.get(sku);
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return undefined;
    throw error;
  }
}

const quantityField = (index: number) => `items[${index}].quantity`;

export async function addManyIntent(request: Request, shop: ShopContext, form: FormData) {
  const submission = parseForm(form, addManySchema);
  if (submission.status !== 'success') return rejected(ADD_MANY_FORM_ID, submission);

  const chosen = submission.value.items
    .map((item, index) => ({ ...item, index }))
    .filter((item) => item.quantity > 0);
  const products = await Promise.all(chosen.map((item) => productOf(shop, item.sku)));

  // Each refused part: its error next to its quantity, and a line naming it above the form.
  const fieldErrors: Record<string, string[]> = {};
  const messages: ShopMessage[] = [];
  chosen.forEach((item, position) => {
    const product = products[position];
    const problem =
      !product || !isOrderable(product)
        ? ({ type: 'error', key: 'product.error.not_orderable' } satisfies ShopMessage)
        : quantityProblem(item.quantity, orderRulesOf(product));
    if (!problem) return;
    fieldErrors[quantityField(item.index)] = [problem.key];
    messages.push({
      type: 'error',
      key: 'basket.add_many.error.item',
      values: { ...problem.values, sku: item.sku, name: product?.name ?? item.sku, problem: problem.key },
    });
  });
  if (messages.length > 0) return rejected(ADD_MANY_FORM_ID, submission, { fieldErrors, messages });

  const lines = chosen.map((item) => ({ sku: item.sku, quantity: item.quantity }));
  try {
    const { result, replaced } = await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, lines));
    const added: ShopMessage[] =
      chosen.length <= MAX_PRODUCT_MESSAGES
        ? chosen.map((item, position) => ({
            type: 'success',
            key: 'ede.shopping_cart.product.added.message',
            values: { sku: item.sku, name: products[position]!.name, count: item.quantity },
          }))
        : [{ type: 'success', key: 'shopping_cart.add_by_url.added.message', values: { count: lines.reduce((sum, line) => sum + line.quantity, 0) } }];
    return succeeded(request, shop, form, {
      formId: ADD_MANY_FORM_ID,
      submission,
      messages: [
        ...added,
        ...result.infos.map((info): ShopMessage => ({ type: 'info', key: 'basket.info.backend', values: { message: info.message } })),
        ...(replaced ? [{ type: 'info', key: 'shopping_cart.replaced.info' } satisfies ShopMessage] : []),
      ],
    });
  } catch (error) {
    if (isRefusal(error)) return refused(ADD_MANY_FORM_ID, submission, refusalMessage(error));
    throw error;
  }
}
