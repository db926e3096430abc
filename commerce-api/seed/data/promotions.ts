// Promotions and which products advertise them. The discount rules themselves belong to the
// API's promotion engine; the seed only carries the texts and the product references.
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
  },
  {
    id: 'PaperVolume5', name: L('Paper volume discount', 'Papier-Mengenrabatt'),
    title: L('Extra 5 % on copy paper from 50 reams', 'Zusätzlich 5 % auf Kopierpapier ab 50 Ries'),
    description: L('On top of the scaled prices, orders of 50 reams or more get another 5 % off.', 'Zusätzlich zu den Staffelpreisen erhalten Bestellungen ab 50 Ries weitere 5 % Rabatt.'),
    couponCodeRequired: false, currency: 'EUR',
  },
  {
    id: 'INTERSHOP', name: L('10 off from 100', '10 Rabatt ab 100'),
    title: L('10 € off orders from 100 € with code INTERSHOP', '10 € Rabatt ab 100 € Bestellwert mit dem Code INTERSHOP'),
    description: L('Enter the code INTERSHOP in the basket. One use per customer.', 'Geben Sie im Warenkorb den Code INTERSHOP ein. Einmal pro Kunde einlösbar.'),
    legalContentMessage: LEGAL, couponCodeRequired: true, currency: 'EUR', useExternalUrl: false,
  },
];

/** Promotion id -> predicate on a product and its default category (a variation's is its master's). */
const RULES: [id: string, applies: (product: SeedProduct, defaultCategory: string) => boolean][] = [
  ['5PercentOnActionCams', (p, cat) => cat === 'Cameras-Camcorders.832' || p.categories.includes('Cameras-Camcorders.832')],
  ['FreeDeliveryBigTVs', (p, cat) => cat === 'Home-Entertainment.220.1584' && p.kind !== 'master' &&
    p.attributes.some(a => a.key === 'ScreenSize' && typeof a.value === 'number' && a.value >= 55)],
  ['HueDimmerGift', p => p.sku === '201807194' || p.sku === '8719538'],
  ['BackToWork10', (_p, cat) => cat === 'Computers.1835.151' || cat.startsWith('Computers.897')],
  ['PaperVolume5', (_p, cat) => cat === 'office.paper.copy-paper'],
];

export function promotionIdsFor(product: SeedProduct, defaultCategory: string | undefined): string[] {
  if (!defaultCategory) return [];
  return RULES.filter(([, applies]) => applies(product, defaultCategory)).map(([id]) => id);
}
