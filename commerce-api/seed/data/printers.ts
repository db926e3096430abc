// Computers.225: printers, multifunctionals, photo printers and printing supplies (ink, toner).
import type { Localized, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { colorHex, colorName, groupThousands, L, same, type ColorKey } from './localize';
import { buildVariationFamily, item, type Money, type ProductInput, type RowExtras } from './product-builder';
import { colorAxis, colorValue } from './variation-axes';

const P = 'Computers.225';

const PRINTER = attributeSet({
  PrintTechnology: def('Print technology', 'Drucktechnik', 'String', { facet: true }),
  ColourPrinting: def('Colour printing', 'Farbdruck', 'String', { facet: true }),
  Functions: def('Functions', 'Funktionen', 'String', { facet: true }),
  Duplex: def('Duplex printing', 'Duplexdruck', 'Boolean', { facet: true }),
  PrintSpeed: def('Print speed', 'Druckgeschwindigkeit', 'Integer', { unit: 'ppm' }),
  MaxPaperSize: def('Maximum paper size', 'Maximales Papierformat', 'String', { facet: true }),
  Connectivity: COMMON.Connectivity,
  Color: COMMON.Color,
});

const SUPPLY = attributeSet({
  SupplyType: def('Supply type', 'Verbrauchsmaterial', 'String', { facet: true }),
  Color: def('Ink colour', 'Tintenfarbe', 'String', { facet: true }),
  Yield: def('Page yield', 'Reichweite', 'Integer', { unit: 'pages' }),
  CompatibleWith: def('Compatible with', 'Kompatibel mit', 'String'),
  Original: def('Original supplies', 'Originalzubehör', 'Boolean', { facet: true }),
});

const TECH = {
  inkjet: { attr: L('Inkjet', 'Tintenstrahl'), en: 'inkjet', noun: 'Tintenstrahldrucker', prefix: 'Tintenstrahl' },
  laser: { attr: L('Laser', 'Laser'), en: 'laser', noun: 'Laserdrucker', prefix: 'Laser' },
  led: { attr: L('LED', 'LED'), en: 'LED', noun: 'LED-Drucker', prefix: 'LED' },
  dyesub: { attr: L('Dye sublimation', 'Thermosublimation'), en: 'dye-sublimation', noun: 'Thermosublimationsdrucker', prefix: 'Thermosublimations' },
};
const FUNCTIONS = {
  print: L('Print', 'Drucken'),
  mfp: L('Print, scan, copy', 'Drucken, Scannen, Kopieren'),
  fax: L('Print, scan, copy, fax', 'Drucken, Scannen, Kopieren, Faxen'),
};
const COLOUR = L('Colour', 'Farbe');
const MONO = L('Monochrome', 'Schwarzweiß');

interface Extra extends RowExtras {
  /** Default category other than the printer type's. */
  home?: string;
}
function extras(e: Extra = {}): Partial<ProductInput> {
  const { cats: _c, home: _h, ...rest } = e;
  return rest;
}

type PrinterRow = [sku: string, brand: string, model: string, cat: string, tech: keyof typeof TECH, colour: boolean, functions: keyof typeof FUNCTIONS,
  duplex: boolean, ppm: number | null, paper: string, connectivity: string, color: ColorKey, price: Money, hl: Localized, extra?: Extra];

const OFFICE = 'office.printers';
const PRINTERS: PrinterRow[] = [
  ['8715946', 'Epson', 'EcoTank ET-2850', `${P}.234`, 'inkjet', true, 'mfp', true, 10, 'A4', 'USB, Wi-Fi, Wi-Fi Direct', 'black', [229, 279], L('Refillable ink tanks: the supplied ink lasts for up to 4,500 black pages.', 'Nachfüllbare Tintentanks: Die mitgelieferte Tinte reicht für bis zu 4.500 Schwarzweißseiten.'), { docs: ['manual', 'quickstart'] }],
  ['4549292', 'Canon', 'PIXMA TS5350i', `${P}.234`, 'inkjet', true, 'mfp', true, 13, 'A4', 'USB, Wi-Fi, Bluetooth', 'black', 79, L('Print from the smartphone with the Canon PRINT app.', 'Drucken Sie mit der Canon-PRINT-App direkt vom Smartphone.')],
  ['4060159', 'HP', 'DeskJet 2720e', `${P}.234`, 'inkjet', true, 'mfp', false, 8, 'A4', 'USB, Wi-Fi', 'white', 49, L('Six months of Instant Ink included with HP+.', 'Sechs Monate Instant Ink mit HP+ inklusive.')],
  ['8715953', 'Epson', 'Expression Home XP-2200', `${P}.234`, 'inkjet', true, 'mfp', false, 8, 'A4', 'USB, Wi-Fi', 'black', 59, L('Individual cartridges: replace only the colour that runs out.', 'Einzelpatronen: Ersetzen Sie nur die Farbe, die leer ist.')],
  ['4549308', 'Canon', 'PIXMA G650', `${P}.234`, 'inkjet', true, 'mfp', false, 4, 'A4', 'USB, Wi-Fi', 'black', 249, L('Six dye inks for borderless photos at a low cost per print.', 'Sechs Farbstofftinten für randlose Fotos zu niedrigen Kosten pro Druck.'), { cats: [`${P}.922`] }],
  ['4977766', 'Brother', 'HL-L2350DW', `${P}.235`, 'laser', false, 'print', true, 30, 'A4', 'USB, Wi-Fi', 'grey', 119, L('A 250-sheet paper tray and toner for 1,200 pages in the box.', 'Ein Papierfach für 250 Blatt und Toner für 1.200 Seiten im Lieferumfang.'), { scaled: [[5, 112.99]] }],
  ['4060166', 'HP', 'LaserJet Pro 4002dn', `${P}.235`, 'laser', false, 'print', true, 40, 'A4', 'USB, Ethernet', 'white', 269, L('HP Wolf Pro Security for small workgroups.', 'HP Wolf Pro Security für kleine Arbeitsgruppen.'), { cats: [OFFICE], docs: ['manual', 'datasheet'], scaled: [[5, 255], [20, 239]] }],
  ['6320117', 'Kyocera', 'ECOSYS P2235dn', `${P}.235`, 'laser', false, 'print', true, 35, 'A4', 'USB, Ethernet', 'white', 179, L('Long-life components keep the cost per page low.', 'Langlebige Komponenten halten die Kosten pro Seite niedrig.'), { cats: [OFFICE], docs: ['datasheet'] }],
  ['4549315', 'Canon', 'i-SENSYS LBP623Cdw', `${P}.235`, 'laser', true, 'print', true, 21, 'A4', 'USB, Ethernet, Wi-Fi', 'white', 299, L('Colour laser quality for the home office.', 'Farblaserqualität für das Homeoffice.')],
  ['7342311', 'OKI', 'C650dn', `${P}.235`, 'led', true, 'print', true, 35, 'A4', 'USB, Ethernet', 'white', 649, L('Prints on banners up to 1.3 m and on heavy media up to 256 g/m².', 'Druckt Banner bis 1,3 m und schwere Medien bis 256 g/m².'), { cats: [OFFICE], docs: ['datasheet'] }],
  ['7342328', 'Lexmark', 'B2236dw', `${P}.235`, 'laser', false, 'print', true, 34, 'A4', 'USB, Ethernet, Wi-Fi', 'black', 109, L('A compact mono laser for the desk.', 'Ein kompakter Monolaser für den Schreibtisch.')],
  ['4060173', 'HP', 'OfficeJet Pro 9125e', `${P}.304`, 'inkjet', true, 'fax', true, 22, 'A4', 'USB, Ethernet, Wi-Fi', 'grey', 249, L('Smart tasks scan to e-mail and cloud with one touch.', 'Smart Tasks scannen mit einem Fingertipp in E-Mail und Cloud.'), { docs: ['manual'] }],
  ['4977773', 'Brother', 'MFC-L3770CDW', `${P}.304`, 'led', true, 'fax', true, 24, 'A4', 'USB, Ethernet, Wi-Fi, NFC', 'white', 449, L('A 9.3 cm touchscreen and NFC for secure print release.', 'Ein 9,3-cm-Touchscreen und NFC für die sichere Druckfreigabe.'), { cats: [OFFICE], docs: ['manual', 'datasheet'] }],
  ['8715960', 'Epson', 'WorkForce Pro WF-4830DTWF', `${P}.304`, 'inkjet', true, 'fax', true, 25, 'A4', 'USB, Ethernet, Wi-Fi', 'black', 199, L('Two paper trays with 500 sheets in total.', 'Zwei Papierfächer mit insgesamt 500 Blatt.')],
  ['4549322', 'Canon', 'imageRUNNER ADVANCE DX C3826i', OFFICE, 'laser', true, 'fax', true, 26, 'A3', 'USB, Ethernet, Wi-Fi', 'white', 4990, L('A departmental A3 system with uniFLOW Online, secure print and a 10.1-inch touchscreen.', 'Ein A3-Abteilungssystem mit uniFLOW Online, sicherem Druck und 10,1-Zoll-Touchscreen.'), { cats: [`${P}.304`], docs: ['manual', 'datasheet', 'safety'], ship: [5, 10], order: { max: 5 } }],
  ['6320124', 'Kyocera', 'TASKalfa 2554ci', OFFICE, 'laser', true, 'fax', true, 25, 'A3', 'USB, Ethernet', 'white', [6490, 7290], L('Robust A3 colour system for up to 20,000 pages per month.', 'Robustes A3-Farbsystem für bis zu 20.000 Seiten pro Monat.'), { cats: [`${P}.304`], docs: ['datasheet'], ship: [5, 10], order: { max: 5 } }],
  ['4977780', 'Brother', 'MFC-J5740DW', `${P}.304`, 'inkjet', true, 'fax', true, 22, 'A3', 'USB, Ethernet, Wi-Fi', 'grey', 279, L('Prints A3 and scans A4 – compact for the small office.', 'Druckt A3 und scannt A4 – kompakt für das kleine Büro.')],
  ['8715977', 'Epson', 'SureColor SC-P700', `${P}.922`, 'inkjet', true, 'print', false, 1, 'A3+', 'USB, Ethernet, Wi-Fi', 'black', 799, L('Ten pigment inks for gallery-quality fine art prints.', 'Zehn Pigmenttinten für Fine-Art-Drucke in Galeriequalität.'), { docs: ['manual'] }],
  ['4549346', 'Canon', 'PIXMA PRO-200', `${P}.922`, 'inkjet', true, 'print', false, 1, 'A3+', 'USB, Ethernet, Wi-Fi', 'black', [349, 419], L('Eight dye inks for vivid, high-contrast photo prints.', 'Acht Farbstofftinten für lebendige, kontrastreiche Fotodrucke.')],
];

/** German shops say WLAN and SD-Karte. */
const connections = (text: string) => L(text, text.replace(/Wi-Fi(?! Direct)/g, 'WLAN').replace('SD card', 'SD-Karte'));

function printer(r: PrinterRow): SeedProduct {
  const [sku, brand, model, cat, tech, colour, functions, duplex, ppm, paper, connectivityEn, color, price, hl, e] = r;
  const connectivity = connections(connectivityEn);
  const t = TECH[tech];
  const mfp = functions !== 'print';
  const en = `${colour ? 'colour' : 'monochrome'} ${t.en} ${mfp ? `multifunction printer that prints, scans${functions === 'fax' ? ', copies and faxes' : ' and copies'}` : 'printer'}`;
  const deNoun = `${colour ? 'Farb' : 'Schwarzweiß'}-${mfp ? `${t.prefix}-Multifunktionsgerät zum Drucken, Scannen und Kopieren${functions === 'fax' ? ' sowie Faxen' : ''}` : t.noun}`;
  return item({
    sku, brand, model, drawing: 'printer', color: colorHex(color),
    short: L(`${colour ? 'Colour' : 'Mono'} ${t.en} ${mfp ? 'multifunction printer' : 'printer'}, ${paper}${ppm ? `, ${ppm} ppm` : ''}${duplex ? ', duplex' : ''}, ${connectivity.en_US}`,
      `${colour ? 'Farb' : 'Schwarzweiß'}-${mfp ? `${t.prefix}-Multifunktionsgerät` : t.noun}, ${paper}${ppm ? `, ${ppm} S./Min.` : ''}${duplex ? ', Duplex' : ''}, ${connectivity.de_DE}`),
    long: L(
      `The ${brand} ${model} is a ${en}. It prints up to ${ppm} pages per minute${duplex ? ', automatically on both sides if you like,' : ''} on paper up to ${paper} and connects via ${connectivity.en_US}. ${hl.en_US}`,
      `${mfp ? 'Das' : 'Der'} ${brand} ${model} ist ein ${deNoun}. ${mfp ? 'Es' : 'Er'} druckt bis zu ${ppm} Seiten pro Minute${duplex ? ', auf Wunsch automatisch beidseitig,' : ''} auf Papier bis ${paper} und wird über ${connectivity.de_DE} verbunden. ${hl.de_DE}`,
    ),
    categories: [e?.home ?? cat, ...(e?.cats ?? [])],
    attributes: PRINTER({ PrintTechnology: t.attr, ColourPrinting: colour ? COLOUR : MONO, Functions: FUNCTIONS[functions], Duplex: duplex, PrintSpeed: ppm, MaxPaperSize: paper, Connectivity: connectivity, Color: colorName(color) }),
    price, ...extras(e),
  });
}

function selphy(): SeedProduct[] {
  const colors: ColorKey[] = ['black', 'white', 'pink'];
  return buildVariationFamily({
    sku: '4549339', brand: 'Canon', name: same('Canon SELPHY CP1500'),
    short: L('Compact photo printer, 10 x 15 cm, dye sublimation, Wi-Fi', 'Kompakter Fotodrucker, 10 x 15 cm, Thermosublimation, WLAN'),
    long: L('Postcard-size prints in 41 seconds that last up to 100 years: the SELPHY CP1500 prints straight from the smartphone, an SD card or a USB stick.',
      'Abzüge im Postkartenformat in 41 Sekunden, die bis zu 100 Jahre halten: Der SELPHY CP1500 druckt direkt vom Smartphone, von SD-Karte oder USB-Stick.'),
    categories: [`${P}.922`],
    attributes: PRINTER({ PrintTechnology: TECH.dyesub.attr, ColourPrinting: COLOUR, Functions: FUNCTIONS.print, Duplex: false, MaxPaperSize: '10 x 15 cm', Connectivity: connections('USB, Wi-Fi, SD card') }),
    image: { kind: 'printer', color: colorHex('black') },
    axes: [colorAxis()], defaultVariation: '4549339-02',
    variations: colors.map((color, i) => ({ sku: `4549339-0${i + 1}`, values: { Color: colorValue(color) }, price: i === 1 ? [119, 139] : 119, color: colorHex(color) })),
  });
}

// --- supplies --------------------------------------------------------------------------

const STYPE = {
  cartridge: L('Ink cartridge', 'Tintenpatrone'), bottle: L('Ink bottle', 'Tintenflasche'), multipack: L('Multipack', 'Multipack'), toner: L('Toner cartridge', 'Tonerkartusche'),
};
const INK_COLOURS = {
  black: [L('Black', 'Schwarz'), '#1b1b1b'], cyan: [L('Cyan', 'Cyan'), '#00a3d9'], magenta: [L('Magenta', 'Magenta'), '#d0117b'],
  yellow: [L('Yellow', 'Gelb'), '#f5d000'], tri: [L('Tri-colour', 'Dreifarbig'), '#00a3d9'], multi: [L('Black, cyan, magenta, yellow', 'Schwarz, Cyan, Magenta, Gelb'), '#7a4fb0'],
} as const;

type SupplyRow = [sku: string, brand: string, model: string, cat: string, type: keyof typeof STYPE, colour: keyof typeof INK_COLOURS, pages: number,
  compatible: string, price: Money, extra?: Extra & { name?: string; hl?: Localized }];
const INK = `${P}.373.377`;
const TONER = `${P}.373.378`;

const SUPPLIES: SupplyRow[] = [
  ['872843', 'Epson', 'Multipack', INK, 'multipack', 'multi', 500, 'Epson Expression Home XP-2200, XP-3200, WorkForce WF-2910', [39.99, 52.99], {
    name: 'Epson Multipack', cats: ['Specials.HotDeals'], scaled: [[5, 37.99], [10, 35.99]], alwaysInStock: true,
    hl: L('Four original Epson cartridges in one pack – cheaper than buying them one by one.', 'Vier Original-Epson-Patronen in einer Packung – günstiger als einzeln gekauft.'),
  }],
  ['6997041', 'HP', '963XL High Yield Black', INK, 'cartridge', 'black', 2000, 'HP OfficeJet Pro 9010, 9020', 44.99, {
    scaled: [[10, 42.49], [20, 40.99], [50, 38.99]], rating: { average: 4.5, count: 23 },
    hl: L('Original HP ink for sharp, smudge-resistant office documents.', 'Original-HP-Tinte für scharfe, wischfeste Bürodokumente.'),
  }],
  ['3468826', 'Canon', 'PG-540 Black', INK, 'cartridge', 'black', 180, 'Canon PIXMA MG3650S, MG4250, TS5150', 18.06, { usd: 19.5, fixedPrice: true, scaled: [[10, 16.99]] }],
  ['4060180', 'HP', '305 Black', INK, 'cartridge', 'black', 120, 'HP DeskJet 2720e, 2710e, 4120e', 12.99, { scaled: [[10, 11.99], [50, 10.99]] }],
  ['4060197', 'HP', '305 Tri-colour', INK, 'cartridge', 'tri', 100, 'HP DeskJet 2720e, 2710e, 4120e', 14.99, { scaled: [[10, 13.99], [50, 12.99]] }],
  ['4549353', 'Canon', 'PG-545XL Black', INK, 'cartridge', 'black', 400, 'Canon PIXMA TS3150, TS5350i, MG2550S', 24.99, { scaled: [[10, 22.99]] }],
  ['4549360', 'Canon', 'CLI-581 XL Multipack', INK, 'multipack', 'multi', 520, 'Canon PIXMA TS705, TS8350, TS9550', 54.99],
  ['4977797', 'Brother', 'LC-3217 Value Pack', INK, 'multipack', 'multi', 550, 'Brother MFC-J5330DW, MFC-J5740DW, MFC-J6530DW', 44.99, { scaled: [[5, 42.99], [10, 39.99]] }],
  ['8715991', 'Epson', '104 EcoTank Ink Bottle Multipack', INK, 'bottle', 'multi', 7500, 'Epson EcoTank ET-2710, ET-2850, ET-4700', 34.99, { hl: L('Keyed bottle tips make refilling clean and mistake-free.', 'Codierte Flaschenspitzen machen das Nachfüllen sauber und fehlerfrei.') }],
  ['4977803', 'Brother', 'TN-2420 Toner Black', TONER, 'toner', 'black', 3000, 'Brother HL-L2350DW, HL-L2370DN, MFC-L2710DW', 69, { scaled: [[5, 65.99], [10, 62.99]] }],
  ['4060203', 'HP', '26X High Yield Black Toner', TONER, 'toner', 'black', 9000, 'HP LaserJet Pro M402, M426', 159, { scaled: [[5, 152.99]] }],
  ['6320131', 'Kyocera', 'TK-1150 Toner Kit', TONER, 'toner', 'black', 3000, 'Kyocera ECOSYS P2235dn, M2135dn', 79],
  ['4549377', 'Canon', '055H Cyan Toner', TONER, 'toner', 'cyan', 5900, 'Canon i-SENSYS LBP663Cdw, MF742Cdw', 119],
  ['7342335', 'OKI', 'C650 Toner Black', TONER, 'toner', 'black', 7000, 'OKI C650dn', 89, { cats: ['office.printers'] }],
];

function supply(r: SupplyRow): SeedProduct {
  const [sku, brand, model, cat, type, colour, pages, compatible, price, e] = r;
  const [colourName, hex] = INK_COLOURS[colour];
  const t = STYPE[type];
  const toner = type === 'toner';
  return item({
    sku, brand, model, drawing: 'ink', color: hex, views: ['front', 'side'], fullName: e?.name ? same(e.name) : undefined,
    short: L(`Original ${brand} ${t.en_US.toLowerCase()}, ${colourName.en_US.toLowerCase()}, approx. ${groupThousands(pages, 'en')} pages`, `Original-${brand}-${t.de_DE}, ${colourName.de_DE}, ca. ${groupThousands(pages, 'de')} Seiten`),
    long: L(
      `Original ${brand} ${toner ? 'toner' : 'ink'} (${colourName.en_US.toLowerCase()}) for approximately ${groupThousands(pages, 'en')} pages to ISO/IEC ${toner ? '19752' : '24711'}. Compatible with ${compatible}.${e?.hl ? ` ${e.hl.en_US}` : ''}`,
      `${toner ? 'Original-Toner' : 'Original-Tinte'} von ${brand} (${colourName.de_DE}) für etwa ${groupThousands(pages, 'de')} Seiten nach ISO/IEC ${toner ? '19752' : '24711'}. Kompatibel mit ${compatible}.${e?.hl ? ` ${e.hl.de_DE}` : ''}`,
    ),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: SUPPLY({ SupplyType: t, Color: colourName, Yield: pages, CompatibleWith: compatible, Original: true }),
    price, ...extras(e),
  });
}

function epson603xl(): SeedProduct[] {
  const colours = ['black', 'cyan', 'magenta', 'yellow'] as const;
  return buildVariationFamily({
    sku: '8715984', brand: 'Epson', name: same('Epson 603XL Ink Cartridge'),
    short: L('Original Epson 603XL high-capacity cartridge', 'Original-Epson-603XL-Patrone mit hoher Reichweite'),
    long: L('Starfish XL cartridges for the Expression Home XP-2200 and WorkForce WF-2910 series: roughly three times the pages of the standard cartridge.',
      'Seestern-XL-Patronen für die Expression Home XP-2200 und WorkForce WF-2910: ungefähr dreimal so viele Seiten wie die Standardpatrone.'),
    categories: [INK],
    attributes: SUPPLY({ SupplyType: STYPE.cartridge, CompatibleWith: 'Epson Expression Home XP-2200, XP-3200, WorkForce WF-2910', Original: true }),
    image: { kind: 'ink', color: '#1b1b1b', views: ['front', 'side'] }, fixedPrice: true,
    axes: [colorAxis('colorCode')], defaultVariation: '8715984-01',
    variations: colours.map((c, i) => {
      const [name, hex] = INK_COLOURS[c];
      const price = c === 'black' ? 24.99 : 17.99;
      return {
        sku: `8715984-0${i + 1}`, values: { Color: { value: name, label: name, meta: hex } }, price, color: hex,
        scaled: [[5, Math.round(price * 94) / 100], [10, Math.round(price * 88) / 100]],
        attributes: SUPPLY({ Color: name, Yield: c === 'black' ? 500 : 350 }),
      };
    }),
  });
}

export function buildPrinters(): SeedProduct[] {
  return [...PRINTERS.map(printer), ...selphy(), ...SUPPLIES.map(supply), ...epson603xl()];
}
