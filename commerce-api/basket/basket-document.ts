// The basket.v1 documents: basket data with its totals, line items, and the `{data, included,
// infos}` envelope with line items, their warranties, the addresses, the shipping method and
// the open tender payment (with its method and instrument) resolved on `include=lineItems,lineItems_warranty,invoiceToAddress,commonShipToAddress,commonShippingMethod,
// payments,payments_paymentMethod,payments_paymentInstrument`.
// A line's `warranty` names its entry in `lineItems_warranty` (keyed by the line id); addresses
// are referenced and keyed by urn, the shipping method and the payment method by id, the payment
// as 'open-tender'. Discounts (promotion-documents.ts) are resolved on `include=discounts` (order
// level) and `include=lineItems_discounts`; the applied `promotionCodes` are listed in the data,
// and codes that grant nothing get a `basket.promotion_code.not_applicable.info`.
import { type AddressRecord, addressUrn } from './basket-addresses';
import type { AttributeRecord } from './basket-attributes';
import type { RecurrenceData } from './basket-recurrence';
import type { BasketCheckout } from './basket-checkout';
import type { BasketPayment } from './basket-payment';
import type { BasketRecord } from './basket-store';
import type { BasketApproval } from '../organization/requisitions/basket-approval';
import type { PricedBasket, PricedLine } from './basket-pricing';
import type { BasketPromotions } from './promotion-codes';
import { promotionInfos } from './promotion-codes';
import { basketDiscountReferences, basketDiscountsIncluded, discountData, lineItemDiscountsIncluded } from './promotion-documents';
import { shippingMethodData } from './checkout-documents';
import { type NetGross, ZERO, minus, moneyValue, plus, priceItem, taxCents } from './money';
import { OPEN_TENDER_ID, openTenderData, openTenderInstrumentData, paymentMethodData } from './payment-documents';

/** A basket with everything its documents show; `addressData` writes an address document. */
export interface BasketView {
  basket: BasketRecord;
  /** The locale of the view's texts (names, messages). */
  locale: string;
  priced: PricedBasket;
  checkout: BasketCheckout;
  payment: BasketPayment;
  addressData: (address: AddressRecord) => object;
  /** The basket's attributes (basket-attributes.ts). */
  attributes?: AttributeRecord[];
  /** A line item's attributes. */
  lineItemAttributes?: (lineItemId: string) => AttributeRecord[];
  /** The basket's promotion codes and their state (promotion-codes.ts). */
  promotions?: BasketPromotions;
  /** The basket's recurrence (basket-recurrence.ts), when it asks for a recurring order. */
  recurrence?: RecurrenceData;
  /** A business user's basket: its cost center and whether it needs approval (organization/requisitions). */
  approval?: BasketApproval;
}

export interface IcmInfo {
  code: string;
  message: string;
  parameters?: Record<string, string>;
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
  'discounts',
  'lineItems_discounts',
];

export function lineItemData(priced: PricedLine, currency: string, attributes: AttributeRecord[] = []) {
  const { line, product, unitPrice, total, warranty, discounts } = priced;
  return {
    id: line.id,
    position: line.position,
    product: product.sku,
    quantity: { value: line.quantity, unit: product.packingUnit },
    calculated: true,
    freeGift: false,
    hiddenGift: false,
    ...(warranty ? { warranty: line.id } : {}),
    ...(line.desiredDelivery ? { desiredDelivery: line.desiredDelivery } : {}),
    // a line accepted from a quote names it, and its quantity cannot change (quoting/basket-quote-routes.ts)
    ...(line.quoteId ? { quote: line.quoteId, quantityFixed: true } : {}),
    ...(attributes.length > 0 ? { attributes } : {}),
    ...(discounts.length > 0 ? { discounts: discounts.map(discount => discount.id) } : {}),
    pricing: {
      singleBasePrice: priceItem(unitPrice, currency),
      undiscountedSingleBasePrice: priceItem(priced.undiscountedUnitPrice, currency),
      price: priceItem(total, currency),
      undiscountedPrice: priceItem(priced.undiscountedTotal, currency),
      total: priceItem(total, currency),
      valueRebatesTotal: priceItem(minus(priced.undiscountedTotal, total), currency),
      salesTaxTotal: moneyValue(taxCents(total), currency),
    },
  };
}

