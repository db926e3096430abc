// The basket and order mappers against the shapes of /work/shared/icm/README.md (PWA mapper fixtures).
import { describe, expect, it } from 'vitest';

import {
  basketDataSchema,
  basketEnvelopeDataSchema,
  basketValidationDataSchema,
  durationInDays,
  mapBasket,
  mapBasketEnvelope,
  mapBasketValidation,
  mapLineItem,
  lineItemDataSchema,
  mapOrderEnvelope,
  mapPaymentMethods,
  mapShippingMethod,
  orderEnvelopeDataSchema,
  paymentMethodListDataSchema,
  shippingMethodDataSchema,
} from '~/commerce/models';

const usd = (value: number) => ({ value, currency: 'USD' });
const priceItem = (net: number, gross: number) => ({ net: usd(net), gross: usd(gross) });

const lineItem = {
  id: 'YikKAE8BKC0AAAFrIW8IyLLD',
  position: 1,
  product: 'sku_123',
  quantity: { value: 3 },
  calculated: true,
  freeGift: false,
  hiddenGift: false,
  pricing: { price: priceItem(31.68, 35.7), singleBasePrice: priceItem(10.56, 11.9), total: priceItem(31.68, 35.7), undiscountedPrice: priceItem(31.68, 35.7) },
  discounts: ['discount_2'],
  warranty: 'warranty_1',
  desiredDelivery: '2025-01-01',
  customFields: [],
};

const basketFixture = {
  data: {
    id: 'basket_1234',
    calculated: true,
    customer: 'Heimroth',
    invoiceToAddress: 'urn_invoiceToAddress_123',
    commonShipToAddress: 'urn_commonShipToAddress_123',
    commonShippingMethod: 'shipping_method_123',
    lineItems: ['YikKAE8BKC0AAAFrIW8IyLLD'],
    discounts: { valueBasedDiscounts: ['discount_1'] },
    approval: { approvalRequired: true },
    totals: {
      grandTotal: { gross: usd(141796.98), net: usd(141253.33), tax: usd(543.65) },
      itemTotal: priceItem(141000, 141500),
    },
    surcharges: { itemSurcharges: [{ name: 'item_surcharge', description: 'Surcharge for battery deposit', amount: priceItem(1, 1.19) }] },
    messageToMerchant: 'test message',
    externalOrderReference: 'EXT12345',
    customFields: [{ name: 'customField1', value: 'value1', type: 'String' }],
  },
  included: {
    lineItems: { YikKAE8BKC0AAAFrIW8IyLLD: lineItem },
    lineItems_discounts: { discount_2: { promotionType: 'ItemValueOffDiscount', amount: priceItem(1, 1.19) } },
    lineItems_warranty: { warranty_1: { product: '1YLEDTVSUP', price: priceItem(10, 11.9) } },
    commonShippingMethod: { shipping_method_123: { id: 'shipping_method_123', name: 'ShippingMethodName' } },
    invoiceToAddress: {
      urn_invoiceToAddress_123: { id: 'inv_1', urn: 'urn_invoiceToAddress_123', firstName: 'Patricia', lastName: 'Miller', city: 'Berlin', countryCode: 'DE' },
    },
    discounts: { discount_1: { promotionType: 'OrderValueOffDiscount', code: 'INTERSHOP', amount: priceItem(10, 11.9) } },
    unknownInclude: { x: { whatever: true } },
  },
  infos: [
    { code: 'infoCode', message: 'infoMessage' },
    { code: 'include.not_resolved.error', message: 'dropped' },
    { code: 'basket.line_item.add_item_added_to_existing_line_item.info', message: 'hidden' },
  ],
};

