// The basket.v1 documents: basket data with its totals, line items, and the `{data, included,
// infos}` envelope with line items, their warranties, the addresses, the shipping method and
// the open tender payment (with its method and instrument) resolved on `include=lineItems,lineItems_warranty,invoiceToAddress,commonShipToAddress,commonShippingMethod,
// payments,payments_paymentMethod,payments_paymentInstrument`.
// A line's `warranty` names its entry in `lineItems_warranty` (keyed by the line id); addresses
// are referenced and keyed by urn, the shipping method and the payment method by id, the payment
// as 'open-tender'.
import { type AddressRecord, addressUrn } from './basket-addresses';
import type { BasketCheckout } from './basket-checkout';
import type { BasketPayment } from './basket-payment';
import type { BasketRecord } from './basket-store';
import type { PricedBasket, PricedLine } from './basket-pricing';
import { shippingMethodData } from './checkout-documents';
import { type NetGross, ZERO, moneyValue, plus, priceItem, taxCents } from './money';
import { OPEN_TENDER_ID, openTenderData, openTenderInstrumentData, paymentMethodData } from './payment-documents';

/** A basket with everything its documents show; `addressData` writes an address document. */
export interface BasketView {
  basket: BasketRecord;
  priced: PricedBasket;
  checkout: BasketCheckout;
  payment: BasketPayment;
  addressData: (address: AddressRecord) => object;
}

export interface IcmInfo {
  code: string;
  message: string;
}

/** Includes the basket resolves; any other requested include is reported as not resolved. */
const RESOLVED_INCLUDES = [
  'lineItems',
  'lineItems_warranty',
  'invoiceToAddress',
  'commonShipToAddress',
  'commonShippingMethod',
  'payments',
  'payments_paymentMethod',
  'payments_paymentInstrument',
];

export function lineItemData(priced: PricedLine, currency: string) {
  const { line, product, unitPrice, total, warranty } = priced;
  return {
    id: line.id,
    position: line.position,
    product: product.sku,
    quantity: { value: line.quantity, unit: product.packingUnit },
    calculated: true,
    freeGift: false,
    hiddenGift: false,
    ...(warranty ? { warranty: line.id } : {}),
    pricing: {
      singleBasePrice: priceItem(unitPrice, currency),
      undiscountedSingleBasePrice: priceItem(unitPrice, currency),
      price: priceItem(total, currency),
      undiscountedPrice: priceItem(total, currency),
      total: priceItem(total, currency),
      salesTaxTotal: moneyValue(taxCents(total), currency),
    },
  };
}

function shippingTotalOf(checkout: BasketCheckout): NetGross {
  const method = checkout.shippingMethod;
  return method ? { netCents: method.netCents, grossCents: method.grossCents } : ZERO;
}

function paymentCostsTotalOf(payment: BasketPayment): NetGross {
  const method = payment.openTender?.method;
  return method ? { netCents: method.netCents, grossCents: method.grossCents } : ZERO;
}

export function basketData({ basket, priced, checkout, payment }: BasketView) {
  const { currency } = basket;
  const shippingTotal = shippingTotalOf(checkout);
  const paymentCostsTotal = paymentCostsTotalOf(payment);
  const grandTotal = plus(plus(priced.itemTotal, shippingTotal), paymentCostsTotal);
  return {
    id: basket.id,
    purchaseCurrency: currency,
    calculated: true,
    lineItems: priced.lines.map(line => line.line.id),
    totalProductQuantity: priced.totalQuantity,
    ...(basket.messageToMerchant === null ? {} : { messageToMerchant: basket.messageToMerchant }),
    ...(basket.externalOrderReference === null ? {} : { externalOrderReference: basket.externalOrderReference }),
    ...(checkout.invoiceToAddress ? { invoiceToAddress: addressUrn(checkout.invoiceToAddress) } : {}),
    ...(checkout.shipToAddress ? { commonShipToAddress: addressUrn(checkout.shipToAddress) } : {}),
    ...(checkout.shippingMethod ? { commonShippingMethod: checkout.shippingMethod.id } : {}),
    ...(payment.openTender ? { payments: [OPEN_TENDER_ID] } : {}),
    // no discounts or surcharges yet: the grand total is items plus shipping plus payment costs
    totals: {
      itemTotal: priceItem(priced.itemTotal, currency),
      undiscountedItemTotal: priceItem(priced.itemTotal, currency),
      shippingTotal: priceItem(shippingTotal, currency),
      paymentCostsTotal: priceItem(paymentCostsTotal, currency),
      grandTotal: { ...priceItem(grandTotal, currency), tax: moneyValue(taxCents(grandTotal), currency) },
    },
  };
}

/** `include` is ICM's comma list; each entry not resolved here gets an `include.not_resolved.error` info. */
export function basketEnvelope(view: BasketView, include: string[]) {
  const { basket, priced, checkout, payment } = view;
  const tender = payment.openTender;
  const addressEntry = (address: AddressRecord | undefined) =>
    address ? { [addressUrn(address)]: view.addressData(address) } : {};
  const infos: IcmInfo[] = include
    .filter(name => !RESOLVED_INCLUDES.includes(name))
    .map(name => ({ code: 'include.not_resolved.error', message: `The include '${name}' is not resolved.` }));
  const { currency } = basket;
  const included = {
    ...(include.includes('lineItems')
      ? { lineItems: Object.fromEntries(priced.lines.map(line => [line.line.id, lineItemData(line, currency)])) }
      : {}),
    ...(include.includes('lineItems_warranty')
      ? {
          lineItems_warranty: Object.fromEntries(
            priced.lines.flatMap(({ line, warranty }) =>
              warranty ? [[line.id, { product: warranty.sku, price: priceItem(warranty.total, currency) }]] : [],
            ),
          ),
        }
      : {}),
    ...(include.includes('invoiceToAddress') ? { invoiceToAddress: addressEntry(checkout.invoiceToAddress) } : {}),
    ...(include.includes('commonShipToAddress') ? { commonShipToAddress: addressEntry(checkout.shipToAddress) } : {}),
    ...(include.includes('commonShippingMethod')
      ? {
          commonShippingMethod: checkout.shippingMethod
            ? { [checkout.shippingMethod.id]: shippingMethodData(checkout.shippingMethod, currency) }
            : {},
        }
      : {}),
    ...(include.includes('payments') ? { payments: tender ? { [OPEN_TENDER_ID]: openTenderData(tender) } : {} } : {}),
    ...(include.includes('payments_paymentMethod')
      ? { payments_paymentMethod: tender ? { [tender.method.id]: paymentMethodData(tender.method, payment, currency) } : {} }
      : {}),
    ...(include.includes('payments_paymentInstrument')
      ? {
          payments_paymentInstrument: tender
            ? { [openTenderInstrumentData(tender).id]: openTenderInstrumentData(tender) }
            : {},
        }
      : {}),
  };
  return {
    data: basketData(view),
    ...(Object.keys(included).length > 0 ? { included } : {}),
    ...(infos.length > 0 ? { infos } : {}),
  };
}
