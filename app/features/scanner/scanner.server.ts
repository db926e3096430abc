// /scanner and /scandit (shopping-core §2, §8): a code, typed or recognised by the camera, is looked up
// as a quick-order row is (products.lookup, spec §5). One product: its page, or, with the second
// button, one order unit of it into the basket. Several (a name fragment): the search results for the
// code. None: the scanner's message next to the field, the code kept.
import { data, redirect } from 'react-router';
import type { Product } from '~/commerce/models';
import { withBasket } from '~/features/basket/basket-session.server';
import { isOrderable, orderRulesOf } from '~/features/basket/order-rules';
import { productPath } from '~/features/catalog/catalog-urls';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { commerceErrorResponse, isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { codeCandidates } from './scanned-code';
import { SCANNER_ERROR, SCANNER_FORM_ID, SCANNER_INTENTS, scannerSchema } from './scanner-form';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export function scannerLoader({ context }: Args) {
  const shop = getShop(context);
  return data({ title: shop.t('code_scanner.heading') }, { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } });
}

/** The products the code finds: those of its first form that finds any. */
async function productsFor(shop: ShopContext, code: string): Promise<Product[]> {
  for (const candidate of codeCandidates(code)) {
    const found = await shop.commerce.products.lookup(candidate);
    if (found.length > 0) return found;
  }
  return [];
}

export async function scannerAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);

  /** The code's one product, or the answer to give instead (invalid input, not found, several). */
  async function resolve() {
    const submission = parseForm(form, scannerSchema);
    if (submission.status !== 'success') return { answer: rejected(SCANNER_FORM_ID, submission) };
    const { code } = submission.value;
    const products = await productsFor(shop, code);
    if (products.length === 0) {
      return { answer: rejected(SCANNER_FORM_ID, submission, { status: 404, fieldErrors: { code: [SCANNER_ERROR.notFound] } }) };
    }
    if (products.length > 1) return { answer: redirect(localizePath(`/search/${encodeURIComponent(code)}`, shop.locale), 303) };
    return { submission, product: products[0] };
  }

  try {
    return await dispatchIntent(form, {
      async [SCANNER_INTENTS.open]() {
        const found = await resolve();
        if (!found.product) return found.answer;
        return redirect(localizePath(productPath(found.product), shop.locale), 303);
      },

      async [SCANNER_INTENTS.add]() {
        const found = await resolve();
        if (!found.product) return found.answer;
        const { submission, product } = found;
        if (!isOrderable(product)) {
          return rejected(SCANNER_FORM_ID, submission, { fieldErrors: { code: [SCANNER_ERROR.notOrderable] } });
        }
        const quantity = orderRulesOf(product).min;
        try {
          await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, [{ sku: product.sku, quantity }]));
        } catch (error) {
          if (isRefusal(error)) return refused(SCANNER_FORM_ID, submission, refusalMessage(error));
          throw error;
        }
        const added: ShopMessage = { type: 'success', key: 'ede.shopping_cart.product.added.message', values: { sku: product.sku, name: product.name, count: quantity } };
        return succeeded(request, shop, form, { formId: SCANNER_FORM_ID, submission, messages: [added], resetForm: true });
      },
    });
  } catch (error) {
    throw commerceErrorResponse(error);
  }
}