describe('basket mapper', () => {
  const { basket, infos } = mapBasketEnvelope(basketEnvelopeDataSchema.parse(basketFixture));

  it('resolves references into included and maps totals', () => {
    expect(basket).toMatchObject({
      id: 'basket_1234',
      itemCount: 1,
      totalProductQuantity: 3,
      messageToMerchant: 'test message',
      externalOrderReference: 'EXT12345',
      approvalRequired: true,
      commonShippingMethod: { id: 'shipping_method_123', name: 'ShippingMethodName' },
      invoiceToAddress: { id: 'inv_1', urn: 'urn_invoiceToAddress_123', firstName: 'Patricia' },
      discounts: [{ id: 'discount_1', promotionType: 'OrderValueOffDiscount', code: 'INTERSHOP', amount: priceItem(10, 11.9) }],
    });
    expect(basket.commonShipToAddress).toBeUndefined(); // referenced but not included
    expect(basket.totals).toEqual({
      itemTotal: priceItem(141000, 141500),
      total: { net: usd(141253.33), gross: usd(141796.98) },
      taxTotal: usd(543.65),
      isEstimated: false,
    });
  });

  it('marks a basket without a shipping method: its shipping total is not yet what shipping costs', () => {
    const { commonShippingMethod: _method, ...withoutMethod } = basketFixture.data;
    const { basket: unshipped } = mapBasketEnvelope(basketEnvelopeDataSchema.parse({ ...basketFixture, data: withoutMethod }));
    expect(unshipped.totals.shippingUnknown).toBe(true);
    expect(basket.totals.shippingUnknown).toBeUndefined();
  });

  it('says of each order-level discount whether it takes from the items’ value or from the shipping', () => {
    const data = { ...basketFixture.data, discounts: { valueBasedDiscounts: ['discount_1'], shippingBasedDiscounts: ['discount_3'] } };
    const included = { ...basketFixture.included, discounts: { ...basketFixture.included.discounts, discount_3: { promotionType: 'ShippingPercentageOffDiscount', code: 'FREESHIP', amount: priceItem(5, 5.95) } } };
    const { basket: discounted } = mapBasketEnvelope(basketEnvelopeDataSchema.parse({ ...basketFixture, data, included }));
    expect(discounted.discounts.map(({ id, basis }) => ({ id, basis }))).toEqual([
      { id: 'discount_1', basis: 'value' },
      { id: 'discount_3', basis: 'shipping' },
    ]);
  });

  it('maps the line item with its warranty, discounts and prices', () => {
    expect(basket.lineItems[0]).toEqual({
      id: 'YikKAE8BKC0AAAFrIW8IyLLD',
      position: 1,
      sku: 'sku_123',
      quantity: 3,
      singleBasePrice: priceItem(10.56, 11.9),
      total: priceItem(31.68, 35.7),
      undiscountedTotal: priceItem(31.68, 35.7),
      warrantySku: '1YLEDTVSUP',
      warrantyPrice: priceItem(10, 11.9),
      discounts: [{ id: 'discount_2', promotionType: 'ItemValueOffDiscount', amount: priceItem(1, 1.19) }],
      desiredDelivery: '2025-01-01',
      attributes: [],
      editable: true,
      isFreeGift: false,
      isHiddenGift: false,
    });
  });

  it('keeps visible infos and drops the hidden codes', () => {
    expect(infos).toEqual([{ code: 'infoCode', message: 'infoMessage' }]);
  });

  it('accepts lenient scalars (numeric strings, number ids) and leaves out what is missing', () => {
    const line = mapLineItem(lineItemDataSchema.parse({ id: 42, product: 201807171, quantity: { value: '2', unit: 'pcs' }, quantityFixed: 'true' }));
    expect(line).toEqual({ id: '42', position: 0, sku: '201807171', quantity: 2, unit: 'pcs', attributes: [], editable: false, isFreeGift: false, isHiddenGift: false });
  });

  it('reads a line’s own cost center from its Order_CostCenter_ID attribute (a number too)', () => {
    const line = (value: unknown) =>
      mapLineItem(lineItemDataSchema.parse({ id: 'l1', product: 'sku', attributes: [{ name: 'Order_CostCenter_ID', type: 'String', value }, { name: 'other', value: 'x' }] }));
    expect(line('100402').costCenter).toBe('100402');
    expect(line(100400).costCenter).toBe('100400');
    expect(line('').costCenter).toBeUndefined();
  });
});

