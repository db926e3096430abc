// Promotions, which products advertise them, and the discount each grants in the basket
// (`discount`, migration 009; amounts net, as the shop's prices). Promotions without a discount
// (gifts, volume and delivery offers) are texts only. The demo codes are listed in
// commerce-api/README.md.
import type { SeedProduct, SeedPromotion } from '../../catalog/catalog-types';
import { L } from './localize';

const LEGAL = L('Valid while stocks last. Cannot be combined with other promotions. Not available for business customers with framework agreements.',
  'Gültig, solange der Vorrat reicht. Nicht mit anderen Aktionen kombinierbar. Nicht für Geschäftskunden mit Rahmenvertrag.');

export const PROMOTIONS: SeedPromotion[] = [
  {
    id: '5PercentOnActionCams', name: L('5 % on action cameras', '5 % auf Actioncams'),
    title: L('5 % discount on action cameras and accessories', '5 % Rabatt auf Actioncams und Zubehör'),
    description: L('Save 5 % on all action cameras and their accessories – the discount is applied in the basket.', 'Sparen Sie 5 % auf alle Actioncams und das passende Zubehör – der Rabatt wird im Warenkorb abgezogen.'),
    couponCodeRequired: false,
    discount: { kind: 'ItemPercentOff', percent: 5, category: 'Cameras-Camcorders.832' },
  },
  {
    id: 'GoogleHome10', name: L('10 % on Google Home', '10 % auf Google Home'),
    title: L('10 % off Google Home', '10 % Rabatt auf Google Home'),
    description: L('Google Home is 10 % cheaper – the discount is applied in the basket.', 'Google Home ist 10 % günstiger – der Rabatt wird im Warenkorb abgezogen.'),
    couponCodeRequired: false,
    discount: { kind: 'ItemPercentOff', percent: 10, productSku: '201807171' },
  },
  {
    id: 'FreeDeliveryBigTVs', name: L('Free delivery on large TVs', 'Gratislieferung für große Fernseher'),
    title: L('Free delivery and set-up for TVs from 55 inches', 'Kostenlose Lieferung und Aufbau für Fernseher ab 55 Zoll'),
    description: L('We deliver your new TV free of charge, set it up and take the packaging away.', 'Wir liefern Ihren neuen Fernseher kostenlos, stellen ihn auf und nehmen die Verpackung mit.'),
    legalContentMessage: LEGAL, couponCodeRequired: false,
  },
  {
    id: 'HueDimmerGift', name: L('Free Hue dimmer switch', 'Hue Dimmschalter gratis'),
    title: L('Free Hue dimmer switch with every Hue starter set', 'Gratis Hue Dimmschalter zu jedem Hue-Starterset'),
    description: L('Buy a Philips Hue starter kit or set and get a Hue dimmer switch free of charge.', 'Kaufen Sie ein Philips-Hue-Starterkit oder -Set und erhalten Sie einen Hue Dimmschalter gratis dazu.'),
    legalContentMessage: LEGAL, couponCodeRequired: false,
  },
  {
    id: 'BackToWork10', name: L('Back to work: 10 % off', 'Back to Work: 10 % Rabatt'),
    title: L('10 % off notebooks and tablets with code BACKTOWORK', '10 % auf Notebooks und Tablets mit dem Code BACKTOWORK'),
    description: L('Enter the code BACKTOWORK in the basket to save 10 % on notebooks and tablets.', 'Geben Sie im Warenkorb den Code BACKTOWORK ein und sparen Sie 10 % auf Notebooks und Tablets.'),
    legalContentMessage: LEGAL, couponCodeRequired: true,
    discount: { kind: 'ItemPercentOff', code: 'BACKTOWORK', percent: 10, category: 'Computers.897' },
  },
  {
    id: 'PaperVolume5', name: L('Paper volume discount', 'Papier-Mengenrabatt'),
    title: L('Extra 5 % on copy paper from 50 reams', 'Zusätzlich 5 % auf Kopierpapier ab 50 Ries'),
    description: L('On top of the scaled prices, orders of 50 reams or more get another 5 % off.', 'Zusätzlich zu den Staffelpreisen erhalten Bestellungen ab 50 Ries weitere 5 % Rabatt.'),
    couponCodeRequired: false, currency: 'EUR',
  },
  {
    id: 'INTERSHOP', name: L('10 % off from 100', '10 % Rabatt ab 100'),
    title: L('10 % off orders from 100 € (net) with code INTERSHOP', '10 % Rabatt ab 100 € Warenwert (netto) mit dem Code INTERSHOP'),
    description: L('Enter the code INTERSHOP in the basket to save 10 % on orders from 100 € / 110 $ net.', 'Geben Sie im Warenkorb den Code INTERSHOP ein und sparen Sie 10 % ab 100 € / 110 $ Warenwert netto.'),
    legalContentMessage: LEGAL, couponCodeRequired: true, useExternalUrl: false,
    discount: { kind: 'OrderPercentOff', code: 'INTERSHOP', percent: 10, minimumOrderValue: { EUR: 100, USD: 110 } },
  },
  {
    id: 'FreeShippingCode', name: L('Free shipping', 'Versandkostenfrei'),
    title: L('Free shipping with code FREESHIP', 'Versandkostenfrei mit dem Code FREESHIP'),
    description: L('Enter the code FREESHIP in the basket and we ship your order free of charge.', 'Geben Sie im Warenkorb den Code FREESHIP ein, und wir liefern Ihre Bestellung versandkostenfrei.'),
    couponCodeRequired: true,
    discount: { kind: 'FreeShipping', code: 'FREESHIP' },
  },
  {
    id: 'Save5', name: L('5 off', '5 Rabatt'),
    title: L('5.00 off your order with code SAVE5', '5,00 Rabatt auf Ihre Bestellung mit dem Code SAVE5'),
    description: L('Enter the code SAVE5 in the basket to save 5.00 € / 5.00 $ (net) on your order.', 'Geben Sie im Warenkorb den Code SAVE5 ein und sparen Sie 5,00 € / 5,00 $ (netto).'),
    couponCodeRequired: true,
    discount: { kind: 'OrderValueOff', code: 'SAVE5', amountOff: { EUR: 5, USD: 5 } },
  },
  {
    id: 'NewYear2099', name: L('New year 2099', 'Neujahr 2099'),
    title: L('15 % off from 1 January 2099 with code NEWYEAR', '15 % Rabatt ab dem 1. Januar 2099 mit dem Code NEWYEAR'),
    description: L('The code NEWYEAR gives 15 % off every order placed in 2099.', 'Der Code NEWYEAR gibt 15 % Rabatt auf jede Bestellung im Jahr 2099.'),
    couponCodeRequired: true,
    discount: { kind: 'OrderPercentOff', code: 'NEWYEAR', percent: 15, validFrom: '2099-01-01T00:00:00Z', validTo: '2100-01-01T00:00:00Z' },
  },
  {
    id: 'Summer2020', name: L('Summer sale 2020', 'Sommerschlussverkauf 2020'),
    title: L('20 % off in summer 2020 with code SUMMER2020', '20 % Rabatt im Sommer 2020 mit dem Code SUMMER2020'),
    description: L('The summer sale 2020 is over.', 'Der Sommerschlussverkauf 2020 ist vorbei.'),
    couponCodeRequired: true,
    discount: { kind: 'OrderPercentOff', code: 'SUMMER2020', percent: 20, validFrom: '2020-06-01T00:00:00Z', validTo: '2020-09-01T00:00:00Z' },
  },
];

/** Promotion id -> predicate on a product and its default category (a variation's is its master's). */
const RULES: [id: string, applies: (product: SeedProduct, defaultCategory: string) => boolean][] = [
  ['5PercentOnActionCams', (p, cat) => cat === 'Cameras-Camcorders.832' || p.categories.includes('Cameras-Camcorders.832')],
  ['FreeDeliveryBigTVs', (p, cat) => cat === 'Home-Entertainment.220.1584' && p.kind !== 'master' &&
    p.attributes.some(a => a.key === 'ScreenSize' && typeof a.value === 'number' && a.value >= 55)],
  ['GoogleHome10', p => p.sku === '201807171'],
  ['HueDimmerGift', p => p.sku === '201807194' || p.sku === '8719538'],
  ['BackToWork10', (_p, cat) => cat === 'Computers.1835.151' || cat.startsWith('Computers.897')],
  ['PaperVolume5', (_p, cat) => cat === 'office.paper.copy-paper'],
];

export function promotionIdsFor(product: SeedProduct, defaultCategory: string | undefined): string[] {
  if (!defaultCategory) return [];
  return RULES.filter(([, applies]) => applies(product, defaultCategory)).map(([id]) => id);
}
