// The PunchOutOrderMessage of a session's basket (cXML.dtd 1.2.063: `PunchOutOrderMessage
// (BuyerCookie, PunchOutOrderMessageHeader, ItemIn*)`), in a Message whose Header turns the setup
// request's around: From is the shop as the procurement system named it (the request's To), To is
// the procurement system (the request's From), Sender the shop with its user agent.
// Amounts are net (what a requisition adds up), two decimals with `.`:
// - Total: the items after item and order discounts; Shipping: the chosen method's cost after
//   shipping discounts; Tax: the tax of both together.
// - One ItemIn per line (`lineNumber` from 1): SupplierPartID is the SKU, SupplierPartAuxiliaryID
//   the basket line's id, UnitPrice the discounted unit price, Description the short description
//   with the name as ShortName, UnitOfMeasure the packing unit's ISO unit (unit-codes.ts) unless the
//   configuration maps it otherwise,
//   Classification the product's code in the configured catalog; a line's warranty follows as an
//   ItemIn of its own whose `parentLineNumber` names the line (read back so on edit).
import type { AttributeRecord } from '../../catalog/products/product-store';
import type { BasketView } from '../../basket/basket-document';
import type { PricedLine } from '../../basket/basket-pricing';
import { type NetGross, ZERO, minus, plus, taxCents } from '../../basket/money';
import { isoUnitOf } from '../unit-codes';
import { type CxmlConfiguration, parseUnitMapping } from './cxml-configuration';
import { type CxmlAuthor, messageDocument } from './cxml-documents';
import type { CxmlSession } from './cxml-sessions';
import { escapeXml } from './cxml-xml';
import type { CxmlCredential } from './setup-request';

const USER_AGENT = 'inSPIRED storefront punchout';

export interface OrderMessageInput {
  session: CxmlSession;
  configuration: CxmlConfiguration;
  view: BasketView;
  /** The products' attributes (for their classification codes). */
  attributes: Map<number, AttributeRecord[]>;
  /** Names of the warranty products by SKU. */
  warrantyNames: Map<string, string>;
}

/** cXML's xml:lang: en_US → en-US. */
const xmlLang = (locale: string) => locale.replace('_', '-');

const TAX_TEXT: Record<string, string> = { de: 'Mehrwertsteuer', en: 'Value added tax' };

const amount = (cents: number) => (cents / 100).toFixed(2);
const money = (cents: number, currency: string) => `<Money currency="${escapeXml(currency)}">${amount(cents)}</Money>`;

const credentials = (list: CxmlCredential[]) =>
  list.map(credential => `<Credential domain="${escapeXml(credential.domain)}"><Identity>${escapeXml(credential.identity)}</Identity></Credential>`).join('');

function header(session: CxmlSession): string {
  return (
    `<From>${credentials(session.to)}</From><To>${credentials(session.from)}</To>` +
    `<Sender>${credentials(session.to.slice(0, 1))}<UserAgent>${USER_AGENT}</UserAgent></Sender>`
  );
}

interface ItemDetail {
  unitNetCents: number;
  description: string;
  shortName: string;
  unitOfMeasure: string;
  classification: string;
  manufacturerPartId?: string;
  manufacturerName?: string;
  leadTimeDays?: number;
}

function itemIn(
  attributes: { quantity: number; lineNumber: number; parentLineNumber?: number },
  id: { sku: string; auxiliaryId: string },
  detail: ItemDetail,
  scope: { currency: string; lang: string; domain: string },
): string {
  const parent = attributes.parentLineNumber === undefined ? '' : ` parentLineNumber="${attributes.parentLineNumber}"`;
  return (
    `<ItemIn quantity="${attributes.quantity}" lineNumber="${attributes.lineNumber}"${parent}>` +
    `<ItemID><SupplierPartID>${escapeXml(id.sku)}</SupplierPartID><SupplierPartAuxiliaryID>${escapeXml(id.auxiliaryId)}</SupplierPartAuxiliaryID></ItemID>` +
    '<ItemDetail>' +
    `<UnitPrice>${money(detail.unitNetCents, scope.currency)}</UnitPrice>` +
    `<Description xml:lang="${scope.lang}">${escapeXml(detail.description)}<ShortName>${escapeXml(detail.shortName)}</ShortName></Description>` +
    `<UnitOfMeasure>${escapeXml(detail.unitOfMeasure)}</UnitOfMeasure>` +
    `<Classification domain="${escapeXml(scope.domain)}">${escapeXml(detail.classification)}</Classification>` +
    (detail.manufacturerPartId ? `<ManufacturerPartID>${escapeXml(detail.manufacturerPartId)}</ManufacturerPartID>` : '') +
    (detail.manufacturerName ? `<ManufacturerName>${escapeXml(detail.manufacturerName)}</ManufacturerName>` : '') +
    (detail.leadTimeDays ? `<LeadTime>${detail.leadTimeDays}</LeadTime>` : '') +
    '</ItemDetail></ItemIn>'
  );
}

