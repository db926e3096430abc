// Warranty products (ICM's 1YLEDTVSUP and a few more) and the rules deciding which products
// offer which warranty. A variation offers what its master offers.
import type { SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, def } from './attributes';
import { L } from './localize';
import { buildProduct, type Money } from './product-builder';

const WARRANTY = attributeSet({
  WarrantyType: def('Warranty type', 'Garantieart', 'String', { facet: true }),
  WarrantyPeriod: def('Warranty period', 'Garantiezeit', 'Integer', { unit: 'months' }),
});

const BREAKDOWN = L('Breakdown insurance', 'Schutz bei Defekt');
const ACCIDENT = L('Accidental damage protection', 'Schutz bei Unfallschäden');
const ONSITE = L('On-site service', 'Vor-Ort-Service');

type WarrantyRow = [sku: string, en: string, de: string, type: typeof BREAKDOWN, months: number, price: Money, usd: Money | undefined, descEn: string, descDe: string];

const WARRANTIES: WarrantyRow[] = [
  ['1YLEDTVSUP', '1-year LED TV Support', '1 Jahr LED-TV-Support', BREAKDOWN, 12, 92.59, 100, 'Insurance against breakdown. Warranty period: 1 year.', 'Versicherung gegen Ausfall. Garantiezeit: 1 Jahr.'],
  ['2YLEDTVSUP', '2-year LED TV Support', '2 Jahre LED-TV-Support', BREAKDOWN, 24, 165.74, 179, 'Insurance against breakdown, including pick-up and return. Warranty period: 2 years.', 'Versicherung gegen Ausfall, inklusive Abholung und Rücksendung. Garantiezeit: 2 Jahre.'],
  ['3YNBPROT', '3-year Notebook Protection', '3 Jahre Notebook-Schutz', ACCIDENT, 36, 149, undefined, 'Covers drops, liquid spills and broken screens. Warranty period: 3 years.', 'Deckt Stürze, Flüssigkeitsschäden und Displaybruch ab. Garantiezeit: 3 Jahre.'],
  ['2YCAMCARE', '2-year Camera Care', '2 Jahre Kamera-Schutz', ACCIDENT, 24, 59, undefined, 'Covers accidental damage to the camera body, lens and display. Warranty period: 2 years.', 'Deckt Unfallschäden an Gehäuse, Objektiv und Display ab. Garantiezeit: 2 Jahre.'],
  ['3YPRTONS', '3-year Printer On-Site Service', '3 Jahre Drucker-Vor-Ort-Service', ONSITE, 36, 129, undefined, 'A technician repairs the printer at your premises by the next business day. Warranty period: 3 years.', 'Ein Techniker repariert den Drucker bis zum nächsten Werktag bei Ihnen vor Ort. Garantiezeit: 3 Jahre.'],
];

export function buildWarranties(): SeedProduct[] {
  return WARRANTIES.map(([sku, en, de, type, months, price, usd, descEn, descDe]) => buildProduct({
    sku, kind: 'warranty', brand: 'inTRONICS Services', name: L(en, de),
    short: L(descEn, descDe),
    long: L(`${descEn} The protection starts on the day of delivery and is linked to the product you buy it with.`, `${descDe} Der Schutz beginnt am Tag der Lieferung und gilt für das Produkt, mit dem Sie ihn kaufen.`),
    categories: [], attributes: WARRANTY({ WarrantyType: type, WarrantyPeriod: months }),
    price, usd, fixedPrice: true, stock: 0, alwaysInStock: true, rating: null, noSeo: true,
    image: { kind: 'warranty', color: '#2f7d5b', views: ['front'] }, ship: [0, 0], createdAt: '2024-01-02T08:00:00.000Z',
  }));
}

/** Which warranties a product may be sold with, from its default category and net EUR price. */
const RULES: { prefixes: string[]; minPrice: number; warranties: string[] }[] = [
  { prefixes: ['Home-Entertainment.220.1584', 'Home-Entertainment.220.1078'], minPrice: 0, warranties: ['1YLEDTVSUP', '2YLEDTVSUP'] },
  { prefixes: ['Computers.1835.151', 'Computers.897'], minPrice: 300, warranties: ['3YNBPROT'] },
  { prefixes: ['Cameras-Camcorders.575', 'Cameras-Camcorders.584', 'Cameras-Camcorders.832'], minPrice: 150, warranties: ['2YCAMCARE'] },
  { prefixes: ['Computers.225.234', 'Computers.225.235', 'Computers.225.304', 'Computers.225.922', 'office.printers'], minPrice: 100, warranties: ['3YPRTONS'] },
];

export function warrantiesFor(defaultCategory: string | undefined, eurPrice: number): string[] {
  if (!defaultCategory) return [];
  return RULES.filter(rule => eurPrice >= rule.minPrice && rule.prefixes.some(p => defaultCategory === p || defaultCategory.startsWith(`${p}.`)))
    .flatMap(rule => rule.warranties);
}
