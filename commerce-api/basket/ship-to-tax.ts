// Tax by the ship-to country: a product's tax class is the shop country's class whose rate the
// catalogue charged it (anything else counts as standard), shipping costs are standard, and the
// ship-to country's rate of the class gives the gross. Without a ship-to address, or for a
// country without rates, the catalogue's and the shipping method's gross stay.
import { SHOP_COUNTRY, type TaxClass, type TaxRates } from '../reference/tax-rates';
import { type NetGross, grossAt } from './money';

export interface ShipToTax {
  /** A unit price the catalogue taxed at `catalogueRate` (a fraction, 0.19). */
  unitPrice(unit: NetGross, catalogueRate: number): NetGross;
  shippingCost(cost: NetGross): NetGross;
}

const UNCHANGED: ShipToTax = { unitPrice: unit => unit, shippingCost: cost => cost };

export function shipToTax(country: string | undefined, taxRates: TaxRates): ShipToTax {
  const target = country === undefined ? new Map<TaxClass, number>() : taxRates.of(country);
  if (target.size === 0) return UNCHANGED;
  const reducedAtShop = taxRates.of(SHOP_COUNTRY).get('reduced');
  const taxed = (amount: NetGross, taxClass: TaxClass) => ({
    netCents: amount.netCents,
    grossCents: grossAt(amount.netCents, target.get(taxClass) ?? target.get('standard') ?? 0),
  });
  return {
    unitPrice: (unit, catalogueRate) =>
      taxed(unit, Math.round(catalogueRate * 10_000) === reducedAtShop ? 'reduced' : 'standard'),
    shippingCost: cost => taxed(cost, 'standard'),
  };
}
