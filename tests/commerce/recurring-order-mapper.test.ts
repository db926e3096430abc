// The recurring order mapper against the bundled API's recurringorder.v2 document (built by its own
// `recurringOrderData`) and against the variations a real ICM may send (nested recurrence, epoch dates).
import { describe, expect, it } from 'vitest';

import { recurringOrderData } from '../../commerce-api/checkout/recurring-order-document';
import type { RecurringOrderRecord, RecurringOrderRun } from '../../commerce-api/checkout/recurring-order-store';
import { mapRecurringOrderDetail, mapRecurringOrderEnvelope, recurringOrderEnvelopeDataSchema } from '~/commerce/models';

const eur = (value: number) => ({ currency: 'EUR', value });
const priceItem = (net: number, gross: number) => ({ net: eur(net), gross: eur(gross) });

/** The order document the basket became, as the bundled API stores it (basket-document.ts totals). */
const creationDocument = JSON.stringify({
  data: {
    id: 'order-1',
    documentNumber: '00000042',
    lineItems: ['line-1'],
    totals: {
      itemTotal: priceItem(100, 119),
      undiscountedItemTotal: priceItem(100, 119),
      shippingTotal: priceItem(5, 5.95),
      paymentCostsTotal: priceItem(0, 0),
      valueRebates: [],
      grandTotal: { ...priceItem(105, 124.95), tax: eur(19.95) },
    },
  },
  included: { lineItems: { 'line-1': { id: 'line-1', product: '201807171', quantity: { value: 1 } } } },
});

const record = (changes: Partial<RecurringOrderRecord> = {}): RecurringOrderRecord =>
  ({
    id: 'rec-abc',
    documentNumber: 1007,
    basketId: 'basket-1',
    tokenHash: 'hash' as RecurringOrderRecord['tokenHash'],
    currency: 'EUR',
    locale: 'en_US',
    snapshot: '{}',
    creationDocument,
    interval: 'P1W',
    startDate: '2026-12-01',
    endDate: '2027-03-01',
    repetitions: null,
    nextOccurrence: 1,
    nextOrderDate: '2026-12-08',
    lastOrderDate: '2026-12-01',
    orderCount: 1,
    active: true,
    expired: false,
    creationDate: '2026-11-30T10:00:00.000Z',
    ...changes,
  }) as RecurringOrderRecord;

const placed: RecurringOrderRun = {
  occurrence: 0,
  scheduledDate: '2026-12-01',
  runAt: '2026-12-01T06:00:00.000Z',
  outcome: 'PLACED',
  orderId: 'order-2',
  requisitionId: null,
  missed: 0,
  causes: null,
};

/** Through JSON and the zod schema, as the transport does it. */
const map = (data: unknown) => mapRecurringOrderEnvelope(recurringOrderEnvelopeDataSchema.parse(JSON.parse(JSON.stringify({ data }))));

describe('mapRecurringOrder', () => {
  it('maps the bundled API document: number, schedule, state, dates and totals', () => {
    expect(map(recurringOrderData(record(), [placed]))).toEqual({
      id: 'rec-abc',
      number: '1007',
      active: true,
      expired: false,
      interval: 'P1W',
      startDate: '2026-12-01',
      endDate: '2027-03-01',
      nextOrderDate: '2026-12-08',
      lastOrderDate: '2026-12-01',
      orderCount: 1,
      totals: expect.objectContaining({
        itemTotal: priceItem(100, 119),
        shippingTotal: priceItem(5, 5.95),
        total: priceItem(105, 124.95),
        taxTotal: eur(19.95),
        isEstimated: false,
      }),
    });
  });

  it('maps repetitions, no end date, and a finished schedule without a next order date', () => {
    const order = map(recurringOrderData(record({ endDate: null, repetitions: 4, nextOrderDate: null, active: false, expired: true, orderCount: 4 }), []));
    expect(order).toMatchObject({ interval: 'P1W', startDate: '2026-12-01', repetitions: 4, active: false, expired: true, orderCount: 4 });
    expect(order).not.toHaveProperty('endDate');
    expect(order).not.toHaveProperty('nextOrderDate');
  });

  it('takes the nested recurrence, epoch-millisecond dates and a numeric id leniently', () => {
    const order = map({
      id: 4711,
      documentNo: 'R-9',
      active: 'true',
      recurrence: { interval: 'P1M', startDate: Date.UTC(2026, 11, 1), endDate: '2027-06-01T00:00:00Z', repetitions: null },
      nextOrderDate: String(Date.UTC(2027, 0, 1)),
      orderCount: '2',
      totals: 'not totals',
    });
    expect(order).toEqual({
      id: '4711',
      number: 'R-9',
      active: true,
      expired: false,
      interval: 'P1M',
      startDate: '2026-12-01',
      endDate: '2027-06-01',
      nextOrderDate: '2027-01-01',
      orderCount: 2,
    });
  });

  it('falls back to the id for the number and defaults what is missing', () => {
    expect(map({ id: 'rec-1' })).toEqual({ id: 'rec-1', number: 'rec-1', active: true, expired: false, interval: '', startDate: '', orderCount: 0 });
  });
});

describe('mapRecurringOrderDetail', () => {
  it("maps the bundled API's scheduled orders waiting for approval, and its cost center", () => {
    const waiting: RecurringOrderRun = {
      ...placed,
      occurrence: 1,
      scheduledDate: '2026-12-08',
      outcome: 'REQUISITION',
      orderId: null,
      requisitionId: 'recurring-rec-abc-1',
      requisitionNo: 20000003,
      requisitionStatus: 'PENDING',
    };
    const data = recurringOrderData(record({ snapshot: JSON.stringify({ costCenter: '100400' }) }), [placed, waiting]);
    const order = mapRecurringOrderDetail(recurringOrderEnvelopeDataSchema.parse(JSON.parse(JSON.stringify({ data }))));
    expect(order.pendingRequisitions).toEqual([{ id: 'recurring-rec-abc-1', requisitionNo: '20000003', scheduledDate: '2026-12-08' }]);
    expect(order.lastPlacedOrders.map(link => link.id)).toEqual(['order-2']);
    expect(order.costCenterId).toBe('100400');
  });
});
