// The totals under a basket or an order as the server renders them: every discount taken off once,
// the subtotal on the lines' basis, labels that agree with the amounts in the price display in force,
// and no shipping price before a shipping method is chosen.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BasketTotals as Totals } from '~/commerce/models';
import type { BasketDiscount } from '~/commerce/models/line-item';
import { BasketTotals } from '~/features/basket/BasketPage';
import { resources } from '~/i18n/resources.server';
import { createTranslator } from '~/i18n/translator';
import { TranslatorProvider } from '~/i18n/use-t';

const eur = (net: number, gross: number) => ({ net: { value: net, currency: 'EUR' }, gross: { value: gross, currency: 'EUR' } });

/** The totals' rows as "label: amount" lines, in the given price display. */
function rows(basket: { totals: Totals; discounts: BasketDiscount[] }, displayType: 'b2c' | 'b2b' = 'b2c'): string[] {
  const Stub = createRoutesStub([{ id: 'root', path: '/basket', Component: () => createElement(BasketTotals, { basket }) }]);
  const english = createTranslator('en', resources.en);
  const html = renderToString(
    createElement(
      TranslatorProvider,
      { value: english },
      createElement(Stub, { initialEntries: ['/basket'], hydrationData: { loaderData: { root: { displayType } } } }),
    ),
  );
  return [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, label, amount]) => `${label}: ${amount}`.replace(/&#x27;/g, "'").replace(/\u00a0/g, ' '));
}

const chosen = { isEstimated: false };

describe('basket totals', () => {
  it('starts from the items after their discounts, as the lines show them, and takes no item discount off again', () => {
    const totals: Totals = { ...chosen, itemTotal: eur(90, 107.1), undiscountedItemTotal: eur(100, 119), itemRebatesTotal: eur(10, 11.9), shippingTotal: eur(5, 5.95), undiscountedShippingTotal: eur(5, 5.95), total: eur(95, 113.05) };
    expect(rows({ totals, discounts: [] })).toEqual(['Subtotal: €107.10', 'Shipping: €5.95', 'Total: €113.05']);
  });

  it('names a fixed-amount code discount by its code, so its label cannot contradict the gross amount', () => {
    const save5: BasketDiscount = { id: 'Save5', basis: 'value', promotionType: 'OrderValueOffDiscount', code: 'SAVE5', description: '5.00 off your order with code SAVE5', amount: eur(5, 5.95) };
    const totals: Totals = { ...chosen, itemTotal: eur(100, 119), valueRebatesTotal: eur(5, 5.95), shippingTotal: eur(0, 0), undiscountedShippingTotal: eur(0, 0), total: eur(95, 113.05) };
    expect(rows({ totals, discounts: [save5] })).toContain('Promotion code SAVE5: −€5.95');
    expect(rows({ totals, discounts: [save5] }, 'b2b')).toContain('Promotion code SAVE5: −€5.00');
  });

  it('keeps the title of a percentage discount, which holds net and gross alike', () => {
    const tenPercent: BasketDiscount = { id: 'INTERSHOP', basis: 'value', promotionType: 'OrderPercentageOffDiscount', code: 'INTERSHOP', description: '10 % off orders from 100 € (net) with code INTERSHOP', amount: eur(20, 23.8) };
    const totals: Totals = { ...chosen, itemTotal: eur(200, 238), valueRebatesTotal: eur(20, 23.8), total: eur(180, 214.2) };
    expect(rows({ totals, discounts: [tenPercent] })).toContain('10 % off orders from 100 € (net) with code INTERSHOP: −€23.80');
  });

  it('shows the shipping cost before its discount, and the discount once', () => {
    const freeShipping: BasketDiscount = { id: 'FreeShippingCode', basis: 'shipping', promotionType: 'ShippingPercentageOffDiscount', code: 'FREESHIP', description: 'Free shipping with code FREESHIP', amount: eur(4.2, 5) };
    const totals: Totals = { ...chosen, itemTotal: eur(100, 119), shippingTotal: eur(0, 0), undiscountedShippingTotal: eur(4.2, 5), shippingRebatesTotal: eur(4.2, 5), total: eur(100, 119) };
    expect(rows({ totals, discounts: [freeShipping] })).toEqual(['Subtotal: €119.00', 'Shipping: €5.00', 'Free shipping with code FREESHIP: −€5.00', 'Total: €119.00']);
  });

  it('takes the discount totals off when the discounts themselves are not at hand (the checkout steps)', () => {
    const totals: Totals = { ...chosen, itemTotal: eur(100, 119), valueRebatesTotal: eur(5, 5.95), shippingTotal: eur(0, 0), undiscountedShippingTotal: eur(4.2, 5), shippingRebatesTotal: eur(4.2, 5), total: eur(95, 113.05) };
    expect(rows({ totals, discounts: [] })).toEqual(['Subtotal: €119.00', 'Discount: −€5.95', 'Shipping: €5.00', 'Shipping discount: −€5.00', 'Total: €113.05']);
  });

  it('says the shipping is calculated later while no shipping method is chosen, instead of €0.00', () => {
    const totals: Totals = { isEstimated: true, shippingUnknown: true, itemTotal: eur(100, 119), shippingTotal: eur(0, 0), undiscountedShippingTotal: eur(0, 0), total: eur(100, 119) };
    expect(rows({ totals, discounts: [] })).toContain('Shipping: Calculated when you choose the shipping method');
  });
});
