// Whether a basket can become an order: every missing checkout step and every line that can no
// longer be ordered is a cause of one 422 order.creation.failed, with `paths` into the basket.
import type { BasketView } from '../basket/basket-document';
import type { LineItemRecord } from '../basket/basket-store';
import { IcmError, type IcmErrorCause } from '../http/icm-errors';
import type { StockReservations } from './stock-reservation';

export const ORDER_CREATION_FAILED = 'order.creation.failed';

export function orderCreationFailed(causes: IcmErrorCause[]): IcmError {
  return new IcmError(422, ORDER_CREATION_FAILED, 'The order could not be created.', causes);
}

function lineCauses(lines: LineItemRecord[], pricedIds: Set<string>, stock: StockReservations): IcmErrorCause[] {
  return lines.flatMap(line => {
    const product = stock.stock(line.productId);
    const paths = [`/lineItems/${line.id}`];
    if (!product || !product.online || !pricedIds.has(line.id)) {
      return [{ code: 'basket.line_item.product.not_available.error', message: `The product of line ${line.position} is no longer available.`, paths }];
    }
    if (product.available !== undefined && product.available < line.quantity) {
      return [{ code: 'basket.line_item.product.out_of_stock.error', message: `Only ${product.available} of ${product.sku} are in stock.`, paths }];
    }
    return [];
  });
}

/** The reasons the basket cannot be ordered (none when it is ready). */
export function readinessCauses(view: BasketView, lines: LineItemRecord[], stock: StockReservations): IcmErrorCause[] {
  const { checkout, payment, priced } = view;
  const missing = (code: string, message: string, path: string) => ({ code, message, paths: [path] });
  return [
    ...(lines.length === 0 ? [missing('basket.line_item.missing.error', 'The basket has no items.', '/lineItems')] : []),
    ...(checkout.invoiceToAddress ? [] : [missing('basket.invoice_to_address.missing.error', 'The basket has no invoice address.', '/invoiceToAddress')]),
    ...(checkout.shipToAddress ? [] : [missing('basket.ship_to_address.missing.error', 'The basket has no ship-to address.', '/commonShipToAddress')]),
    ...(checkout.shippingMethod ? [] : [missing('basket.shipping_method.missing.error', 'The basket has no shipping method.', '/commonShippingMethod')]),
    ...(payment.openTender ? [] : [missing('basket.payment.missing.error', 'The basket has no payment.', '/payments')]),
    ...lineCauses(lines, new Set(priced.lines.map(line => line.line.id)), stock),
  ];
}