describe('shipping method mapper', () => {
  it('parses ISO-8601 day durations', () => {
    const method = mapShippingMethod(
      shippingMethodDataSchema.parse({ id: '4711', name: 'StdGround', description: 'Standard ground', deliveryTimeMin: 'P6D', deliveryTimeMax: 'P14D', shippingCosts: priceItem(40.34, 43.34) })
    );
    expect(method).toEqual({ id: '4711', name: 'StdGround', description: 'Standard ground', shippingTimeMin: 6, shippingTimeMax: 14, shippingCosts: priceItem(40.34, 43.34) });
    expect([durationInDays('P1W2D'), durationInDays('P1M'), durationInDays(3), durationInDays('PT0S')]).toEqual([9, undefined, 3, 0]);
  });
});

describe('payment method mapper', () => {
  it('maps constraints and instruments and drops LimitedTender methods', () => {
    const methods = mapPaymentMethods(
      paymentMethodListDataSchema.parse({
        data: [
          {
            id: 'ISH_CreditCard',
            serviceID: 'ISH_CreditCard',
            displayName: 'Credit Card',
            saveAllowed: true,
            restricted: false,
            restrictions: [{ code: 'r', message: 'restricted' }],
            capabilities: ['RedirectBeforeCheckout'],
            paymentCosts: priceItem(40.34, 43.34),
            paymentInstruments: ['12345'],
            parameterDefinitions: [
              { name: 'IBAN', displayName: 'IBAN', type: 'string', constraints: { required: { message: 'The IBAN is required.' }, size: { min: 15, max: 34 }, pattern: { regexp: '^[A-Z]{2}...' } } },
            ],
          },
          { id: 'GIFT', displayName: 'Gift card', capabilities: ['LimitedTender'] },
        ],
        included: { paymentInstruments: { '12345': { id: 'ISH_CreditCard' } } },
      })
    );
    expect(methods).toEqual([
      {
        id: 'ISH_CreditCard',
        serviceId: 'ISH_CreditCard',
        displayName: 'Credit Card',
        capabilities: ['RedirectBeforeCheckout'],
        isRestricted: false,
        restrictionCauses: [{ code: 'r', message: 'restricted' }],
        saveAllowed: true,
        paymentCosts: priceItem(40.34, 43.34),
        parameters: [
          { name: 'IBAN', displayName: 'IBAN', type: 'string', hidden: false, required: true, requiredMessage: 'The IBAN is required.', minSize: 15, maxSize: 34, pattern: '^[A-Z]{2}...' },
        ],
        paymentInstruments: [{ id: 'ISH_CreditCard', parameters: [] }],
      },
    ]);
  });
});

describe('basket validation mapper', () => {
  it('maps results, error parameters and the included basket', () => {
    const validation = mapBasketValidation(
      basketValidationDataSchema.parse({
        data: {
          basket: 'basket_1234',
          scopes: ['Shipping'],
          results: { valid: false, adjusted: false, errors: [{ code: '4711', message: 'error', parameters: { lineItemId: 'YikKAE8BKC0AAAFrIW8IyLLD', productSku: 'sku_123' } }], infos: [{ code: '4712', message: 'info' }] },
        },
        included: {
          basket: { basket_1234: basketFixture.data },
          basket_lineItems: basketFixture.included.lineItems,
          basket_commonShippingMethod: basketFixture.included.commonShippingMethod,
        },
      })
    );
    expect(validation).toMatchObject({
      valid: false,
      adjusted: false,
      scopes: ['Shipping'],
      errors: [{ code: '4711', message: 'error', lineItemIds: ['YikKAE8BKC0AAAFrIW8IyLLD'], productSku: 'sku_123' }],
      infos: [{ code: '4712', message: 'info' }],
    });
    expect(validation.basket?.lineItems[0].sku).toBe('sku_123');
    expect(validation.basket?.commonShippingMethod?.name).toBe('ShippingMethodName');
  });
});

