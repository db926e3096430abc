// The IDS Connect 2.5 warenkorb a craft business's software receives (../shared/punchout/README.md
// §1.3): the basket as a `Warenkorb` in the ITEK namespace, returned without an order
// (RueckgabeKZ "Warenkorbrückgabe"), in the element order of the public IDS writers. One OrderItem
// per line and one more per line's warranty: ArtNo the SKU, Qty with two decimals, QU the ISO unit,
// Kurztext the name (at most 100 characters), OfferPrice the net list price per unit (the sale price
// without one), NetPrice the customer's net price per unit after item discounts, PriceBasis 1 and
// VAT the product's tax rate in percent. Amounts come from integer cents, so they are exact.
import { XMLBuilder } from 'fast-xml-parser';

import type { BasketView } from '../../basket/basket-document';
import type { PriceStore } from '../../catalog/prices/pricing';
import type { ProductStore } from '../../catalog/products/product-store';
import { IDS } from '../punchout-types';
import { isoUnitOf } from '../unit-codes';

export const WARENKORB_NAMESPACE = 'http://www.itek.de/Shop-Anbindung/Warenkorb/';
const MAX_SHORT_TEXT = 100;

export interface WarenkorbStores {
  products: ProductStore;
  prices: PriceStore;
}

interface OrderItem {
  sku: string;
  name: string;
  quantity: number;
  unit: string;
  offerNetCents: number;
  netCents: number;
  taxRate: number;
}

const amount = (cents: number) => (cents / 100).toFixed(4);
const percent = (rate: number) => (Math.round(rate * 10_000) / 100).toFixed(2);

const orderItemXml = (item: OrderItem) => ({
  ItemChara: 'normal',
  ArtNo: item.sku,
  Qty: item.quantity.toFixed(2),
  QU: item.unit,
  Kurztext: [...item.name].slice(0, MAX_SHORT_TEXT).join(''),
  OfferPrice: amount(item.offerNetCents),
  NetPrice: amount(item.netCents),
  PriceBasis: '1.00',
  VAT: percent(item.taxRate),
});

function orderItemsOf(view: BasketView, stores: WarenkorbStores): OrderItem[] {
  const { lines } = view.priced;
  const warrantyIds = lines.flatMap(line => (line.warranty && line.line.warrantyId !== null ? [line.line.warrantyId] : []));
  const ids = [...lines.map(line => line.product.id), ...warrantyIds];
  const listPrices = stores.prices.pricesOf(ids, view.basket.currency);
  const warranties = new Map(stores.products.findByIds(warrantyIds, view.locale).map(product => [product.id, product]));
  return lines.flatMap(line => {
    const quantity = line.line.quantity;
    const item: OrderItem = {
      sku: line.product.sku,
      name: line.product.name,
      quantity,
      unit: isoUnitOf(line.product.packingUnit),
      offerNetCents: listPrices.get(line.product.id)?.list?.netCents ?? line.undiscountedUnitPrice.netCents,
      netCents: line.unitPrice.netCents,
      taxRate: line.product.taxRate,
    };
    const warranty = line.warranty && line.line.warrantyId !== null ? warranties.get(line.line.warrantyId) : undefined;
    if (!line.warranty || !warranty) return [item];
    const unitNetCents = Math.round(line.warranty.total.netCents / quantity);
    return [
      item,
      { sku: warranty.sku, name: warranty.name, quantity, unit: 'PCE', offerNetCents: unitNetCents, netCents: unitNetCents, taxRate: line.warranty.taxRate },
    ];
  });
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: ' ' });

/** The warenkorb XML of the basket, dated `at` (UTC). */
export function warenkorbXml(view: BasketView, stores: WarenkorbStores, at: Date): string {
  const iso = at.toISOString();
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Warenkorb: {
      '@_xmlns': WARENKORB_NAMESPACE,
      WarenkorbInfo: { Date: iso.slice(0, 10), Time: iso.slice(11, 19), RueckgabeKZ: 'Warenkorbrückgabe', Version: IDS.version },
      Order: {
        OrderInfo: { ModeOfShipment: 'Lieferung', Cur: view.basket.currency },
        OrderItem: orderItemsOf(view, stores).map(orderItemXml),
      },
    },
  });
}
