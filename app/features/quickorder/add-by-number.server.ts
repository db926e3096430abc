// Intent `add-by-number` of the basket action: "add by item number" on the basket page, one row of the
// quick order (the same lookup and checks, resolve-rows.server.ts). A problem goes next to the field
// it is about: the quantity's rules to the quantity, everything else to the item number; a number
// found by a looser match (a fragment, a name) is not added but filled in with its product's.
import { z } from 'zod';
import { parseForm, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import type { ShopContext } from '~/http/shop-context.server';
import { ADD_BY_NUMBER_FORM_ID } from './add-by-number-form-id';
import { addRows } from './resolve-rows.server';

const addByNumberSchema = z.object({
  sku: z.string({ error: 'quickorder.error.sku_missing' }).trim().min(1, 'quickorder.error.sku_missing').max(256, 'quickorder.error.sku_missing'),
  quantity: z.string({ error: 'product.quantity.error.number' }).trim().max(32, 'product.quantity.error.integer'),
});

/** A copy of the posted form with one field's value replaced. */
function withField(form: FormData, name: string, value: string): FormData {
  const copy = new FormData();
  for (const [key, entry] of form) copy.append(key, entry);
  copy.set(name, value);
  return copy;
}

export async function addByNumberIntent(request: Request, shop: ShopContext, form: FormData) {
  const submission = parseForm(form, addByNumberSchema);
  if (submission.status !== 'success') return rejected(ADD_BY_NUMBER_FORM_ID, submission);
  const { added, left, notes } = await addRows(shop, [submission.value]);
  const [problem] = left;
  if (problem?.error) {
    const field = problem.error.key.startsWith('product.quantity.') ? 'quantity' : 'sku';
    // A product found: its item number goes into the field, so that adding again adds what was checked.
    const shown = problem.product ? parseForm(withField(form, 'sku', problem.sku), addByNumberSchema) : submission;
    return rejected(ADD_BY_NUMBER_FORM_ID, shown, { fieldErrors: { [field]: [problem.error.key] }, messages: [problem.error] });
  }
  const messages: ShopMessage[] = added.map((row) => ({
    type: 'success',
    key: 'ede.shopping_cart.product.added.message',
    values: { sku: row.sku, name: row.product?.name ?? row.sku, count: Number(row.quantity) },
  }));
  return succeeded(request, shop, form, { formId: ADD_BY_NUMBER_FORM_ID, submission, messages: [...messages, ...notes], resetForm: true });
}