describe('order mapper', () => {
  it('maps the order fixture and a redirect stop action', () => {
    const order = mapOrderEnvelope(
      orderEnvelopeDataSchema.parse({
        data: {
          id: 'order_1234',
          documentNumber: '4711',
          creationDate: '2024-01-26T09:52:16Z',
          status: 'New',
          statusCode: 'NEW',
          basket: 'basket_1234',
          requisitionDocumentNo: '58765',
          orderCreation: { status: 'STOPPED', stopAction: { type: 'Redirect', redirectUrl: 'https://psp.example/x' } },
          totals: basketFixture.data.totals,
          lineItems: ['YikKAE8BKC0AAAFrIW8IyLLD'],
          commonShippingMethod: 'shipping_method_123',
          invoiceToAddress: 'urn_invoiceToAddress_123',
          attributes: [{ name: 'BusinessObjectAttributes#OrderApproval_ApproverFirstName', value: 'Patricia', type: 'String' }],
        },
        included: { lineItems: basketFixture.included.lineItems, invoiceToAddress: basketFixture.included.invoiceToAddress, commonShippingMethod: basketFixture.included.commonShippingMethod },
        infos: [{ code: 'include.not_resolved.error', message: 'x' }],
      })
    );
    expect(order).toMatchObject({
      id: 'order_1234',
      documentNo: '4711',
      creationDate: '2024-01-26T09:52:16.000Z',
      status: 'New',
      statusCode: 'NEW',
      basketId: 'basket_1234',
      requisitionNo: '58765',
      orderCreation: { status: 'STOPPED', stopAction: { type: 'Redirect', redirectUrl: 'https://psp.example/x' } },
      shippingMethod: { id: 'shipping_method_123' },
      invoiceToAddress: { firstName: 'Patricia' },
      attributes: [{ name: 'BusinessObjectAttributes#OrderApproval_ApproverFirstName', value: 'Patricia' }],
      infos: [],
    });
    expect(order.lineItems).toHaveLength(1);
    expect(order.totals.taxTotal).toEqual(usd(543.65));
  });

  it('names the buyer of a business order as ICM does (without a login) and as the bundled API does (with one)', () => {
    const buyerOf = (buyer: unknown) => mapOrderEnvelope(orderEnvelopeDataSchema.parse({ data: { id: 'o1', buyer } })).buyer;
    expect(buyerOf({ firstName: 'Jack', lastName: 'Link', companyName: 'Oil Corp Ltd.' })).toEqual({ firstName: 'Jack', lastName: 'Link' });
    expect(buyerOf({ login: 'jlink@test.intershop.de', firstName: 'Jack', lastName: 'Link' })).toEqual({ login: 'jlink@test.intershop.de', firstName: 'Jack', lastName: 'Link' });
    expect(buyerOf(null)).toBeUndefined();
    expect(buyerOf({})).toBeUndefined();
  });
});

describe('basket approval mapper', () => {
  const JACK = { firstName: 'Jack', lastName: 'Link', email: 'jlink@test.intershop.de' };
  const BODO = { firstName: 'Bodo', lastName: 'Boldner', email: 'bboldner@test.intershop.de' };
  const research = { approvers: [JACK], costCenterID: '100402', costCenterName: 'Oil Corp Research' };
  const headquarters = { approvers: [BODO], costCenterID: '100400', costCenterName: 'Oil Corp Headquarters' };
  const approvalOf = (approval: object) => mapBasket(basketDataSchema.parse({ id: 'b1', approval: { approvalRequired: true, ...approval } })).approval!;

  it('reads every cost center over budget from costCenterApprovals', () => {
    expect(approvalOf({ costCenterApproval: research, costCenterApprovals: [research, headquarters] }).costCenterApprovals).toEqual([
      { costCenterId: '100402', costCenterName: 'Oil Corp Research', approvers: [JACK] },
      { costCenterId: '100400', costCenterName: 'Oil Corp Headquarters', approvers: [BODO] },
    ]);
  });

  it('reads ICM’s single costCenterApproval when there is no list, and none without either', () => {
    expect(approvalOf({ costCenterApproval: research }).costCenterApprovals).toEqual([{ costCenterId: '100402', costCenterName: 'Oil Corp Research', approvers: [JACK] }]);
    expect(approvalOf({}).costCenterApprovals).toEqual([]);
  });
});
