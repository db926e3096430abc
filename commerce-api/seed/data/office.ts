// office: furniture, paper and labels (B2B quantities, packing units, scaled prices down to
// fractions of a cent per label), office machines and presentation equipment.
import type { Localized, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { colorHex, colorName, L, same, type ColorKey } from './localize';
import { buildVariationFamily, item, leadIn, type Money, type ProductInput } from './product-builder';
import { colorAxis, sizeAxis, sizeValue } from './variation-axes';

const FURNITURE = attributeSet({
  FurnitureType: def('Furniture type', 'Möbelart', 'String', { facet: true }),
  Material: def('Material', 'Material', 'String'),
  HeightAdjustable: def('Height adjustable', 'Höhenverstellbar', 'Boolean', { facet: true }),
  AdjustmentRange: def('Adjustment range', 'Verstellbereich', 'String'),
  MaxLoad: def('Maximum load', 'Maximale Belastung', 'Double', { unit: 'kg', facet: true }),
  Certification: def('Certification', 'Zertifizierung', 'String'),
  Dimensions: COMMON.Dimensions,
  Warranty: COMMON.Warranty,
  Color: COMMON.Color,
});

const PAPER = attributeSet({
  PaperType: def('Paper type', 'Papiersorte', 'String', { facet: true }),
  PaperSize: def('Paper size', 'Papierformat', 'String', { facet: true }),
  PaperWeight: def('Paper weight', 'Grammatur', 'Integer', { unit: 'g/m²', facet: true }),
  Sheets: def('Sheets per pack', 'Blatt pro Packung', 'Integer'),
  Whiteness: def('Whiteness', 'Weiße', 'Integer', { unit: 'CIE' }),
  Recycled: def('Recycled paper', 'Recyclingpapier', 'Boolean', { facet: true }),
  LabelSize: def('Label size', 'Etikettengröße', 'String'),
  Ecolabel: def('Ecolabel', 'Umweltzeichen', 'String'),
});

const MACHINE = attributeSet({
  MachineType: def('Machine type', 'Gerätetyp', 'String', { facet: true }),
  SecurityLevel: def('Security level', 'Sicherheitsstufe', 'String', { facet: true }),
  SheetCapacity: def('Sheet capacity', 'Blattkapazität', 'Integer', { unit: 'sheets' }),
  TapeWidth: def('Maximum tape width', 'Maximale Bandbreite', 'Integer', { unit: 'mm' }),
  Connectivity: COMMON.Connectivity,
  Color: COMMON.Color,
});

const F = 'office.furniture';
const FT = {
  chair: L('Office chair', 'Bürostuhl'), stool: L('Saddle chair', 'Sattelstuhl'), desk: L('Desk', 'Schreibtisch'),
  arm: L('Monitor arm', 'Monitorarm'), footrest: L('Footrest', 'Fußstütze'), lamp: L('Desk lamp', 'Schreibtischleuchte'),
};

type FurnitureRow = [sku: string, brand: string, model: string, cat: string, type: keyof typeof FT, attrs: Parameters<typeof FURNITURE>[0],
  drawing: ProductInput['image']['kind'], color: ColorKey, price: Money, short: Localized, long: Localized, extra?: Partial<ProductInput>];

const FURNITURE_ROWS: FurnitureRow[] = [
  ['7500125', 'Steelcase', 'Gesture', `${F}.chairs`, 'chair', { Material: L('Fabric, aluminium', 'Stoff, Aluminium'), MaxLoad: 136, Certification: 'EN 1335, GS', Warranty: 144 }, 'chair', 'graphite', [1290, 1490],
    L('Ergonomic office chair with 360° arms, 12-year warranty', 'Ergonomischer Bürostuhl mit 360°-Armlehnen, 12 Jahre Garantie'),
    L('Designed for how we use tablets, phones and notebooks: the 360° arms support you in every posture, and the seat and back move as one.', 'Entwickelt dafür, wie wir Tablets, Smartphones und Notebooks nutzen: Die 360°-Armlehnen stützen in jeder Haltung, Sitz und Rücken bewegen sich als Einheit.'),
    { docs: ['manual'], ship: [5, 10] }],
  ['4260145', 'Interstuhl', 'EVERYis1 142E', `${F}.chairs`, 'chair', { Material: L('Mesh, plastic', 'Netzgewebe, Kunststoff'), MaxLoad: 120, Certification: 'EN 1335, GS', Warranty: 60 }, 'chair', 'black', 499,
    L('Office chair with mesh back, made in Germany', 'Bürostuhl mit Netzrücken, hergestellt in Deutschland'),
    L('The Autosense mechanism adjusts the counter-pressure to your body weight automatically – no lever needed.', 'Die Autosense-Mechanik passt den Gegendruck automatisch an Ihr Körpergewicht an – ganz ohne Hebel.'),
    { scaled: [[5, 479], [20, 449]] }],
  ['4014296', 'Topstar', 'Open Point SY', `${F}.chairs`, 'chair', { Material: L('Fabric', 'Stoff'), MaxLoad: 110, Certification: 'EN 1335', Warranty: 24 }, 'chair', 'blue', 129,
    L('Swivel office chair with synchro mechanism', 'Bürodrehstuhl mit Synchronmechanik'),
    L('A sturdy entry-level chair for the home office with height-adjustable backrest.', 'Ein solider Einsteigerstuhl fürs Homeoffice mit höhenverstellbarer Rückenlehne.'),
    { scaled: [[5, 119], [20, 109]] }],
  ['7041811', 'HÅG', 'Capisco 8106', `${F}.chairs`, 'stool', { Material: L('Fabric, recycled plastic', 'Stoff, recycelter Kunststoff'), MaxLoad: 110, Certification: 'EN 1335', Warranty: 120 }, 'chair', 'red', 899,
    L('Saddle seat for sitting and standing desks', 'Sattelsitz für Sitz- und Stehschreibtische'),
    L('Sit forwards, sideways or backwards: the saddle seat invites movement and fits sit-stand desks.', 'Vorwärts, seitlich oder rückwärts sitzen: Der Sattelsitz lädt zur Bewegung ein und passt zu Sitz-Steh-Tischen.')],
  ['7500149', 'Steelcase', 'Migration SE 160 x 80', `${F}.desks`, 'desk', { Material: L('Melamine, steel', 'Melamin, Stahl'), HeightAdjustable: true, AdjustmentRange: '65-125 cm', MaxLoad: 100, Dimensions: '160 x 80 cm', Warranty: 60 }, 'desk', 'white', 1199,
    L('Electric sit-stand desk, 160 x 80 cm, 65–125 cm', 'Elektrischer Sitz-Steh-Tisch, 160 x 80 cm, 65–125 cm'),
    L('Move between sitting and standing at the push of a button, with a memory for your favourite heights.', 'Wechseln Sie per Knopfdruck zwischen Sitzen und Stehen, mit Speicher für Ihre Lieblingshöhen.'),
    { ship: [7, 14], docs: ['manual', 'safety'] }],
  ['7318152', 'Kinnarps', 'Oberon Desk 160 x 80', `${F}.desks`, 'desk', { Material: L('Laminate, steel', 'Laminat, Stahl'), HeightAdjustable: false, MaxLoad: 80, Dimensions: '160 x 80 x 72 cm', Warranty: 120 }, 'desk', 'beige', 689,
    L('Four-leg office desk, 160 x 80 cm, Swedish design', 'Vierbein-Schreibtisch, 160 x 80 cm, schwedisches Design'),
    L('A timeless desk with cable tray, made from FSC-certified wood.', 'Ein zeitloser Schreibtisch mit Kabelwanne, aus FSC-zertifiziertem Holz.'),
    { ship: [7, 14] }],
  ['7500156', 'Humanscale', 'M8.1 Monitor Arm', `${F}.accessories`, 'arm', { Material: L('Aluminium', 'Aluminium'), MaxLoad: 13.6, Warranty: 180 }, 'desk', 'silver', 329,
    L('Monitor arm for screens up to 13.6 kg', 'Monitorarm für Bildschirme bis 13,6 kg'),
    L('Holds large monitors weightlessly and adjusts with a light touch.', 'Hält große Monitore schwerelos und lässt sich mit leichter Hand verstellen.')],
  ['0043859', 'Fellowes', 'Energizer Footrest', `${F}.accessories`, 'footrest', { Material: L('Plastic', 'Kunststoff') }, 'desk', 'grey', 59,
    L('Footrest with rocking motion and massage surface', 'Fußstütze mit Wippfunktion und Massagefläche'),
    L('Keeps the legs moving and improves circulation while you sit.', 'Hält die Beine in Bewegung und fördert die Durchblutung im Sitzen.'),
    { scaled: [[10, 54.99]] }],
  ['4718786', 'BenQ', 'ScreenBar Halo', `${F}.accessories`, 'lamp', { Material: L('Aluminium', 'Aluminium') }, 'monitor', 'black', 179,
    L('Monitor light bar with wireless controller', 'Monitorleuchte mit kabellosem Controller'),
    L('Lights the desk without reflections on the screen and adjusts to the ambient light.', 'Beleuchtet den Schreibtisch ohne Spiegelungen auf dem Bildschirm und passt sich dem Umgebungslicht an.')],
];

function furniture(r: FurnitureRow): SeedProduct {
  const [sku, brand, model, cat, type, attrs, drawing, color, price, short, long, extra = {}] = r;
  return item({
    sku, brand, model, drawing, color: colorHex(color), short, long: leadIn(`${brand} ${model}`, short, long),
    categories: [cat], attributes: FURNITURE({ FurnitureType: FT[type], ...attrs, Color: colorName(color) }), price, ...extra,
  });
}

function series2(): SeedProduct[] {
  const swatches: [ColorKey, string, Localized][] = [
    ['black', 'licorice', L('Licorice', 'Lakritz')], ['grey', 'nickel', L('Nickel', 'Nickel')], ['blue', 'cobalt', L('Cobalt', 'Kobalt')],
    ['green', 'forest', L('Forest', 'Wald')], ['red', 'cayenne', L('Cayenne', 'Cayenne')],
  ];
  return buildVariationFamily({
    sku: '7500118', brand: 'Steelcase', name: same('Steelcase Series 2'),
    short: L('Ergonomic office chair with 3D AirPack back, fabric seat', 'Ergonomischer Bürostuhl mit 3D-AirPack-Rücken, Stoffsitz'),
    long: L('The 3D AirPack back flexes to support the spine in every position, and the seat depth and arms adjust to your body. Five fabric colours to match the office.',
      'Der 3D-AirPack-Rücken passt sich an und stützt die Wirbelsäule in jeder Position; Sitztiefe und Armlehnen lassen sich an den Körper anpassen. Fünf Stofffarben passend zum Büro.'),
    categories: [`${F}.chairs`],
    attributes: FURNITURE({ FurnitureType: FT.chair, Material: L('Fabric, plastic', 'Stoff, Kunststoff'), MaxLoad: 136, Certification: 'EN 1335, GS', Warranty: 144 }),
    image: { kind: 'chair', color: colorHex('black') }, docs: ['manual'], ship: [5, 10],
    axes: [colorAxis('swatchImage')], defaultVariation: '7500118-01',
    variations: swatches.map(([color, swatch, name], i) => ({
      sku: `7500118-0${i + 1}`, values: { Color: { value: name, label: name, meta: swatch } }, price: [699, 699, 729, 729, 729][i], color: colorHex(color),
      scaled: [[5, [669, 669, 699, 699, 699][i]], [20, [639, 639, 669, 669, 669][i]]],
    })),
  });
}

function aeron(): SeedProduct[] {
  const sizes: [string, string, Money][] = [['A', 'Small', 1499], ['B', 'Medium', [1549, 1699]], ['C', 'Large', 1599]];
  return buildVariationFamily({
    sku: '7500132', brand: 'Herman Miller', name: same('Herman Miller Aeron'),
    short: L('Ergonomic mesh chair in three sizes, PostureFit SL', 'Ergonomischer Netzstuhl in drei Größen, PostureFit SL'),
    long: L('The design classic comes in three sizes so that it fits your body; the 8Z Pellicle mesh keeps you cool and PostureFit SL supports the pelvis and lower back.',
      'Der Designklassiker kommt in drei Größen, damit er zu Ihrem Körper passt; das 8Z-Pellicle-Netz hält kühl, und PostureFit SL stützt Becken und unteren Rücken.'),
    categories: [`${F}.chairs`],
    attributes: FURNITURE({ FurnitureType: FT.chair, Material: L('Mesh, aluminium', 'Netzgewebe, Aluminium'), MaxLoad: 159, Certification: 'EN 1335, BIFMA', Warranty: 144, Color: colorName('graphite') }),
    image: { kind: 'chair', color: colorHex('graphite') }, ship: [10, 20],
    axes: [sizeAxis('textButtons')], defaultVariation: '7500132-02',
    variations: sizes.map(([size, en, price], i) => ({
      sku: `7500132-0${i + 1}`, values: { Size: sizeValue(`Size ${size} (${en})`, `Größe ${size} (${['klein', 'mittel', 'groß'][i]})`) }, price,
    })),
  });
}

function flexispotE7(): SeedProduct[] {
  const sizes: [string, number][] = [['120 x 60 cm', 449], ['140 x 70 cm', 479], ['160 x 80 cm', 519], ['180 x 80 cm', 569]];
  return buildVariationFamily({
    sku: '6970018', brand: 'Flexispot', name: same('Flexispot E7 Pro Standing Desk'),
    short: L('Electric standing desk, dual motor, 60–125 cm, up to 150 kg', 'Elektrischer Stehschreibtisch, Doppelmotor, 60–125 cm, bis 150 kg'),
    long: L('Two motors lift up to 150 kg smoothly and quietly; four memory positions, anti-collision and a child lock. Choose the tabletop size that fits your room.',
      'Zwei Motoren heben bis zu 150 kg leise und gleichmäßig; vier Speicherplätze, Kollisionsschutz und Kindersicherung. Wählen Sie die Tischplattengröße, die zu Ihrem Raum passt.'),
    categories: [`${F}.desks`],
    attributes: FURNITURE({ FurnitureType: FT.desk, Material: L('Chipboard, steel', 'Spanplatte, Stahl'), HeightAdjustable: true, AdjustmentRange: '60-125 cm', MaxLoad: 150, Warranty: 60, Color: colorName('white') }),
    image: { kind: 'desk', color: colorHex('white') }, ship: [3, 7], docs: ['manual', 'safety'],
    axes: [sizeAxis('select')], defaultVariation: '6970018-03',
    variations: sizes.map(([size, price], i) => ({ sku: `6970018-0${i + 1}`, values: { Size: sizeValue(size) }, price, attributes: FURNITURE({ Dimensions: size }) })),
  });
}

// --- paper and labels --------------------------------------------------------------------

const PT = { copy: L('Copy paper', 'Kopierpapier'), photo: L('Photo paper', 'Fotopapier'), label: L('Labels', 'Etiketten') };
const P = 'office.paper';
const REAM = { min: 5, step: 5, packingUnit: 'ream' };

type PaperRow = [sku: string, brand: string, model: string, cat: string, type: keyof typeof PT, attrs: Parameters<typeof PAPER>[0], price: Money,
  scaled: [number, number][] | null, short: Localized, long: Localized, extra?: Partial<ProductInput>];

const PAPERS: PaperRow[] = [
  ['3141725', 'HP', 'Office Paper A4 80 g', `${P}.copy-paper`, 'copy', { PaperSize: 'A4', PaperWeight: 80, Sheets: 500, Whiteness: 153, Recycled: false, Ecolabel: 'FSC' }, 5.49, [[25, 5.19], [100, 4.89]],
    L('Copy paper A4, 80 g/m², 500 sheets', 'Kopierpapier A4, 80 g/m², 500 Blatt'), L('ColorLok technology for bolder blacks and faster drying.', 'ColorLok-Technologie für tieferes Schwarz und schnelleres Trocknen.'), { order: REAM, alwaysInStock: true }],
  ['4006791', 'Steinbeis', 'No. 1 Recycling Paper A4', `${P}.copy-paper`, 'copy', { PaperSize: 'A4', PaperWeight: 80, Sheets: 500, Whiteness: 70, Recycled: true, Ecolabel: 'Blauer Engel, EU Ecolabel' }, 4.99, [[25, 4.69], [100, 4.39]],
    L('Recycled copy paper A4, 80 g/m², 100 % waste paper', 'Recycling-Kopierpapier A4, 80 g/m², 100 % Altpapier'), L('Made from 100 % waste paper and awarded the Blue Angel.', 'Aus 100 % Altpapier hergestellt und mit dem Blauen Engel ausgezeichnet.'), { order: REAM, tax: 0.19 }],
  ['3329680', 'Clairefontaine', 'DCP Paper A4 100 g', `${P}.copy-paper`, 'copy', { PaperSize: 'A4', PaperWeight: 100, Sheets: 500, Whiteness: 170, Recycled: false, Ecolabel: 'PEFC' }, 8.99, [[25, 8.49]],
    L('Premium colour laser paper A4, 100 g/m²', 'Premium-Farblaserpapier A4, 100 g/m²'), L('Heavier paper for presentations and brochures.', 'Schwereres Papier für Präsentationen und Broschüren.'), { order: REAM }],
  ['8852134', 'Double A', 'Premium Paper A4 80 g', `${P}.copy-paper`, 'copy', { PaperSize: 'A4', PaperWeight: 80, Sheets: 500, Whiteness: 165, Recycled: false }, [5.99, 6.99], [[25, 5.69]],
    L('Jam-free copy paper A4, 80 g/m²', 'Staufreies Kopierpapier A4, 80 g/m²'), L('Smooth and jam-free in copiers and laser printers.', 'Glatt und staufrei in Kopierern und Laserdruckern.'), { order: REAM }],
  ['0889894', 'HP', 'Premium Plus Photo Paper 10 x 15 cm, per sheet', `${P}.photo-paper`, 'photo', { PaperSize: '10 x 15 cm', PaperWeight: 300, Sheets: 1 }, 0.29, [[50, 0.24], [200, 0.19]],
    L('Glossy photo paper 10 x 15 cm, 300 g/m², sold per sheet', 'Glänzendes Fotopapier 10 x 15 cm, 300 g/m², Einzelblattverkauf'), L('Lab-quality prints that dry instantly; order exactly the number of sheets you need.', 'Abzüge in Laborqualität, die sofort trocken sind; bestellen Sie genau die Blattzahl, die Sie brauchen.'), { order: { min: 10, step: 10, packingUnit: 'sheet' } }],
  ['8715939', 'Epson', 'Premium Glossy Photo Paper A4', `${P}.photo-paper`, 'photo', { PaperSize: 'A4', PaperWeight: 255, Sheets: 20 }, 15.99, null,
    L('Glossy photo paper A4, 255 g/m², 20 sheets', 'Glänzendes Fotopapier A4, 255 g/m², 20 Blatt'), L('For vivid, smudge-resistant photos with Epson inkjet printers.', 'Für brillante, wischfeste Fotos mit Epson-Tintenstrahldruckern.')],
  ['4960999', 'Canon', 'PP-201 Photo Paper Plus II 13 x 18 cm', `${P}.photo-paper`, 'photo', { PaperSize: '13 x 18 cm', PaperWeight: 260, Sheets: 20 }, 9.99, [[10, 8.99]],
    L('Glossy photo paper 13 x 18 cm, 260 g/m², 20 sheets', 'Glänzendes Fotopapier 13 x 18 cm, 260 g/m², 20 Blatt'), L('Rich colours with Canon ChromaLife100 inks.', 'Satte Farben mit Canon-ChromaLife100-Tinten.')],
  ['4004182', 'Avery Zweckform', '3475 Address Labels 70 x 36 mm', `${P}.labels`, 'label', { PaperSize: 'A4', Sheets: 100, LabelSize: '70 x 36 mm' }, 39.99, [[5, 37.99], [10, 35.99]],
    L('Address labels 70 x 36 mm, 100 A4 sheets, 2,400 labels', 'Adressetiketten 70 x 36 mm, 100 A4-Bogen, 2.400 Etiketten'), L('QuickPEEL for fast peeling and free templates for Word.', 'QuickPEEL zum schnellen Abziehen und kostenlose Vorlagen für Word.')],
  ['4008705', 'Herma', 'SuperPrint Labels 4226, per label', `${P}.labels`, 'label', { PaperSize: 'A4', Sheets: 1, LabelSize: '105 x 148 mm' }, 0.0095, [[1000, 0.0079], [5000, 0.0068], [20000, 0.0058]],
    L('Shipping labels 105 x 148 mm, sold per label', 'Versandetiketten 105 x 148 mm, Verkauf pro Etikett'), L('For mail rooms: order any multiple of 100 labels, with unit prices below one cent that fall further from 1,000 labels.', 'Für die Poststelle: Bestellen Sie beliebige Vielfache von 100 Etiketten; der Stückpreis liegt unter einem Cent und sinkt ab 1.000 Stück weiter.'),
    { order: { min: 100, step: 100, packingUnit: 'label' }, fixedPrice: true }],
  ['4977810', 'Brother', 'DK-11209 Address Labels', `${P}.labels`, 'label', { LabelSize: '29 x 62 mm', Sheets: 800 }, 19.99, [[5, 18.49]],
    L('Die-cut address labels for Brother QL, 800 labels per roll', 'Vorgestanzte Adressetiketten für Brother QL, 800 Stück pro Rolle'), L('Thermal labels without ink or toner.', 'Thermoetiketten ohne Tinte oder Toner.')],
  ['4977827', 'Brother', 'TZe-231 Labelling Tape 12 mm', `${P}.labels`, 'label', { LabelSize: '12 mm x 8 m' }, 17.99, [[5, 16.49], [20, 14.99]],
    L('Laminated tape, black on white, 12 mm x 8 m', 'Laminiertes Band, schwarz auf weiß, 12 mm x 8 m'), L('Resistant to water, heat and abrasion – for cables, shelves and folders.', 'Beständig gegen Wasser, Hitze und Abrieb – für Kabel, Regale und Ordner.')],
];

function paper(r: PaperRow): SeedProduct {
  const [sku, brand, model, cat, type, attrs, price, scaled, short, long, extra = {}] = r;
  return item({
    sku, brand, model, drawing: 'paper', color: type === 'label' ? '#f0c419' : type === 'photo' ? '#3d7cc9' : '#5aa469', short, long: leadIn(`${brand} ${model}`, short, long),
    categories: [cat], attributes: PAPER({ PaperType: PT[type], ...attrs }), price, ...(scaled ? { scaled } : {}), ...extra,
  });
}

function navigator(): SeedProduct[] {
  const sizes: [string, number, number][] = [['A5', 3.49, 500], ['A4', 5.99, 500], ['A3', 11.99, 500]];
  return buildVariationFamily({
    sku: '5602024', brand: 'Navigator', name: same('Navigator Universal 80 g'),
    short: L('Multifunction copy paper, 80 g/m², 500 sheets per ream', 'Multifunktions-Kopierpapier, 80 g/m², 500 Blatt pro Ries'),
    long: L('Universal paper for laser, inkjet and copiers, sold by the ream in steps of five. Volume prices from 25 and 100 reams.',
      'Universalpapier für Laser, Inkjet und Kopierer, verkauft im Ries in Fünferschritten. Staffelpreise ab 25 und 100 Ries.'),
    categories: [`${P}.copy-paper`],
    attributes: PAPER({ PaperType: PT.copy, PaperWeight: 80, Sheets: 500, Whiteness: 169, Recycled: false, Ecolabel: 'FSC, EU Ecolabel' }),
    image: { kind: 'paper', color: '#3f6fb5', views: ['front', 'side'] }, order: REAM, alwaysInStock: true, fixedPrice: true,
    axes: [sizeAxis('textButtons')], defaultVariation: '5602024-02',
    variations: sizes.map(([size, price], i) => ({
      sku: `5602024-0${i + 1}`, values: { Size: sizeValue(size) }, price,
      scaled: [[25, Math.round(price * 92) / 100], [100, Math.round(price * 85) / 100]], attributes: PAPER({ PaperSize: size }),
    })),
  });
}

// --- machines and presentation -----------------------------------------------------------

const MT = {
  labeller: L('Label printer', 'Etikettendrucker'), shredder: L('Paper shredder', 'Aktenvernichter'), laminator: L('Laminator', 'Laminiergerät'),
  screen: L('Projection screen', 'Projektionsleinwand'),
};
type MachineRow = [sku: string, brand: string, model: string, cat: string, type: keyof typeof MT, attrs: Parameters<typeof MACHINE>[0],
  drawing: ProductInput['image']['kind'], color: ColorKey, price: Money, short: Localized, long: Localized, extra?: Partial<ProductInput>];

const MACHINES: MachineRow[] = [
  ['4977834', 'Brother', 'P-touch D610BT', 'office.machines', 'labeller', { TapeWidth: 24, Connectivity: 'USB, Bluetooth' }, 'printer', 'grey', 79,
    L('Desktop label printer for TZe tapes up to 24 mm, Bluetooth', 'Tisch-Beschriftungsgerät für TZe-Bänder bis 24 mm, Bluetooth'), L('Design labels on the keyboard, in the app or on the PC.', 'Gestalten Sie Etiketten an der Tastatur, in der App oder am PC.')],
  ['3026980', 'Dymo', 'LabelWriter 550', 'office.machines', 'labeller', { TapeWidth: 62, Connectivity: 'USB' }, 'printer', 'black', 129,
    L('Thermal label printer, 62 labels per minute', 'Thermo-Etikettendrucker, 62 Etiketten pro Minute'), L('Prints address, shipping and barcode labels without ink.', 'Druckt Adress-, Versand- und Barcode-Etiketten ohne Tinte.')],
  ['0043866', 'Fellowes', 'Powershred 79Ci', 'office.machines', 'shredder', { SecurityLevel: 'P-4', SheetCapacity: 16 }, 'generic', 'black', [249, 289],
    L('Cross-cut shredder, security level P-4, 16 sheets', 'Partikelschnitt-Aktenvernichter, Sicherheitsstufe P-4, 16 Blatt'), L('Jam-proof 100 % and rated for continuous use in small offices.', '100 % staufrei und für den Dauerbetrieb in kleinen Büros ausgelegt.'), { docs: ['manual', 'safety'] }],
  ['4002432', 'Leitz', 'IQ Home Office P4', 'office.machines', 'shredder', { SecurityLevel: 'P-4', SheetCapacity: 10 }, 'generic', 'white', 129,
    L('Cross-cut shredder for the home office, P-4', 'Partikelschnitt-Aktenvernichter fürs Homeoffice, P-4'), L('GDPR-compliant shredding of personal data at home.', 'DSGVO-konformes Vernichten personenbezogener Daten zu Hause.')],
  ['0033944', 'GBC', 'Fusion 3000L A3 Laminator', 'office.machines', 'laminator', {}, 'generic', 'grey', 59,
    L('A3 laminator, warm-up in one minute', 'A3-Laminiergerät, Aufwärmzeit eine Minute'), L('Laminates documents up to A3 with film up to 125 microns.', 'Laminiert Dokumente bis A3 mit Folien bis 125 Mikron.')],
  ['4260094', 'Celexon', 'Economy Tripod Screen 177 x 100 cm', 'office.presentation', 'screen', {}, 'projector', 'white', 79,
    L('Tripod projection screen, 16:9, 177 x 100 cm', 'Stativleinwand, 16:9, 177 x 100 cm'), L('Set up in a minute for presentations in any room.', 'In einer Minute aufgebaut für Präsentationen in jedem Raum.')],
];

function machine(r: MachineRow): SeedProduct {
  const [sku, brand, model, cat, type, attrs, drawing, color, price, short, long, extra = {}] = r;
  return item({
    sku, brand, model, drawing, color: colorHex(color), short, long: leadIn(`${brand} ${model}`, short, long),
    categories: [cat], attributes: MACHINE({ MachineType: MT[type], ...attrs, Color: colorName(color) }), price, ...extra,
  });
}

export function buildOffice(): SeedProduct[] {
  return [
    ...series2(), ...aeron(), ...flexispotE7(), ...FURNITURE_ROWS.map(furniture),
    ...navigator(), ...PAPERS.map(paper),
    ...MACHINES.map(machine),
  ];
}