/** The ItemIns of the basket, numbered from 1: each line, and its warranty after it. */
function itemsIn(input: OrderMessageInput, scope: { currency: string; lang: string; domain: string }): string {
  const { configuration, attributes, warrantyNames } = input;
  const units = parseUnitMapping(configuration.unitOfMeasureMapping) ?? new Map<string, string>();
  const unitOf = (packingUnit: string) => units.get(packingUnit.trim().toLowerCase()) ?? isoUnitOf(packingUnit);
  const codeOf = (productId: number) =>
    attributes.get(productId)?.find(attribute => attribute.key === configuration.classificationCatalogID)?.displayValue ??
    configuration.defaultClassificationCode;
  let lineNumber = 0;
  return input.view.priced.lines
    .map(({ line, product, unitPrice, warranty }: PricedLine) => {
      lineNumber += 1;
      const productLine = lineNumber;
      const item = itemIn(
        { quantity: line.quantity, lineNumber: productLine },
        { sku: product.sku, auxiliaryId: line.id },
        {
          unitNetCents: unitPrice.netCents,
          description: product.shortDescription || product.name,
          shortName: product.name,
          unitOfMeasure: unitOf(product.packingUnit),
          classification: codeOf(product.id),
          manufacturerPartId: product.manufacturerSku ?? undefined,
          manufacturerName: product.manufacturer,
          leadTimeDays: product.readyForShipmentMax,
        },
        scope,
      );
      if (!warranty) return item;
      lineNumber += 1;
      const name = warrantyNames.get(warranty.sku) ?? warranty.sku;
      return (
        item +
        itemIn(
          { quantity: line.quantity, lineNumber, parentLineNumber: productLine },
          { sku: warranty.sku, auxiliaryId: line.id },
          {
            unitNetCents: warranty.total.netCents / line.quantity,
            description: name,
            shortName: name,
            unitOfMeasure: unitOf(''),
            classification: configuration.defaultClassificationCode,
          },
          scope,
        )
      );
    })
    .join('');
}

/** The cXML document (text) with the session's PunchOutOrderMessage. */
export function orderMessage(author: CxmlAuthor, input: OrderMessageInput): string {
  const { session, configuration, view } = input;
  const { priced, checkout, basket } = view;
  const currency = basket.currency;
  const lang = xmlLang(view.locale);
  const items: NetGross = minus(priced.itemTotal, priced.orderDiscountsTotal);
  const shipping = checkout.shippingMethod ? priced.shippingTotal : ZERO;
  const taxText = TAX_TEXT[lang.slice(0, 2)] ?? TAX_TEXT.en;
  const shippingElement = checkout.shippingMethod
    ? `<Shipping>${money(shipping.netCents, currency)}<Description xml:lang="${lang}">${escapeXml(checkout.shippingMethod.name)}</Description></Shipping>`
    : '';
  const message =
    '<PunchOutOrderMessage>' +
    `<BuyerCookie>${session.buyerCookieXml}</BuyerCookie>` +
    `<PunchOutOrderMessageHeader operationAllowed="${configuration.operationAllowed}">` +
    `<Total>${money(items.netCents, currency)}</Total>` +
    shippingElement +
    `<Tax>${money(taxCents(plus(items, shipping)), currency)}<Description xml:lang="${lang}">${taxText}</Description></Tax>` +
    '</PunchOutOrderMessageHeader>' +
    itemsIn(input, { currency, lang, domain: configuration.classificationCatalogID }) +
    '</PunchOutOrderMessage>';
  return messageDocument(author, header(session), message);
}