function paymentCostsTotalOf(payment: BasketPayment): NetGross {
  const method = payment.openTender?.method;
  return method ? { netCents: method.netCents, grossCents: method.grossCents } : ZERO;
}

export function basketData({ basket, priced, checkout, payment, attributes = [], promotions, recurrence, approval }: BasketView) {
  const { currency } = basket;
  const paymentCostsTotal = paymentCostsTotalOf(payment);
  // items after item discounts, minus order discounts, plus shipping after shipping discounts
  const grandTotal = plus(priced.discountedTotal, paymentCostsTotal);
  const discounts = basketDiscountReferences(priced);
  const codes = promotions?.codes.map(state => state.code) ?? [];
  return {
    id: basket.id,
    purchaseCurrency: currency,
    calculated: true,
    lineItems: priced.lines.map(line => line.line.id),
    totalProductQuantity: priced.totalQuantity,
    ...(basket.messageToMerchant === null ? {} : { messageToMerchant: basket.messageToMerchant }),
    ...(basket.externalOrderReference === null ? {} : { externalOrderReference: basket.externalOrderReference }),
    ...(attributes.length > 0 ? { attributes } : {}),
    ...(checkout.invoiceToAddress ? { invoiceToAddress: addressUrn(checkout.invoiceToAddress) } : {}),
    ...(checkout.shipToAddress ? { commonShipToAddress: addressUrn(checkout.shipToAddress) } : {}),
    ...(checkout.shippingMethod ? { commonShippingMethod: checkout.shippingMethod.id } : {}),
    ...(payment.openTender ? { payments: [OPEN_TENDER_ID] } : {}),
    ...(discounts ? { discounts } : {}),
    ...(codes.length > 0 ? { promotionCodes: codes } : {}),
    ...(recurrence ? { recurrence } : {}),
    ...(approval?.costCenterNumber === undefined ? {} : { costCenter: approval.costCenter?.costCenterId ?? approval.costCenterNumber }),
    ...(approval ? { approval: approval.document } : {}),
    // ICM's discount totals (item…, basketValue…, basketShipping…DiscountsTotal) and, with the same
    // values, the PWA model's names (itemRebatesTotal, valueRebatesTotal, shippingRebatesTotal, valueRebates)
    totals: {
      itemTotal: priceItem(priced.itemTotal, currency),
      undiscountedItemTotal: priceItem(priced.undiscountedItemTotal, currency),
      itemValueDiscountsTotal: priceItem(priced.itemDiscountsTotal, currency),
      basketValueDiscountsTotal: priceItem(priced.orderDiscountsTotal, currency),
      basketShippingDiscountsTotal: priceItem(priced.shippingDiscountsTotal, currency),
      itemRebatesTotal: priceItem(priced.itemDiscountsTotal, currency),
      valueRebatesTotal: priceItem(priced.orderDiscountsTotal, currency),
      shippingRebatesTotal: priceItem(priced.shippingDiscountsTotal, currency),
      valueRebates: priced.orderDiscounts.map(discount => discountData(discount, currency)),
      shippingTotal: priceItem(priced.shippingTotal, currency),
      undiscountedShippingTotal: priceItem(priced.undiscountedShippingTotal, currency),
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
  const infos: IcmInfo[] = [
    ...include
      .filter(name => !RESOLVED_INCLUDES.includes(name))
      .map(name => ({ code: 'include.not_resolved.error', message: `The include '${name}' is not resolved.` })),
    ...(view.promotions ? promotionInfos(view.promotions, view.locale) : []),
  ];
  const { currency } = basket;
  const included = {
    ...(include.includes('discounts') ? { discounts: basketDiscountsIncluded(priced, currency) } : {}),
    ...(include.includes('lineItems_discounts') ? { lineItems_discounts: lineItemDiscountsIncluded(priced, currency) } : {}),
    ...(include.includes('lineItems')
      ? { lineItems: Object.fromEntries(priced.lines.map(line => [line.line.id, lineItemData(line, currency, view.lineItemAttributes?.(line.line.id))])) }
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
