// Computers: notebooks, PCs, tablets (with the Microsoft Surface family of the ICM demo),
// monitors, docking stations, bags and notebook accessories.
import type { Localized, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { article, colorHex, compound, colorName, deNum, L, same, type ColorKey } from './localize';
import { buildVariationFamily, item, leadIn, type Money, type ProductInput, type RowExtras, highlight as hl } from './product-builder';
import { capacityAxis, capacityValue, colorAxis, colorValue, displaySizeAxis, inchValue } from './variation-axes';

export const COMPUTER = attributeSet({
  Processor: def('Processor', 'Prozessor', 'String', { facet: true }),
  Memory: def('Memory', 'Arbeitsspeicher', 'Integer', { unit: 'GB', facet: true }),
  Storage: def('Storage', 'Speicher', 'Integer', { unit: 'GB', facet: true }),
  DisplaySize: def('Display size', 'Displaygröße', 'Double', { unit: 'in', facet: true }),
  DisplayResolution: def('Display resolution', 'Displayauflösung', 'String'),
  Touchscreen: def('Touchscreen', 'Touchscreen', 'Boolean', { facet: true }),
  Graphics: def('Graphics', 'Grafik', 'String'),
  FormFactor: def('Form factor', 'Bauform', 'String', { facet: true }),
  OperatingSystem: def('Operating system', 'Betriebssystem', 'String', { facet: true }),
  MobileNetwork: def('Mobile network', 'Mobilfunk', 'String'),
  BatteryLife: def('Battery life', 'Akkulaufzeit', 'Double', { unit: 'h' }),
  Color: COMMON.Color,
  Weight: COMMON.Weight,
});

const MONITOR = attributeSet({
  ScreenSize: def('Screen size', 'Bildschirmdiagonale', 'Double', { unit: 'in', facet: true }),
  DisplayResolution: def('Resolution', 'Auflösung', 'String', { facet: true }),
  PanelType: def('Panel type', 'Paneltyp', 'String', { facet: true }),
  RefreshRate: def('Refresh rate', 'Bildwiederholrate', 'Integer', { unit: 'Hz', facet: true }),
  Touchscreen: def('Touchscreen', 'Touchscreen', 'Boolean', { facet: true }),
  HeightAdjustable: def('Height adjustable', 'Höhenverstellbar', 'Boolean', { facet: true }),
  Connectivity: COMMON.Connectivity,
  EnergyClass: COMMON.EnergyClass,
  Color: COMMON.Color,
});

const ACCESSORY = attributeSet({
  AccessoryType: def('Accessory type', 'Zubehörart', 'String', { facet: true }),
  Compatibility: def('Compatible with', 'Kompatibel mit', 'String'),
  Ports: def('Ports', 'Anschlüsse', 'String'),
  PowerDelivery: def('Power delivery', 'Ladeleistung', 'Integer', { unit: 'W' }),
  ScreenSize: def('Screen size', 'Bildschirmdiagonale', 'Double', { unit: 'in' }),
  MaxLoad: def('Maximum load', 'Maximale Belastung', 'Double', { unit: 'kg' }),
  Material: def('Material', 'Material', 'String'),
  Color: COMMON.Color,
});

type Extra = RowExtras;

function extras(e: Extra = {}): Partial<ProductInput> {
  const { hl: _hl, cats: _c, ...rest } = e;
  return rest;
}
const storageText = (gb: number, locale: 'en' | 'de') => (gb >= 1000 ? `${locale === 'en' ? gb / 1000 : deNum(gb / 1000)} TB` : `${gb} GB`);

// --- notebooks -------------------------------------------------------------------------

type NotebookRow = [sku: string, brand: string, model: string, cpu: string, ram: number, storage: number, display: number, resolution: string,
  os: string, battery: number, weight: number, color: ColorKey, price: Money, extra?: Extra & { touch?: boolean }];

const NB = 'Computers.1835.151';
const NOTEBOOKS: NotebookRow[] = [
  ['2560124', 'Lenovo', 'ThinkPad X1 Carbon Gen 11', 'Intel Core i7-1365U', 16, 512, 14, 'WUXGA (1920 x 1200)', 'Windows 11 Pro', 15, 1.12, 'black', [1899, 2199], { docs: ['manual', 'datasheet'], hl: L('Carbon-fibre chassis, MIL-STD-810H tested and a keyboard business users love.', 'Carbon-Gehäuse, nach MIL-STD-810H getestet und eine Tastatur, die Geschäftskunden lieben.') }],
  ['2560130', 'Lenovo', 'ThinkPad E14 Gen 5', 'AMD Ryzen 5 7530U', 16, 512, 14, 'WUXGA (1920 x 1200)', 'Windows 11 Pro', 10, 1.41, 'graphite', 749, { docs: ['datasheet'], scaled: [[5, 729], [20, 699]], hl: L('The affordable business notebook with a numeric-friendly 14-inch 16:10 screen.', 'Das preiswerte Business-Notebook mit 14-Zoll-Display im 16:10-Format.') }],
  ['2560147', 'Lenovo', 'IdeaPad Slim 5 14', 'AMD Ryzen 7 7730U', 16, 512, 14, 'WUXGA (1920 x 1200)', 'Windows 11 Home', 12, 1.46, 'grey', 699, { hl: L('A full HD webcam with privacy shutter and Dolby Audio speakers.', 'Eine Full-HD-Webcam mit Sichtschutz und Dolby-Audio-Lautsprecher.') }],
  ['4060129', 'HP', 'EliteBook 840 G10', 'Intel Core i5-1335U', 16, 512, 14, 'WUXGA (1920 x 1200)', 'Windows 11 Pro', 12, 1.36, 'silver', 1399, { docs: ['manual', 'datasheet'], scaled: [[5, 1359], [20, 1299]], hl: L('HP Wolf Security protects the firmware and the BIOS.', 'HP Wolf Security schützt Firmware und BIOS.') }],
  ['4060135', 'HP', 'Pavilion 15-eg3', 'Intel Core i5-1335U', 8, 512, 15.6, 'Full HD (1920 x 1080)', 'Windows 11 Home', 8, 1.74, 'silver', 649, { hl: L('A numeric keypad and a large screen for home and study.', 'Ziffernblock und großes Display für Zuhause und Studium.') }],
  ['3440123', 'Dell', 'XPS 13 Plus 9320', 'Intel Core i7-1360P', 16, 512, 13.4, 'FHD+ (1920 x 1200)', 'Windows 11 Home', 11, 1.26, 'graphite', 1499, { docs: ['manual'], hl: L('A seamless glass palm rest with an invisible haptic touchpad.', 'Eine nahtlose Glas-Handballenauflage mit unsichtbarem haptischem Touchpad.') }],
  ['3440130', 'Dell', 'Latitude 5440', 'Intel Core i5-1345U', 16, 256, 14, 'Full HD (1920 x 1080)', 'Windows 11 Pro', 11, 1.39, 'grey', 1049, { docs: ['datasheet'], scaled: [[5, 1019], [20, 979]], hl: L('vPro manageability and a smart card reader for corporate fleets.', 'vPro-Verwaltung und Smartcard-Leser für Firmenflotten.') }],
  ['1950059', 'Apple', 'MacBook Pro 14" (M3 Pro)', 'Apple M3 Pro', 18, 512, 14.2, 'Liquid Retina XDR (3024 x 1964)', 'macOS', 18, 1.61, 'spaceGrey', [2399, 2499], { docs: ['quickstart', 'safety'], hl: L('Up to 1600 nits peak brightness for HDR content and an HDMI port for presentations.', 'Bis zu 1600 Nits Spitzenhelligkeit für HDR-Inhalte und ein HDMI-Anschluss für Präsentationen.') }],
  ['2890129', 'Asus', 'Zenbook 14 OLED UX3405', 'Intel Core Ultra 7 155H', 16, 1000, 14, '2.8K OLED (2880 x 1800)', 'Windows 11 Home', 15, 1.2, 'blue', 999, { touch: true, hl: L('An OLED touchscreen with 100 % DCI-P3 and an AI-ready NPU.', 'Ein OLED-Touchscreen mit 100 % DCI-P3 und einer KI-fähigen NPU.') }],
  ['2890135', 'Asus', 'ROG Zephyrus G14', 'AMD Ryzen 9 8945HS', 32, 1000, 14, '3K OLED 120 Hz (2880 x 1800)', 'Windows 11 Home', 10, 1.5, 'grey', 1699, { hl: L('GeForce RTX 4060 graphics for gaming and creative work in a 1.5 kg chassis.', 'GeForce-RTX-4060-Grafik für Gaming und Kreativarbeit in einem 1,5 kg leichten Gehäuse.') }],
  ['2990124', 'Acer', 'Swift Go 14', 'Intel Core Ultra 5 125H', 16, 512, 14, '2.8K OLED (2880 x 1800)', 'Windows 11 Home', 10, 1.32, 'silver', [799, 899], { hl: L('A QHD webcam with AI noise reduction for clear video calls.', 'Eine QHD-Webcam mit KI-Rauschunterdrückung für klare Videocalls.') }],
  ['2990130', 'Acer', 'Aspire 5 A515', 'Intel Core i5-1235U', 8, 512, 15.6, 'Full HD (1920 x 1080)', 'Windows 11 Home', 8, 1.78, 'silver', 499, { hl: L('Everything you need for everyday work at an entry-level price.', 'Alles, was man für den Alltag braucht, zum Einstiegspreis.') }],
  ['201807210', 'Microsoft', 'Surface Laptop Go 3', 'Intel Core i5-1235U', 8, 256, 12.4, 'PixelSense (1536 x 1024)', 'Windows 11 Home', 15, 1.13, 'platinum', 749, { touch: true, cats: ['Computers.897.897_Microsoft'], hl: L('The lightest Surface Laptop with a fingerprint reader in the power button.', 'Der leichteste Surface Laptop mit Fingerabdruckleser im Einschaltknopf.') }],
];

function notebook(r: NotebookRow): SeedProduct {
  const [sku, brand, model, cpu, ram, storage, display, res, os, battery, weight, color, price, e] = r;
  const touch = e?.touch ?? false;
  return item({
    sku, brand, model, drawing: 'laptop', color: colorHex(color),
    short: L(`${display}" ${res}, ${cpu}, ${ram} GB RAM, ${storageText(storage, 'en')} SSD, ${os}`, `${deNum(display)}" ${res}, ${cpu}, ${ram} GB RAM, ${storageText(storage, 'de')} SSD, ${os}`),
    long: L(
      `The ${brand} ${model} combines ${article(cpu)} ${cpu} processor with ${ram} GB of memory and a ${storageText(storage, 'en')} SSD – plenty of power for office work, video calls and photo editing. The ${display}-inch display (${res}) ${touch ? 'responds to touch and pen input' : 'shows crisp text and vivid colours'}, and with up to ${battery} hours of battery life and ${weight} kg it is made for working on the move.${hl(e, 'en')}`,
      `Das ${brand} ${model} kombiniert einen ${compound(cpu)}-Prozessor mit ${ram} GB Arbeitsspeicher und einer ${compound(storageText(storage, 'de'))}-SSD – reichlich Leistung für Büroarbeit, Videokonferenzen und Bildbearbeitung. Das ${deNum(display)}-Zoll-Display (${res}) ${touch ? 'reagiert auf Berührung und Stifteingabe' : 'zeigt scharfe Schrift und kräftige Farben'}, und mit bis zu ${deNum(battery)} Stunden Akkulaufzeit und ${deNum(weight)} kg ist es für das Arbeiten unterwegs gemacht.${hl(e, 'de')}`,
    ),
    categories: [NB, ...(e?.cats ?? [])],
    attributes: COMPUTER({ Processor: cpu, Memory: ram, Storage: storage, DisplaySize: display, DisplayResolution: res, Touchscreen: touch, OperatingSystem: os, BatteryLife: battery, Color: colorName(color), Weight: Math.round(weight * 1000) }),
    price, ...extras(e),
  });
}

function surfaceLaptop(): SeedProduct[] {
  const usd = { 256: 1376.94, 512: 1749.94, 1000: 2118.94 } as Record<number, number>;
  const eur = { 256: 1274.94, 512: 1619.94, 1000: 1961.94 } as Record<number, number>;
  const rows: [string, ColorKey, number][] = [
    ['01', 'platinum', 256], ['02', 'platinum', 512], ['03', 'platinum', 1000], ['04', 'graphiteGold', 256], ['05', 'graphiteGold', 512],
    ['07', 'burgundy', 256], ['08', 'burgundy', 512], ['10', 'cobaltBlue', 256], ['11', 'cobaltBlue', 512],
  ];
  return buildVariationFamily({
    sku: '201807204', brand: 'Microsoft', name: same('Microsoft Surface Laptop'), fixedPrice: true,
    short: L('Style and speed: Power through your day beautifully with up to 14.5 hours of battery life, Intel Core processor, and stunning touchscreen in a thin, light design and rich colors.',
      'Stil und Tempo: Kommen Sie mit bis zu 14,5 Stunden Akkulaufzeit, Intel-Core-Prozessor und brillantem Touchscreen in einem dünnen, leichten Design und satten Farben durch den Tag.'),
    long: L('Work and play your way: Do the things you want on Surface Laptop with protection you can count on and performance that lasts. The perfect balance of portability and performance: starting at just 1.25 kg, Surface Laptop gives you an ideal balance of both, plus all-day battery life – up to 14.5 hours. Experience faster, more natural navigation on the vibrant 13.5" PixelSense Display with immersive touchscreen.',
      'Arbeiten und spielen, wie Sie wollen: Erledigen Sie alles auf dem Surface Laptop – mit Schutz, auf den Sie sich verlassen können, und Leistung, die lange hält. Die perfekte Balance aus Mobilität und Leistung: Ab nur 1,25 kg bietet Surface Laptop beides, dazu einen Akku für den ganzen Tag – bis zu 14,5 Stunden. Erleben Sie schnellere, natürlichere Bedienung auf dem brillanten 13,5"-PixelSense-Display mit Touchscreen.'),
    categories: [NB],
    attributes: COMPUTER({ Processor: '7th Generation Intel Core i5/i7', DisplaySize: 13.5, DisplayResolution: 'PixelSense (2256 x 1504)', Touchscreen: true, OperatingSystem: 'Windows 10 S', BatteryLife: 14.5, Weight: 1250 }),
    image: { kind: 'laptop', color: colorHex('platinum') }, docs: ['quickstart', 'safety'], docStem: 'surface-laptop',
    axes: [colorAxis('colorCode'), capacityAxis('textButtons')], defaultVariation: '201807204-02',
    variations: rows.map(([n, color, gb]) => ({
      sku: `201807204-${n}`, values: { Color: colorValue(color), Capacity: capacityValue(gb) },
      price: eur[gb], usd: usd[gb], color: colorHex(color),
      attributes: COMPUTER({ Memory: gb === 256 ? 8 : 16, Storage: gb }),
    })),
  });
}

function surfaceBook2(): SeedProduct[] {
  const rows: [string, number, number, number, number][] = [
    // suffix, storage GB, display, EUR, USD
    ['01', 256, 13.5, 1961.94, 2118.94], ['02', 512, 13.5, 2452.94, 2648.94], ['03', 1000, 13.5, 2942.94, 3178.94],
    ['04', 256, 15, 2452.94, 2648.94], ['05', 512, 15, 2845.94, 3072.94], ['06', 1000, 15, 3236.94, 3496.94],
  ];
  return buildVariationFamily({
    sku: '201807231', brand: 'Microsoft', name: same('Microsoft Surface Book 2'), fixedPrice: true, rating: null,
    short: L('The most powerful Surface ever', 'Das leistungsstärkste Surface aller Zeiten'),
    long: L('Laptop Mode: A sleek, portable powerhouse with up to 17 hours of battery life. Tablet Mode: Detach the stunning PixelSense Display to transform Surface Book 2 into a thin, powerful, and lightweight Intel Core tablet you can take anywhere. Studio Mode: Fold Surface Book 2 into Studio Mode to draw and sketch comfortably and naturally. View Mode: Detach the screen, turn it around, and reattach to share content and presentations.',
      'Laptop-Modus: Ein eleganter, mobiler Kraftprotz mit bis zu 17 Stunden Akkulaufzeit. Tablet-Modus: Nehmen Sie das brillante PixelSense-Display ab und verwandeln Sie das Surface Book 2 in ein dünnes, leistungsstarkes und leichtes Intel-Core-Tablet für unterwegs. Studio-Modus: Klappen Sie das Surface Book 2 in den Studio-Modus, um bequem und natürlich zu zeichnen und zu skizzieren. Ansichtsmodus: Display abnehmen, umdrehen und wieder aufsetzen – ideal zum Teilen von Inhalten und für Präsentationen.'),
    categories: ['Computers.897.897_Microsoft', NB],
    attributes: COMPUTER({ Processor: '8th Gen Intel Core i7-8650U', Touchscreen: true, OperatingSystem: 'Windows 10 Pro', BatteryLife: 17, Weight: 1900 }),
    image: { kind: 'laptop', color: colorHex('platinum') },
    attachments: [{
      key: 'AC_Information_1_', type: 'Information', name: L('Surface Book User Guide', 'Surface Book Benutzerhandbuch'),
      description: L('Get to know Surface Book, the ultra-thin, high-performance laptop with exceptional power and versatility. Use this guide to get started with your Surface Book.',
        'Lernen Sie das Surface Book kennen, den ultradünnen Hochleistungs-Laptop mit außergewöhnlicher Leistung und Vielseitigkeit. Mit diesem Handbuch starten Sie mit Ihrem Surface Book.'),
      fileName: 'surface-book-user-guide-EN.pdf',
    }],
    axes: [capacityAxis('textButtons'), displaySizeAxis('select')], defaultVariation: '201807231-04',
    variations: rows.map(([n, gb, display, eur, usd]) => ({
      sku: `201807231-${n}`, values: { Capacity: capacityValue(gb), DisplaySize: inchValue(display) }, price: eur, usd,
      rating: n === '01' ? { average: 2, count: 1 } : Number(n) >= 4 ? { average: 4, count: 1 } : null,
      attributes: COMPUTER({ Memory: n === '01' ? 8 : 16, Storage: gb, DisplayResolution: display === 15 ? 'PixelSense (3240 x 2160)' : 'PixelSense (3000 x 2000)' }),
    })),
  });
}

function macbookAir(): SeedProduct[] {
  const colors: ColorKey[] = ['midnight', 'starlight', 'spaceGrey', 'silver'];
  return buildVariationFamily({
    sku: '1950011', brand: 'Apple', name: same('Apple MacBook Air 13" (M2)'),
    short: L('13.6" Liquid Retina, Apple M2, 8 GB, 256 GB SSD, macOS', '13,6" Liquid Retina, Apple M2, 8 GB, 256 GB SSD, macOS'),
    long: L('The MacBook Air with the M2 chip is strikingly thin, completely silent without a fan and runs for up to 18 hours on a charge. The 13.6-inch Liquid Retina display, a 1080p FaceTime camera and MagSafe charging complete the package.',
      'Das MacBook Air mit M2-Chip ist beeindruckend dünn, ohne Lüfter völlig geräuschlos und hält bis zu 18 Stunden mit einer Akkuladung durch. Das 13,6-Zoll-Liquid-Retina-Display, eine 1080p-FaceTime-Kamera und MagSafe-Laden runden das Paket ab.'),
    categories: [NB],
    attributes: COMPUTER({ Processor: 'Apple M2', Memory: 8, Storage: 256, DisplaySize: 13.6, DisplayResolution: 'Liquid Retina (2560 x 1664)', OperatingSystem: 'macOS', BatteryLife: 18, Weight: 1240 }),
    image: { kind: 'laptop', color: colorHex('midnight') }, docs: ['quickstart', 'safety'],
    axes: [colorAxis()], defaultVariation: '1950011-01',
    variations: colors.map((color, i) => ({ sku: `1950011-0${i + 1}`, values: { Color: colorValue(color) }, price: i === 0 ? [1049, 1199] : 1049, color: colorHex(color) })),
  });
}

// --- PCs -------------------------------------------------------------------------------

const FORM = { tower: L('Tower PC', 'Tower-PC'), mini: L('Mini PC', 'Mini-PC'), aio: L('All-in-one PC', 'All-in-One-PC') };
type PcRow = [sku: string, brand: string, model: string, form: keyof typeof FORM, cpu: string, ram: number, storage: number, graphics: string, os: string, color: ColorKey, price: Money, extra?: Extra];

const PCS: PcRow[] = [
  ['1950042', 'Apple', 'Mac mini (M2)', 'mini', 'Apple M2', 8, 256, 'Apple M2 10-core GPU', 'macOS', 'silver', 599, { hl: L('Connect up to two displays, and the M2 chip does the rest silently.', 'Bis zu zwei Displays anschließen – den Rest erledigt der M2-Chip lautlos.') }],
  ['2210124', 'Microsoft', 'Surface Studio 2+', 'aio', 'Intel Core i7-11370H', 32, 1000, 'NVIDIA GeForce RTX 3060', 'Windows 11 Pro', 'platinum', 4199, { docs: ['manual', 'datasheet'], ship: [3, 7], hl: L('A 28-inch PixelSense touchscreen that folds down into a digital drawing board.', 'Ein 28-Zoll-PixelSense-Touchscreen, der sich zum digitalen Zeichenbrett herunterklappen lässt.') }],
  ['4060112', 'HP', 'EliteDesk 800 G9 Mini', 'mini', 'Intel Core i5-12500T', 16, 512, 'Intel UHD Graphics 770', 'Windows 11 Pro', 'black', 899, { docs: ['datasheet'], scaled: [[5, 869], [20, 829]], hl: L('Mounts behind a monitor and is managed with HP Wolf Security.', 'Lässt sich hinter dem Monitor montieren und wird mit HP Wolf Security verwaltet.') }],
  ['3440116', 'Dell', 'OptiPlex 7010 Tower', 'tower', 'Intel Core i7-13700', 16, 512, 'Intel UHD Graphics 770', 'Windows 11 Pro', 'black', 749, { docs: ['datasheet'], scaled: [[5, 729], [20, 699]], hl: L('Tool-less chassis for quick upgrades and service.', 'Werkzeugloses Gehäuse für schnelle Aufrüstung und Wartung.') }],
  ['2560117', 'Lenovo', 'ThinkCentre M70q Gen 4', 'mini', 'Intel Core i5-13400T', 16, 512, 'Intel UHD Graphics 730', 'Windows 11 Pro', 'black', 649, { hl: L('A one-litre desktop with full-size ports on the front and back.', 'Ein Ein-Liter-Desktop mit vollwertigen Anschlüssen vorne und hinten.') }],
  ['2890112', 'Asus', 'ROG Strix G16CH', 'tower', 'Intel Core i7-13700F', 32, 1000, 'NVIDIA GeForce RTX 4060 Ti', 'Windows 11 Home', 'black', [1499, 1699], { hl: L('RGB lighting, a tempered glass side panel and room for upgrades.', 'RGB-Beleuchtung, ein Seitenteil aus gehärtetem Glas und Platz für Aufrüstungen.') }],
  ['2990117', 'Acer', 'Aspire TC-1780', 'tower', 'Intel Core i5-13400', 16, 512, 'Intel UHD Graphics 730', 'Windows 11 Home', 'black', 549, { hl: L('A quiet family PC with a DVD writer.', 'Ein leiser Familien-PC mit DVD-Brenner.') }],
  ['3890113', 'Intel', 'NUC 13 Pro Kit', 'mini', 'Intel Core i7-1360P', 16, 512, 'Intel Iris Xe', 'Windows 11 Pro', 'grey', 629, { hl: L('Two Thunderbolt 4 ports and 2.5 Gbit Ethernet in a palm-sized box.', 'Zwei Thunderbolt-4-Anschlüsse und 2,5-Gbit-Ethernet in einem handtellergroßen Gehäuse.') }],
];

function pc(r: PcRow): SeedProduct {
  const [sku, brand, model, form, cpu, ram, storage, graphics, os, color, price, e] = r;
  const f = FORM[form];
  return item({
    sku, brand, model, drawing: form === 'aio' ? 'monitor' : 'desktop', color: colorHex(color),
    short: L(`${f.en_US}, ${cpu}, ${ram} GB RAM, ${storageText(storage, 'en')} SSD, ${os}`, `${f.de_DE}, ${cpu}, ${ram} GB RAM, ${storageText(storage, 'de')} SSD, ${os}`),
    long: L(
      `The ${brand} ${model} is ${article(f.en_US)} ${f.en_US.toLowerCase()} with ${article(cpu)} ${cpu} processor, ${ram} GB of RAM and a ${storageText(storage, 'en')} SSD. ${graphics} graphics handle multiple displays, and ${os} is installed and ready to go.${hl(e, 'en')}`,
      `Der ${brand} ${model} ist ein ${f.de_DE} mit ${compound(cpu)}-Prozessor, ${ram} GB RAM und einer ${compound(storageText(storage, 'de'))}-SSD. Die ${compound(graphics)}-Grafik steuert mehrere Bildschirme an, und ${os} ist vorinstalliert und sofort einsatzbereit.${hl(e, 'de')}`,
    ),
    categories: ['Computers.1835.153', ...(e?.cats ?? [])],
    attributes: COMPUTER({ Processor: cpu, Memory: ram, Storage: storage, Graphics: graphics, FormFactor: f, OperatingSystem: os, Color: colorName(color) }),
    price, ...extras(e),
  });
}

function imac(): SeedProduct[] {
  const colors: ColorKey[] = ['blue', 'green', 'pink', 'silver', 'yellow', 'orange', 'purple'];
  return buildVariationFamily({
    sku: '1950028', brand: 'Apple', name: same('Apple iMac 24" (M3)'),
    short: L('24" 4.5K Retina all-in-one, Apple M3, 8 GB, 256 GB SSD', '24" 4,5K-Retina-All-in-One, Apple M3, 8 GB, 256 GB SSD'),
    long: L('An 11.5 mm thin all-in-one in seven colours: the iMac pairs the M3 chip with a 24-inch 4.5K Retina display, a 1080p camera, studio-quality microphones and a six-speaker sound system. Keyboard and mouse come in the matching colour.',
      'Ein 11,5 mm dünner All-in-One in sieben Farben: Der iMac kombiniert den M3-Chip mit einem 24-Zoll-4,5K-Retina-Display, einer 1080p-Kamera, Mikrofonen in Studioqualität und sechs Lautsprechern. Tastatur und Maus gibt es in der passenden Farbe.'),
    categories: ['Computers.1835.153'],
    attributes: COMPUTER({ Processor: 'Apple M3', Memory: 8, Storage: 256, DisplaySize: 24, DisplayResolution: '4.5K Retina (4480 x 2520)', FormFactor: FORM.aio, OperatingSystem: 'macOS', Weight: 4430 }),
    image: { kind: 'monitor', color: colorHex('blue') }, docs: ['quickstart'],
    axes: [colorAxis()], defaultVariation: '1950028-04',
    variations: colors.map((color, i) => ({ sku: `1950028-0${i + 1}`, values: { Color: colorValue(color) }, price: 1499, color: colorHex(color), stock: color === 'orange' ? 2 : undefined })),
  });
}

// --- tablets ---------------------------------------------------------------------------

type TabletRow = [sku: string, brand: string, model: string, cat: string, cpu: string, ram: number, storage: number, display: number, res: string,
  os: string, cellular: boolean, weight: number, color: ColorKey, price: Money, extra?: Extra];
const T = 'Computers.897';

const TABLETS: TabletRow[] = [
  ['201807195', 'Microsoft', 'Surface Pro', `${T}.897_Microsoft`, 'Intel Core i5-1235U', 8, 256, 13, 'PixelSense Flow (2880 x 1920)', 'Windows 11 Home', false, 0.879, 'platinum', 1199, { usd: 1299, docs: ['quickstart', 'safety'], hl: L('Add the Signature Keyboard and the Surface Pen to turn it into a laptop and a sketchbook.', 'Mit Signature Keyboard und Surface Pen wird es zum Laptop und zum Skizzenbuch.') }],
  ['201807211', 'Microsoft', 'Surface Go 4', `${T}.897_Microsoft`, 'Intel N200', 8, 128, 10.5, 'PixelSense (1920 x 1280)', 'Windows 11 Pro', false, 0.521, 'platinum', 549, { hl: L('A compact Windows tablet for frontline workers and education.', 'Ein kompaktes Windows-Tablet für den Außendienst und die Bildung.') }],
  ['8806101', 'Samsung', 'Galaxy Tab A9+', `${T}.897_Samsung`, 'Qualcomm Snapdragon 695', 4, 64, 11, '1920 x 1200, 90 Hz', 'Android 13', false, 0.48, 'graphite', 229, { hl: L('Four speakers with Dolby Atmos for films on the sofa.', 'Vier Lautsprecher mit Dolby Atmos für Filme auf dem Sofa.') }],
  ['2560154', 'Lenovo', 'Tab P12', `${T}.897_Lenovo`, 'MediaTek Dimensity 7050', 8, 128, 12.7, '3K (2944 x 1840)', 'Android 13', false, 0.615, 'grey', 349, { hl: L('Includes the Lenovo Tab Pen Plus for notes and sketches.', 'Inklusive Lenovo Tab Pen Plus für Notizen und Skizzen.') }],
  ['2560161', 'Lenovo', 'Tab M10 (3rd Gen)', `${T}.897_Lenovo`, 'Unisoc T610', 4, 64, 10.1, 'WUXGA (1920 x 1200)', 'Android 11', false, 0.46, 'grey', 169, { scaled: [[10, 159], [50, 149]], hl: L('A robust tablet for classrooms, with kids mode and long battery life.', 'Ein robustes Tablet für Klassenzimmer, mit Kindermodus und langer Akkulaufzeit.') }],
  ['2890142', 'Asus', 'ROG Flow Z13', `${T}.897_Asus`, 'Intel Core i9-13900H', 16, 1000, 13.4, 'QHD+ 165 Hz (2560 x 1600)', 'Windows 11 Home', false, 1.18, 'black', 1999, { hl: L('A gaming tablet with GeForce RTX 4050 and a detachable keyboard.', 'Ein Gaming-Tablet mit GeForce RTX 4050 und abnehmbarer Tastatur.') }],
  ['2990147', 'Acer', 'Iconia Tab P10', `${T}.897_Acer`, 'MediaTek Kompanio 500', 4, 128, 10.4, '2K (2000 x 1200)', 'Android 12', false, 0.45, 'blue', 249, { hl: L('Metal unibody with a fingerprint reader in the side.', 'Metall-Unibody mit seitlichem Fingerabdruckleser.') }],
];

function tablet(r: TabletRow): SeedProduct {
  const [sku, brand, model, cat, cpu, ram, storage, display, res, os, cellular, weight, color, price, e] = r;
  return item({
    sku, brand, model, drawing: 'tablet', color: colorHex(color),
    short: L(`${display}" ${res}, ${cpu}, ${ram} GB, ${storageText(storage, 'en')}, ${os}${cellular ? ', 5G' : ', Wi-Fi'}`, `${deNum(display)}" ${res}, ${cpu}, ${ram} GB, ${storageText(storage, 'de')}, ${os}${cellular ? ', 5G' : ', WLAN'}`),
    long: L(
      `The ${brand} ${model} puts ${article(String(display))} ${display}-inch touchscreen (${res}), ${article(cpu)} ${cpu} processor and ${storageText(storage, 'en')} of storage into a ${Math.round(weight * 1000)} g slate. Use it for reading, video and apps on the sofa or, with a keyboard, for work on the go.${hl(e, 'en')}`,
      `Das ${brand} ${model} vereint einen ${deNum(display)}-Zoll-Touchscreen (${res}), einen ${compound(cpu)}-Prozessor und ${storageText(storage, 'de')} Speicher in einem nur ${Math.round(weight * 1000)} g leichten Gehäuse. Zum Lesen, für Videos und Apps auf dem Sofa oder mit Tastatur zum Arbeiten unterwegs.${hl(e, 'de')}`,
    ),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: COMPUTER({ Processor: cpu, Memory: ram, Storage: storage, DisplaySize: display, DisplayResolution: res, Touchscreen: true, OperatingSystem: os, MobileNetwork: cellular ? '5G' : null, Color: colorName(color), Weight: Math.round(weight * 1000) }),
    price, ...extras(e),
  });
}

function galaxyTabS9(): SeedProduct[] {
  const colors: ColorKey[] = ['graphite', 'beige'];
  const sizes: [number, number, number][] = [[128, 8, 899], [256, 12, 999], [512, 12, 1149]];
  let n = 0;
  return buildVariationFamily({
    sku: '8806095', brand: 'Samsung', name: same('Samsung Galaxy Tab S9'),
    short: L('11" Dynamic AMOLED 2X, Snapdragon 8 Gen 2, S Pen included, IP68', '11" Dynamic AMOLED 2X, Snapdragon 8 Gen 2, S Pen inklusive, IP68'),
    long: L('The first Galaxy Tab that is water and dust resistant to IP68: an 11-inch Dynamic AMOLED 2X display with 120 Hz, the Snapdragon 8 Gen 2 for Galaxy and the S Pen in the box.',
      'Das erste Galaxy Tab, das nach IP68 wasser- und staubgeschützt ist: ein 11-Zoll-Dynamic-AMOLED-2X-Display mit 120 Hz, der Snapdragon 8 Gen 2 for Galaxy und der S Pen im Lieferumfang.'),
    categories: [`${T}.897_Samsung`],
    attributes: COMPUTER({ Processor: 'Qualcomm Snapdragon 8 Gen 2', DisplaySize: 11, DisplayResolution: 'WQXGA (2560 x 1600), 120 Hz', Touchscreen: true, OperatingSystem: 'Android 13', Weight: 498 }),
    image: { kind: 'tablet', color: colorHex('graphite') }, docs: ['manual'],
    axes: [colorAxis(), capacityAxis('select')], defaultVariation: '8806095-01',
    variations: colors.flatMap(color => sizes.map(([gb, ram, price]) => ({
      sku: `8806095-0${++n}`, values: { Color: colorValue(color), Capacity: capacityValue(gb) }, price, color: colorHex(color),
      attributes: COMPUTER({ Memory: ram, Storage: gb }),
    }))),
  });
}

function ipadAir(): SeedProduct[] {
  const colors: ColorKey[] = ['spaceGrey', 'starlight', 'purple', 'blue'];
  return buildVariationFamily({
    sku: '1950035', brand: 'Apple', name: same('Apple iPad Air 11" (M2)'),
    short: L('11" Liquid Retina, Apple M2, 128 GB, Wi-Fi', '11" Liquid Retina, Apple M2, 128 GB, WLAN'),
    long: L('The iPad Air with the M2 chip is fast enough for video editing and light enough for the train. The landscape front camera centres you in video calls, and the Apple Pencil Pro snaps on magnetically.',
      'Das iPad Air mit M2-Chip ist schnell genug für Videoschnitt und leicht genug für die Bahnfahrt. Die Frontkamera im Querformat rückt Sie in Videocalls in die Mitte, und der Apple Pencil Pro haftet magnetisch.'),
    categories: [T],
    attributes: COMPUTER({ Processor: 'Apple M2', Memory: 8, Storage: 128, DisplaySize: 11, DisplayResolution: 'Liquid Retina (2360 x 1640)', Touchscreen: true, OperatingSystem: 'iPadOS', Weight: 462 }),
    image: { kind: 'tablet', color: colorHex('spaceGrey') },
    axes: [colorAxis()], defaultVariation: '1950035-01',
    variations: colors.map((color, i) => ({ sku: `1950035-0${i + 1}`, values: { Color: colorValue(color) }, price: 629, color: colorHex(color) })),
  });
}

// --- monitors --------------------------------------------------------------------------

const RES = {
  fhd: 'Full HD (1920 x 1080)', qhd: 'QHD (2560 x 1440)', wqhd: 'UWQHD (3440 x 1440)', uhd: '4K UHD (3840 x 2160)',
} as const;
type MonitorRow = [sku: string, brand: string, model: string, size: number, res: keyof typeof RES, panel: string, hz: number, ports: string,
  energy: string, adjustable: boolean, color: ColorKey, price: Money, extra?: Extra & { touch?: boolean }];
const MON = 'Computers.3001';

const MONITORS: MonitorRow[] = [
  ['3440147', 'Dell', 'UltraSharp U2723QE', 27, 'uhd', 'IPS Black', 60, 'HDMI, DisplayPort, USB-C (90 W), RJ45', 'F', true, 'black', 599, { docs: ['manual', 'datasheet'], hl: L('A USB-C hub monitor: one cable for picture, network and charging.', 'Ein USB-C-Hub-Monitor: ein Kabel für Bild, Netzwerk und Laden.') }],
  ['3440154', 'Dell', 'P2423D', 23.8, 'qhd', 'IPS', 60, 'HDMI, DisplayPort, USB hub', 'E', true, 'black', 249, { scaled: [[5, 239], [20, 229]], hl: L('QHD resolution on a compact 24-inch office screen.', 'QHD-Auflösung auf einem kompakten 24-Zoll-Bürobildschirm.') }],
  ['3020117', 'LG', '27UL850-W', 27, 'uhd', 'IPS', 60, 'HDMI, DisplayPort, USB-C (60 W)', 'G', true, 'white', 379, { hl: L('HDR10 and 99 % sRGB for photo work.', 'HDR10 und 99 % sRGB für die Fotobearbeitung.') }],
  ['3020124', 'LG', 'UltraGear 27GR83Q', 27, 'qhd', 'IPS', 240, 'HDMI, DisplayPort', 'G', true, 'black', [349, 399], { hl: L('1 ms response time and G-SYNC compatibility for competitive gaming.', '1 ms Reaktionszeit und G-SYNC-Kompatibilität für kompetitives Gaming.') }],
  ['8806118', 'Samsung', 'Odyssey G7 C32G75T', 32, 'qhd', 'VA, 1000R curved', 240, 'HDMI, DisplayPort', 'G', true, 'black', 549, { hl: L('A 1000R curve that wraps the game around you.', 'Eine 1000R-Krümmung, die das Spiel um Sie herum legt.') }],
  ['8806125', 'Samsung', 'ViewFinity S8 S27B800', 27, 'uhd', 'IPS', 60, 'HDMI, DisplayPort, USB-C (90 W)', 'G', true, 'grey', 399, { hl: L('4K sharpness with HDR10 and a height-adjustable stand.', '4K-Schärfe mit HDR10 und höhenverstellbarem Standfuß.') }],
  ['8712581', 'Philips', '243V7QDAB', 23.8, 'fhd', 'IPS', 75, 'VGA, DVI, HDMI, speakers', 'E', false, 'black', 109, { scaled: [[10, 104.99], [50, 99.99]], hl: L('A budget office monitor with built-in speakers.', 'Ein preiswerter Büromonitor mit eingebauten Lautsprechern.') }],
  ['2890159', 'Asus', 'ProArt PA278CV', 27, 'qhd', 'IPS', 75, 'HDMI, DisplayPort, USB-C (65 W)', 'F', true, 'black', 369, { hl: L('Calman Verified with Delta E < 2 for colour-critical work.', 'Calman Verified mit Delta E < 2 für farbkritisches Arbeiten.') }],
  ['4718755', 'BenQ', 'GW2480', 23.8, 'fhd', 'IPS', 60, 'VGA, HDMI, DisplayPort', 'E', false, 'black', 119, { hl: L('Eye-care technology with flicker-free backlight and low blue light.', 'Augenschonende Technik mit flimmerfreier Hintergrundbeleuchtung und wenig Blaulicht.') }],
  ['2990154', 'Acer', 'Nitro XV272U V3', 27, 'qhd', 'IPS', 180, 'HDMI, DisplayPort', 'F', true, 'black', 279, { hl: L('180 Hz for smooth gaming at a mid-range price.', '180 Hz für flüssiges Gaming zum Mittelklassepreis.') }],
  ['4060142', 'HP', 'E24 G5', 23.8, 'fhd', 'IPS', 75, 'HDMI, DisplayPort, USB-A hub', 'E', true, 'silver', 189, { scaled: [[5, 179], [20, 169]], hl: L('Three-sided micro-edge bezels for seamless multi-monitor setups.', 'Dreiseitig schmale Rahmen für nahtlose Multi-Monitor-Arbeitsplätze.') }],
  ['2560178', 'Lenovo', 'ThinkVision T27h-30', 27, 'qhd', 'IPS', 60, 'HDMI, DisplayPort, USB-C (90 W), RJ45', 'E', true, 'black', 329, { hl: L('Daisy-chain a second monitor over DisplayPort.', 'Ein zweiter Monitor lässt sich per DisplayPort durchschleifen.') }],
  ['3020131', 'LG', '34WQ75C-B', 34, 'wqhd', 'IPS, curved', 60, 'HDMI, DisplayPort, USB-C (90 W), RJ45', 'G', true, 'black', 449, { hl: L('A 21:9 ultrawide screen replaces two monitors.', 'Ein 21:9-Ultrawide-Bildschirm ersetzt zwei Monitore.') }],
];

const TOUCH_MONITORS: MonitorRow[] = [
  ['201807220', 'Microsoft', 'Surface Hub 2S 85"', 85, 'uhd', 'IPS, multi-touch', 60, 'HDMI, DisplayPort, USB-C, RJ45', 'G', false, 'black', 20390, {
    usd: 21999, touch: true, cats: ['office.presentation'], docs: ['manual', 'datasheet', 'safety'], ship: [10, 20], order: { max: 3 }, rating: { average: 4.5, count: 4 },
    hl: L('An 85-inch collaboration display with Microsoft Teams Rooms, 4K camera and far-field microphones.', 'Ein 85-Zoll-Kollaborationsdisplay mit Microsoft Teams Rooms, 4K-Kamera und Fernfeldmikrofonen.'),
  }],
  ['3440161', 'Dell', 'P2424HT', 23.8, 'fhd', 'IPS, 10-point touch', 60, 'HDMI, DisplayPort, USB-C (65 W)', 'E', true, 'black', 399, { touch: true, hl: L('An articulating stand that folds down for touch input.', 'Ein Gelenkstandfuß, der sich für die Toucheingabe flach klappen lässt.') }],
  ['8712598', 'iiyama', 'ProLite T2454MSC-B1AG', 23.8, 'fhd', 'IPS, 10-point touch', 60, 'VGA, HDMI, USB', 'E', false, 'black', 279, { touch: true, hl: L('Anti-glare, edge-to-edge glass for reception desks and kiosks.', 'Entspiegeltes, randloses Glas für Empfangstheken und Kioske.') }],
];

const panelName = (panel: string) =>
  L(panel, panel.replace('curved', 'gekrümmt').replace('multi-touch', 'Multi-Touch').replace('10-point touch', '10-Punkt-Touch'));
const germanPorts = (ports: string) => ports.replace('USB-A hub', 'USB-A-Hub').replace('USB hub', 'USB-Hub').replace('speakers', 'Lautsprecher');

function monitor(r: MonitorRow, cat: string): SeedProduct {
  const [sku, brand, model, size, res, panelEn, hz, ports, energy, adjustable, color, price, e] = r;
  const touch = e?.touch ?? false;
  const panel = panelName(panelEn);
  return item({
    sku, brand, model, drawing: 'monitor', color: colorHex(color),
    short: L(`${size}" ${panel.en_US} monitor, ${RES[res]}, ${hz} Hz, ${ports}`, `${deNum(size)}"-Monitor, ${panel.de_DE}, ${RES[res]}, ${hz} Hz, ${germanPorts(ports)}`),
    long: L(
      `The ${brand} ${model} is ${article(String(size))} ${size}-inch ${panel.en_US} monitor with ${RES[res]} resolution and a refresh rate of ${hz} Hz${touch ? ' that you operate by touch' : ''}.${hl(e, 'en')} Connections: ${ports}.${adjustable ? ' The stand adjusts in height, tilt and swivel.' : ''}`,
      `Der ${brand} ${model} ist ein ${deNum(size)}-Zoll-Monitor (${panel.de_DE}) mit einer Auflösung von ${RES[res]} und ${hz} Hz Bildwiederholrate${touch ? ', der sich per Berührung bedienen lässt' : ''}.${hl(e, 'de')} Anschlüsse: ${germanPorts(ports)}.${adjustable ? ' Der Standfuß ist höhenverstellbar, neig- und schwenkbar.' : ''}`,
    ),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: MONITOR({ ScreenSize: size, DisplayResolution: RES[res], PanelType: panel, RefreshRate: hz, Touchscreen: touch, HeightAdjustable: adjustable, Connectivity: ports, EnergyClass: energy, Color: colorName(color) }),
    price, ...extras(e),
  });
}

// --- accessories for notebooks, monitors and the Surface family --------------------------

const ACC_TYPE = {
  dock: L('Docking station', 'Dockingstation'), bag: L('Notebook bag', 'Notebooktasche'), charger: L('Charger', 'Ladegerät'),
  stand: L('Stand', 'Ständer'), lock: L('Security lock', 'Sicherheitsschloss'), wrist: L('Wrist rest', 'Handgelenkauflage'),
  arm: L('Monitor arm', 'Monitorarm'), filter: L('Privacy filter', 'Blickschutzfilter'), pen: L('Digital pen', 'Digitaler Stift'),
  keyboard: L('Keyboard', 'Tastatur'), mouse: L('Mouse', 'Maus'),
};

type AccessoryRow = [sku: string, brand: string, model: string, cat: string, type: keyof typeof ACC_TYPE, short: Localized, long: Localized,
  attrs: Parameters<typeof ACCESSORY>[0], kind: ProductInput['image']['kind'], color: ColorKey, price: Money, extra?: Extra];

const ACCESSORIES: AccessoryRow[] = [
  ['201807196', 'Microsoft', 'Surface Pen', `${T}.897_Microsoft`, 'pen', L('Pen with 4,096 pressure points and tilt support', 'Stift mit 4.096 Druckstufen und Neigungserkennung'),
    L('Write, draw and erase naturally on your Surface: the Surface Pen offers 4,096 pressure points, tilt for shading and an eraser on the top.', 'Schreiben, zeichnen und radieren Sie ganz natürlich auf Ihrem Surface: Der Surface Pen bietet 4.096 Druckstufen, Neigungserkennung zum Schattieren und einen Radierer am Ende.'),
    { Compatibility: 'Surface Pro, Surface Book, Surface Laptop, Surface Go' }, 'generic', 'platinum', 92.99, { usd: 99.99, cats: ['Computers.191.3652'] }],
  ['201807197', 'Microsoft', 'Surface Pro Signature Keyboard', `${T}.897_Microsoft`, 'keyboard', L('Alcantara type cover with backlit keys and pen storage', 'Alcantara-Tastaturcover mit beleuchteten Tasten und Stiftablage'),
    L('Snaps onto the Surface Pro magnetically and turns it into a laptop. Backlit keys, a large glass trackpad and a tray that stores and charges the Slim Pen.', 'Haftet magnetisch am Surface Pro und macht es zum Laptop. Beleuchtete Tasten, ein großes Glas-Trackpad und eine Ablage, die den Slim Pen aufbewahrt und lädt.'),
    { Compatibility: 'Surface Pro 8, 9, 10, 11', Material: 'Alcantara' }, 'keyboard', 'platinum', 179.99, { cats: ['Computers.191.194'] }],
  ['201807199', 'Microsoft', 'Surface Arc Mouse', `${T}.897_Microsoft`, 'mouse', L('Bluetooth mouse that flattens for the bag', 'Bluetooth-Maus, die sich für die Tasche flach machen lässt'),
    L('Bend it to switch it on, flatten it to switch it off and slip it into your pocket. The full scroll plane scrolls horizontally and vertically.', 'Biegen Sie sie zum Einschalten, drücken Sie sie zum Ausschalten flach und stecken Sie sie in die Tasche. Die Scrollfläche scrollt horizontal und vertikal.'),
    { Compatibility: 'Bluetooth 4.1' }, 'mouse', 'platinum', 84.99, { cats: ['Computers.191.195'] }],
  ['3440178', 'Dell', 'Dock WD19S', 'Computers.1835.152', 'dock', L('USB-C dock, 130 W, 3 displays, Gigabit Ethernet', 'USB-C-Dock, 130 W, 3 Displays, Gigabit-Ethernet'),
    L('One USB-C cable connects your notebook to up to three displays, the network, keyboard, mouse and power.', 'Ein einziges USB-C-Kabel verbindet Ihr Notebook mit bis zu drei Displays, dem Netzwerk, Tastatur, Maus und Strom.'),
    { Ports: '2x DisplayPort, HDMI, USB-C, 3x USB-A, RJ45', PowerDelivery: 130 }, 'generic', 'black', 199, { scaled: [[5, 189], [20, 179]] }],
  ['2560185', 'Lenovo', 'ThinkPad Universal USB-C Dock', 'Computers.1835.152', 'dock', L('Universal USB-C dock, 90 W, 2x DisplayPort, HDMI', 'Universelles USB-C-Dock, 90 W, 2x DisplayPort, HDMI'),
    L('Works with ThinkPads and other USB-C notebooks and can be managed remotely by IT.', 'Funktioniert mit ThinkPads und anderen USB-C-Notebooks und lässt sich von der IT aus der Ferne verwalten.'),
    { Ports: '2x DisplayPort, HDMI, 5x USB, RJ45', PowerDelivery: 90 }, 'generic', 'black', 229],
  ['201807212', 'Microsoft', 'Surface Dock 2', 'Computers.1835.152', 'dock', L('Surface Connect dock with 4x USB-C and 199 W', 'Surface-Connect-Dock mit 4x USB-C und 199 W'),
    L('Connects your Surface to two 4K monitors, the network and your peripherals with a single cable.', 'Verbindet Ihr Surface mit nur einem Kabel mit zwei 4K-Monitoren, dem Netzwerk und Ihrer Peripherie.'),
    { Ports: '4x USB-C, 2x USB-A, RJ45, audio', PowerDelivery: 199, Compatibility: 'Surface Pro, Surface Laptop, Surface Book' }, 'generic', 'black', 259, { cats: [`${T}.897_Microsoft`] }],
  ['8110113', 'CalDigit', 'TS4 Thunderbolt 4 Dock', 'Computers.1835.152', 'dock', L('Thunderbolt 4 dock with 18 ports and 98 W', 'Thunderbolt-4-Dock mit 18 Anschlüssen und 98 W'),
    L('18 ports including 2.5 GbE, SD and microSD card readers and three Thunderbolt 4 ports.', '18 Anschlüsse, darunter 2,5-GbE, SD- und microSD-Kartenleser und drei Thunderbolt-4-Ports.'),
    { Ports: '3x Thunderbolt 4, 5x USB-A, DisplayPort, 2.5 GbE, SD', PowerDelivery: 98 }, 'generic', 'grey', 379],
  ['5410117', 'Samsonite', 'Guardit 2.0 Laptop Backpack 15.6"', 'Computers.1835.3003', 'bag', L('Laptop backpack for 15.6" notebooks, 22.5 l', 'Laptoprucksack für 15,6"-Notebooks, 22,5 l'),
    L('A padded laptop compartment, an anti-theft back pocket and a trolley strap for business trips.', 'Ein gepolstertes Laptopfach, eine Diebstahlschutztasche am Rücken und ein Trolleyband für Geschäftsreisen.'),
    { Compatibility: '15.6" notebooks', Material: L('Polyester', 'Polyester') }, 'generic', 'black', 99],
  ['5410124', 'Targus', 'CitySmart 14" Topload', 'Computers.1835.3003', 'bag', L('Shoulder bag for notebooks up to 14"', 'Umhängetasche für Notebooks bis 14"'),
    L('A slim topload case with a padded compartment and a front organiser pocket.', 'Eine schlanke Tasche mit gepolstertem Fach und Organizer-Vortasche.'),
    { Compatibility: '14" notebooks', Material: L('Polyester', 'Polyester') }, 'generic', 'grey', 49, { scaled: [[10, 44.99]] }],
  ['5410131', 'Thule', 'Subterra 2 Backpack 21 L', 'Computers.1835.3003', 'bag', L('Backpack with 16" laptop compartment, 21 l', 'Rucksack mit 16"-Laptopfach, 21 l'),
    L('Water-resistant fabric and a clamshell opening for organised packing.', 'Wasserabweisendes Material und eine Klappöffnung für organisiertes Packen.'),
    { Compatibility: '16" notebooks', Material: L('Recycled nylon', 'Recyceltes Nylon') }, 'generic', 'darkBlue', 129],
  ['6110115', 'Anker', '737 GaNPrime Charger 120 W', 'Computers.1835.1284', 'charger', L('USB-C charger, 120 W, 3 ports', 'USB-C-Ladegerät, 120 W, 3 Anschlüsse'),
    L('Charges a notebook, a tablet and a phone at once – half the size of the original notebook charger.', 'Lädt Notebook, Tablet und Smartphone gleichzeitig – halb so groß wie das Original-Notebook-Netzteil.'),
    { PowerDelivery: 120, Ports: '2x USB-C, USB-A' }, 'cable', 'black', 79.99],
  ['6210112', 'Rain Design', 'mStand Laptop Stand', 'Computers.1835.1284', 'stand', L('Aluminium laptop stand, raises the screen by 15 cm', 'Laptopständer aus Aluminium, hebt das Display um 15 cm an'),
    L('Brings the screen to eye level and cools the notebook passively.', 'Bringt das Display auf Augenhöhe und kühlt das Notebook passiv.'),
    { Material: L('Aluminium', 'Aluminium') }, 'desk', 'silver', 59],
  ['6310119', 'Kensington', 'NanoSaver Keyed Laptop Lock', 'Computers.1835.1284', 'lock', L('Cable lock for the Nano security slot, 1.8 m', 'Kabelschloss für den Nano-Sicherheitsschlitz, 1,8 m'),
    L('Secures notebooks with a Nano slot to the desk; master-keyed versions available for IT.', 'Sichert Notebooks mit Nano-Schlitz am Schreibtisch; für die IT auch mit Generalschlüssel erhältlich.'),
    { Material: L('Steel cable', 'Stahlkabel') }, 'cable', 'black', 39.99, { scaled: [[10, 36.99], [50, 32.99]] }],
  ['7110116', 'Fellowes', 'Memory Foam Keyboard Wrist Rest', 'Computers.1835.9851', 'wrist', L('Memory foam wrist rest for full-size keyboards', 'Handgelenkauflage aus Memory-Schaum für Standardtastaturen'),
    L('Memory foam adapts to your wrists and keeps them in a neutral position while typing.', 'Memory-Schaum passt sich den Handgelenken an und hält sie beim Tippen in neutraler Position.'),
    { Material: L('Memory foam', 'Memory-Schaum') }, 'keyboard', 'black', 14.99, { scaled: [[10, 12.99], [50, 10.99]] }],
  ['7110123', 'Fellowes', 'Health-V Crystal Gel Mouse Pad', 'Computers.1835.9851', 'wrist', L('Gel mouse pad with wrist support', 'Gel-Mauspad mit Handgelenkstütze'),
    L('A clear gel cushion supports the wrist and reduces pressure on the carpal tunnel.', 'Ein klares Gelkissen stützt das Handgelenk und entlastet den Karpaltunnel.'),
    { Material: L('Gel', 'Gel') }, 'mouse', 'blue', 19.99],
  ['1210114', 'Ergotron', 'LX Desk Monitor Arm', `${MON}.3002`, 'arm', L('Monitor arm for screens up to 34", max. 11.3 kg', 'Monitorarm für Bildschirme bis 34", max. 11,3 kg'),
    L('Lift, tilt, pan and rotate your monitor with one hand; the clamp fits desks up to 6 cm thick.', 'Heben, neigen, schwenken und drehen Sie Ihren Monitor mit einer Hand; die Klemme passt an Tischplatten bis 6 cm.'),
    { ScreenSize: 34, MaxLoad: 11.3, Material: L('Polished aluminium', 'Poliertes Aluminium') }, 'desk', 'silver', [169, 199], { cats: ['office.furniture.accessories'] }],
  ['7110130', 'Fellowes', 'Platinum Series Dual Monitor Arm', `${MON}.3002`, 'arm', L('Dual monitor arm for two screens up to 27"', 'Doppel-Monitorarm für zwei Bildschirme bis 27"'),
    L('Gas springs hold two monitors in any position, with integrated cable management.', 'Gasdruckfedern halten zwei Monitore in jeder Position, mit integriertem Kabelmanagement.'),
    { ScreenSize: 27, MaxLoad: 8, Material: L('Steel, aluminium', 'Stahl, Aluminium') }, 'desk', 'black', 199],
  ['3310116', '3M', 'PF240W9B Privacy Filter 24"', `${MON}.943`, 'filter', L('Privacy filter for 24" widescreen monitors (16:9)', 'Blickschutzfilter für 24"-Widescreen-Monitore (16:9)'),
    L('Only the person in front of the screen sees the content – ideal for open offices and trains.', 'Nur wer direkt vor dem Bildschirm sitzt, sieht den Inhalt – ideal für Großraumbüros und Bahnfahrten.'),
    { ScreenSize: 24 }, 'monitor', 'black', 69, { scaled: [[10, 64.99]] }],
  ['6310126', 'Kensington', 'MagPro 27" Magnetic Privacy Screen', `${MON}.943`, 'filter', L('Magnetic privacy screen for 27" monitors', 'Magnetischer Blickschutz für 27"-Monitore'),
    L('Attaches magnetically in seconds and reduces blue light by 22 %.', 'Wird in Sekunden magnetisch befestigt und reduziert das Blaulicht um 22 %.'),
    { ScreenSize: 27 }, 'monitor', 'black', 89],
];

function accessory(r: AccessoryRow): SeedProduct {
  const [sku, brand, model, cat, type, short, long, attrs, kind, color, price, e] = r;
  return item({
    sku, brand, model, drawing: kind, color: colorHex(color), short, long: leadIn(`${brand} ${model}`, short, long),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: ACCESSORY({ AccessoryType: ACC_TYPE[type], ...attrs, Color: colorName(color) }),
    price, ...extras(e),
  });
}

export function buildComputers(): SeedProduct[] {
  return [
    ...surfaceLaptop(), ...surfaceBook2(), ...macbookAir(), ...NOTEBOOKS.map(notebook),
    ...PCS.map(pc), ...imac(),
    ...TABLETS.map(tablet), ...galaxyTabS9(), ...ipadAir(),
    ...MONITORS.map(r => monitor(r, `${MON}.222`)), ...TOUCH_MONITORS.map(r => monitor(r, `${MON}.223`)),
    ...ACCESSORIES.map(accessory),
  ];
}

// Used by the Surface retail set.
export const SURFACE_PRO_SET_PARTS = ['201807195', '201807197', '201807196', '201807199'];
