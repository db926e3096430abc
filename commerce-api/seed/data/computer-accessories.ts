// Computers: input devices, data storage, hardware components and cables – many of them
// B2B consumables with scaled prices.
import type { Localized, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { colorHex, colorName, deNum, L, same, type ColorKey } from './localize';
import { buildVariationFamily, item, type Money, type ProductInput, type RowExtras } from './product-builder';
import { capacityAxis, capacityValue, colorAxis, colorValue } from './variation-axes';

const INPUT = attributeSet({
  DeviceType: def('Device type', 'Gerätetyp', 'String', { facet: true }),
  Connection: def('Connection', 'Verbindung', 'String', { facet: true }),
  Layout: def('Keyboard layout', 'Tastaturlayout', 'String', { facet: true }),
  SensorResolution: def('Sensor resolution', 'Sensorauflösung', 'Integer', { unit: 'dpi' }),
  NoiseCancelling: def('Noise cancelling', 'Geräuschunterdrückung', 'Boolean', { facet: true }),
  BatteryLife: def('Battery life', 'Akkulaufzeit', 'Double', { unit: 'h' }),
  Color: COMMON.Color,
  Weight: COMMON.Weight,
});

const STORAGE = attributeSet({
  StorageType: def('Storage type', 'Speichertyp', 'String', { facet: true }),
  StorageCapacity: def('Capacity', 'Kapazität', 'Integer', { unit: 'GB', facet: true }),
  Interface: def('Interface', 'Schnittstelle', 'String', { facet: true }),
  FormFactor: def('Form factor', 'Formfaktor', 'String'),
  ReadSpeed: def('Read speed', 'Lesegeschwindigkeit', 'Integer', { unit: 'MB/s' }),
  Color: COMMON.Color,
});

const COMPONENT = attributeSet({
  ComponentType: def('Component type', 'Komponententyp', 'String', { facet: true }),
  Specification: def('Specification', 'Spezifikation', 'String'),
  Memory: def('Memory', 'Arbeitsspeicher', 'Integer', { unit: 'GB' }),
  Power: def('Power', 'Leistung', 'Integer', { unit: 'W' }),
  Socket: def('Socket', 'Sockel', 'String', { facet: true }),
});

const CABLE = attributeSet({
  ConnectorA: def('Connector A', 'Anschluss A', 'String', { facet: true }),
  ConnectorB: def('Connector B', 'Anschluss B', 'String', { facet: true }),
  Length: def('Length', 'Länge', 'Double', { unit: 'm', facet: true }),
  Standard: def('Standard', 'Standard', 'String'),
  Color: COMMON.Color,
});

type Extra = RowExtras;
function extras(e: Extra = {}): Partial<ProductInput> {
  const { cats: _c, ...rest } = e;
  return rest;
}

// --- input devices ---------------------------------------------------------------------

const CONN = {
  wireless: { attr: L('Wireless (2.4 GHz)', 'Kabellos (2,4 GHz)'), en: 'wireless', de: 'Funkverbindung (2,4 GHz)' },
  bluetooth: { attr: L('Bluetooth', 'Bluetooth'), en: 'Bluetooth', de: 'Bluetooth-Verbindung' },
  usb: { attr: L('USB cable', 'USB-Kabel'), en: 'USB-wired', de: 'USB-Kabel' },
};
const DEVICE = {
  keyboard: { attr: L('Keyboard', 'Tastatur'), en: 'keyboard', de: 'Tastatur', the: 'Die', a: 'eine' },
  mouse: { attr: L('Mouse', 'Maus'), en: 'mouse', de: 'Maus', the: 'Die', a: 'eine' },
  headset: { attr: L('Headset', 'Headset'), en: 'headset', de: 'Headset', the: 'Das', a: 'ein' },
  presenter: { attr: L('Presenter', 'Presenter'), en: 'presenter', de: 'Presenter', the: 'Der', a: 'ein' },
  pen: { attr: L('Digital pen', 'Digitaler Stift'), en: 'digital pen', de: 'digitaler Stift', the: 'Der', a: 'ein' },
};

type InputRow = [sku: string, brand: string, model: string, cat: string, device: keyof typeof DEVICE, conn: keyof typeof CONN,
  details: Parameters<typeof INPUT>[0], color: ColorKey, price: Money, hl: Localized, extra?: Extra];
const IN = 'Computers.191';

const INPUT_DEVICES: InputRow[] = [
  ['1840240', 'Logitech', 'MX Keys S', `${IN}.194`, 'keyboard', 'bluetooth', { Layout: 'QWERTZ (DE)', BatteryLife: 240 }, 'graphite', 119, L('Smart backlighting switches on as your hands approach.', 'Die intelligente Beleuchtung schaltet sich ein, sobald sich Ihre Hände nähern.'), { docs: ['quickstart'] }],
  ['1840257', 'Logitech', 'K120 Keyboard', `${IN}.194`, 'keyboard', 'usb', { Layout: 'QWERTZ (DE)' }, 'black', 12.99, L('Spill-resistant and quiet – the office classic.', 'Spritzwassergeschützt und leise – der Büroklassiker.'), { scaled: [[10, 11.49], [50, 9.99], [200, 8.79]] }],
  ['2210131', 'Microsoft', 'Ergonomic Keyboard', `${IN}.194`, 'keyboard', 'usb', { Layout: 'QWERTZ (DE)' }, 'black', 59, L('A split, domed layout and a cushioned palm rest reduce strain.', 'Ein geteiltes, gewölbtes Layout und eine gepolsterte Handballenauflage entlasten.')],
  ['4025112', 'Cherry', 'KC 1000', `${IN}.194`, 'keyboard', 'usb', { Layout: 'QWERTZ (DE)' }, 'grey', 19.99, L('Flat keys and a robust build for daily office use.', 'Flache Tasten und eine robuste Bauweise für den täglichen Büroeinsatz.'), { scaled: [[10, 17.99], [50, 15.99]] }],
  ['8400117', 'Corsair', 'K70 RGB PRO', `${IN}.194`, 'keyboard', 'usb', { Layout: 'QWERTZ (DE)' }, 'black', [169, 199], L('Cherry MX switches and 8000 Hz polling for gamers.', 'Cherry-MX-Schalter und 8000 Hz Abfragerate für Gamer.')],
  ['1840264', 'Logitech', 'M185 Wireless Mouse', `${IN}.195`, 'mouse', 'wireless', { SensorResolution: 1000, BatteryLife: 8760 }, 'grey', 14.99, L('Plug-and-play nano receiver and a year of battery life.', 'Plug-and-Play-Nanoempfänger und ein Jahr Batterielaufzeit.'), { scaled: [[10, 13.49], [50, 11.99], [200, 10.49]] }],
  ['8400124', 'Razer', 'DeathAdder V3', `${IN}.195`, 'mouse', 'usb', { SensorResolution: 30000, Weight: 59 }, 'black', 89, L('An ergonomic esports mouse weighing only 59 g.', 'Eine ergonomische E-Sport-Maus mit nur 59 g.')],
  ['1840271', 'Logitech', 'Lift Vertical Ergonomic Mouse', `${IN}.195`, 'mouse', 'bluetooth', { SensorResolution: 4000 }, 'rose', 69, L('A 57° vertical angle for a natural handshake posture.', 'Ein vertikaler Winkel von 57° für eine natürliche Handhaltung.')],
  ['4025129', 'Cherry', 'MW 2310 2.0', `${IN}.195`, 'mouse', 'wireless', { SensorResolution: 1200 }, 'black', 9.99, L('A symmetrical mouse for left- and right-handers.', 'Eine symmetrische Maus für Links- und Rechtshänder.'), { scaled: [[20, 8.99], [100, 7.49]] }],
  ['5706991', 'Jabra', 'Evolve2 65 UC Stereo', `${IN}.1637`, 'headset', 'bluetooth', { NoiseCancelling: true, BatteryLife: 37 }, 'black', 199, L('A busy light tells colleagues when you are on a call.', 'Ein Busylight zeigt Kollegen, wenn Sie telefonieren.'), { docs: ['manual'] }],
  ['1840288', 'Logitech', 'Zone Vibe 100', `${IN}.1637`, 'headset', 'bluetooth', { NoiseCancelling: false, BatteryLife: 20 }, 'graphite', 99, L('Lightweight over-ear headphones with a flip-to-mute microphone.', 'Leichter Over-Ear-Kopfhörer mit Mikrofon, das beim Hochklappen stummschaltet.')],
  ['5706998', 'Poly', 'Voyager Focus 2 UC', `${IN}.1637`, 'headset', 'bluetooth', { NoiseCancelling: true, BatteryLife: 19 }, 'black', 219, L('Adjustable hybrid ANC for open offices.', 'Einstellbare hybride Geräuschunterdrückung für Großraumbüros.')],
  ['4044155', 'Sennheiser', 'SC 160 USB', `${IN}.1637`, 'headset', 'usb', { NoiseCancelling: false }, 'black', 49, L('A binaural USB headset for contact centres.', 'Ein binaurales USB-Headset für Contact Center.'), { scaled: [[10, 45.99], [50, 42.99]] }],
  ['1950066', 'Apple', 'Pencil (2nd generation)', `${IN}.3652`, 'pen', 'bluetooth', {}, 'white', 129, L('Pairs and charges magnetically on the side of the iPad.', 'Koppelt und lädt magnetisch an der Seite des iPad.')],
  ['1840295', 'Logitech', 'Spotlight Presentation Remote', `${IN}.8547`, 'presenter', 'bluetooth', { BatteryLife: 2160 }, 'graphite', 119, L('Highlight and magnify parts of your slides instead of using a laser.', 'Heben Sie Teile Ihrer Folien hervor und vergrößern Sie sie – statt eines Lasers.'), { cats: ['office.presentation'] }],
  ['1840301', 'Logitech', 'R500s Laser Presentation Remote', `${IN}.8547`, 'presenter', 'wireless', {}, 'black', 39, L('A red laser pointer and a 20 m range.', 'Ein roter Laserpointer und 20 m Reichweite.'), { cats: ['office.presentation'] }],
];

function inputDevice(r: InputRow): SeedProduct {
  const [sku, brand, model, cat, device, conn, details, color, price, hl, e] = r;
  const d = DEVICE[device];
  const c = CONN[conn];
  return item({
    sku, brand, model, drawing: device === 'keyboard' ? 'keyboard' : device === 'headset' ? 'headphones' : device === 'mouse' ? 'mouse' : 'generic', color: colorHex(color),
    short: L(`${c.attr.en_US} ${d.en}${details.Layout ? `, ${details.Layout}` : ''}${details.SensorResolution ? `, ${details.SensorResolution} dpi` : ''}`,
      `${d.attr.de_DE}, ${c.attr.de_DE}${details.Layout ? `, ${details.Layout}` : ''}${details.SensorResolution ? `, ${details.SensorResolution} dpi` : ''}`),
    long: L(`The ${brand} ${model} is a ${c.en} ${d.en}. ${hl.en_US}`, `${d.the} ${brand} ${model} ist ${d.a} ${d.de} mit ${c.de}. ${hl.de_DE}`),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: INPUT({ DeviceType: d.attr, Connection: c.attr, ...details, Color: colorName(color) }),
    price, ...extras(e),
  });
}

function mxMaster3s(): SeedProduct[] {
  const colors: ColorKey[] = ['graphite', 'grey', 'black'];
  return buildVariationFamily({
    sku: '1840318', brand: 'Logitech', name: same('Logitech MX Master 3S'),
    short: L('Wireless performance mouse, 8000 dpi, quiet clicks', 'Kabellose Performance-Maus, 8000 dpi, leise Klicks'),
    long: L('The MX Master 3S tracks on glass at 8000 dpi, clicks 90 % quieter than its predecessor and scrolls 1,000 lines per second with the MagSpeed wheel. Connect up to three computers via Bluetooth or the Logi Bolt receiver.',
      'Die MX Master 3S arbeitet mit 8000 dpi sogar auf Glas, klickt 90 % leiser als ihr Vorgänger und scrollt mit dem MagSpeed-Rad 1.000 Zeilen pro Sekunde. Verbinden Sie bis zu drei Computer per Bluetooth oder Logi-Bolt-Empfänger.'),
    categories: [`${IN}.195`],
    attributes: INPUT({ DeviceType: DEVICE.mouse.attr, Connection: CONN.bluetooth.attr, SensorResolution: 8000, BatteryLife: 1680, Weight: 141 }),
    image: { kind: 'mouse', color: colorHex('graphite') }, docs: ['quickstart'],
    axes: [colorAxis()], defaultVariation: '1840318-01',
    variations: colors.map((color, i) => ({ sku: `1840318-0${i + 1}`, values: { Color: colorValue(color) }, price: 99.99, scaled: [[10, 94.99], [50, 89.99]], color: colorHex(color) })),
  });
}

// --- data storage ----------------------------------------------------------------------

const STYPE = {
  hdd: { attr: L('External hard drive', 'Externe Festplatte'), drawing: 'storage' as const },
  ssd: { attr: L('Internal SSD', 'Interne SSD'), drawing: 'storage' as const },
  pssd: { attr: L('Portable SSD', 'Portable SSD'), drawing: 'storage' as const },
  usb: { attr: L('USB flash drive', 'USB-Stick'), drawing: 'storage' as const },
  card: { attr: L('Memory card', 'Speicherkarte'), drawing: 'storage' as const },
  reader: { attr: L('Card reader', 'Kartenleser'), drawing: 'cable' as const },
};
type StorageRow = [sku: string, brand: string, model: string, cat: string, type: keyof typeof STYPE, gb: number | null, iface: string, form: string | null,
  read: number | null, color: ColorKey, price: Money, hl: Localized, extra?: Extra];
const ST = 'Computers.206';
const cap = (gb: number, locale: 'en' | 'de') => (gb >= 1000 ? `${locale === 'en' ? gb / 1000 : deNum(gb / 1000)} TB` : `${gb} GB`);

const STORAGE_ROWS: StorageRow[] = [
  ['7636490', 'Seagate', 'Expansion Desktop 8 TB', `${ST}.1823`, 'hdd', 8000, 'USB 3.0', '3.5"', 160, 'black', 169, L('Room for the photo archive and automatic backups.', 'Platz für das Fotoarchiv und automatische Backups.')],
  ['3660619', 'LaCie', 'Rugged Mini 4 TB', `${ST}.1823`, 'hdd', 4000, 'USB 3.0', '2.5"', 130, 'orange', [149, 169], L('Drop-proof to 1.2 m in its orange rubber sleeve.', 'In der orangefarbenen Gummihülle fallfest bis 1,2 m.')],
  ['8806132', 'Samsung', '870 EVO 1 TB', `${ST}.1563`, 'ssd', 1000, 'SATA III', '2.5"', 560, 'black', 79, L('The easy upgrade for notebooks and PCs with a 2.5-inch bay.', 'Das einfache Upgrade für Notebooks und PCs mit 2,5-Zoll-Schacht.'), { scaled: [[5, 75.99], [20, 72.99]] }],
  ['6490112', 'Crucial', 'MX500 2 TB', `${ST}.1563`, 'ssd', 2000, 'SATA III', '2.5"', 560, 'black', 119, L('Integrated power-loss immunity protects data in transit.', 'Integrierter Schutz bei Stromausfall sichert Daten während der Übertragung.')],
  ['7186271', 'Western Digital', 'WD_BLACK SN850X 2 TB', `${ST}.1563`, 'ssd', 2000, 'PCIe 4.0 NVMe', 'M.2 2280', 7300, 'black', 159, L('Game mode 2.0 for fast load times on PC and PS5.', 'Game Mode 2.0 für kurze Ladezeiten auf PC und PS5.')],
  ['7404712', 'Kingston', 'KC3000 1 TB', `${ST}.1563`, 'ssd', 1000, 'PCIe 4.0 NVMe', 'M.2 2280', 7000, 'black', 89, L('A graphene heat spreader keeps it cool under load.', 'Ein Graphen-Wärmeverteiler hält sie unter Last kühl.')],
  ['6190118', 'SanDisk', 'Ultra Flair 64 GB', `${ST}.1554`, 'usb', 64, 'USB 3.0', null, 150, 'silver', 9.99, L('A durable metal casing with a key ring loop.', 'Ein robustes Metallgehäuse mit Öse für den Schlüsselring.'), { scaled: [[10, 8.99], [50, 7.49], [250, 6.49]] }],
  ['6190125', 'SanDisk', 'Extreme microSDXC 256 GB', `${ST}.902`, 'card', 256, 'UHS-I U3 V30 A2', 'microSD', 190, 'red', 34.99, L('Rated A2 and V30 for 4K drones and action cams.', 'Mit A2 und V30 für 4K-Drohnen und Actioncams.'), { cats: ['Cameras-Camcorders.585.1318'] }],
  ['7404729', 'Kingston', 'Workflow SD Reader', `${ST}.902`, 'reader', null, 'USB 3.2 Gen 1', null, 312, 'black', 29, L('Reads UHS-II SD cards at full speed.', 'Liest UHS-II-SD-Karten mit voller Geschwindigkeit.')],
];

function storage(r: StorageRow): SeedProduct {
  const [sku, brand, model, cat, type, gb, iface, form, read, color, price, hl, e] = r;
  const t = STYPE[type];
  return item({
    sku, brand, model, drawing: t.drawing, color: colorHex(color),
    short: L(`${t.attr.en_US}${gb ? `, ${cap(gb, 'en')}` : ''}, ${iface}${read ? `, up to ${read} MB/s` : ''}`, `${t.attr.de_DE}${gb ? `, ${cap(gb, 'de')}` : ''}, ${iface}${read ? `, bis ${read} MB/s` : ''}`),
    long: L(`${gb ? `${cap(gb, 'en')} of storage` : 'Fast transfers'} over ${iface}${read ? ` with read speeds of up to ${read} MB/s` : ''}. ${hl.en_US}`,
      `${gb ? `${cap(gb, 'de')} Speicherplatz` : 'Schnelle Übertragungen'} über ${iface}${read ? ` mit Lesegeschwindigkeiten bis ${read} MB/s` : ''}. ${hl.de_DE}`),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: STORAGE({ StorageType: t.attr, StorageCapacity: gb, Interface: iface, FormFactor: form, ReadSpeed: read, Color: colorName(color) }),
    price, ...extras(e),
  });
}

function myPassport(): SeedProduct[] {
  const colors: ColorKey[] = ['black', 'blue', 'red'];
  const sizes: [number, number][] = [[2000, 79.99], [5000, 139.99]];
  let n = 0;
  return buildVariationFamily({
    sku: '7186288', brand: 'Western Digital', name: same('WD My Passport'),
    short: L('Portable hard drive, USB 3.2, 256-bit AES hardware encryption', 'Portable Festplatte, USB 3.2, 256-Bit-AES-Hardwareverschlüsselung'),
    long: L('Slim, password-protected and backed by automatic backup software: the My Passport keeps documents, photos and videos safe on the go.',
      'Schlank, passwortgeschützt und mit automatischer Backup-Software: Die My Passport bewahrt Dokumente, Fotos und Videos unterwegs sicher auf.'),
    categories: [`${ST}.1823`],
    attributes: STORAGE({ StorageType: STYPE.hdd.attr, Interface: 'USB 3.2 Gen 1', FormFactor: '2.5"', ReadSpeed: 130 }),
    image: { kind: 'storage', color: colorHex('black') }, docs: ['quickstart'],
    axes: [colorAxis('colorCode'), capacityAxis('textButtons')], defaultVariation: '7186288-01',
    variations: colors.flatMap(color => sizes.map(([gb, price]) => ({
      sku: `7186288-0${++n}`, values: { Color: colorValue(color), Capacity: capacityValue(gb) }, price, color: colorHex(color), attributes: STORAGE({ StorageCapacity: gb }),
    }))),
  });
}

function samsung990Pro(): SeedProduct[] {
  const sizes: [number, Money][] = [[1000, 109], [2000, [179, 219]], [4000, 339]];
  return buildVariationFamily({
    sku: '8806149', brand: 'Samsung', name: same('Samsung 990 PRO NVMe SSD'),
    short: L('M.2 2280 NVMe SSD, PCIe 4.0, up to 7450 MB/s', 'M.2-2280-NVMe-SSD, PCIe 4.0, bis 7450 MB/s'),
    long: L('PCIe 4.0 at its limit: up to 7,450 MB/s sequential read and a nickel-coated controller for efficient thermal control in PCs and the PlayStation 5.',
      'PCIe 4.0 am Limit: bis zu 7.450 MB/s sequenziell lesen und ein vernickelter Controller für effiziente Wärmeabfuhr in PCs und der PlayStation 5.'),
    categories: [`${ST}.1563`],
    attributes: STORAGE({ StorageType: STYPE.ssd.attr, Interface: 'PCIe 4.0 NVMe', FormFactor: 'M.2 2280', ReadSpeed: 7450 }),
    image: { kind: 'storage', color: colorHex('black'), views: ['front', 'back'] }, docs: ['datasheet'],
    axes: [capacityAxis('select')], defaultVariation: '8806149-02',
    variations: sizes.map(([gb, price], i) => ({ sku: `8806149-0${i + 1}`, values: { Capacity: capacityValue(gb) }, price, attributes: STORAGE({ StorageCapacity: gb }) })),
  });
}

function t7Shield(): SeedProduct[] {
  const colors: ColorKey[] = ['beige', 'black', 'blue'];
  return buildVariationFamily({
    sku: '8806156', brand: 'Samsung', name: same('Samsung Portable SSD T7 Shield 2 TB'),
    short: L('Portable SSD, 2 TB, USB 3.2 Gen 2, IP65', 'Portable SSD, 2 TB, USB 3.2 Gen 2, IP65'),
    long: L('A rubberised, IP65-rated shell protects 2 TB of fast storage against drops, dust and water – for filmmakers and photographers in the field.',
      'Eine gummierte Hülle nach IP65 schützt 2 TB schnellen Speicher vor Stürzen, Staub und Wasser – für Filmer und Fotografen unterwegs.'),
    categories: [`${ST}.1823`],
    attributes: STORAGE({ StorageType: STYPE.pssd.attr, StorageCapacity: 2000, Interface: 'USB 3.2 Gen 2', ReadSpeed: 1050 }),
    image: { kind: 'storage', color: colorHex('beige') },
    axes: [colorAxis()], defaultVariation: '8806156-02',
    variations: colors.map((color, i) => ({ sku: `8806156-0${i + 1}`, values: { Color: colorValue(color) }, price: 169, color: colorHex(color) })),
  });
}

function dataTraveler(): SeedProduct[] {
  const sizes: [number, number][] = [[32, 5.49], [64, 6.99], [128, 10.99], [256, 21.99]];
  return buildVariationFamily({
    sku: '7404736', brand: 'Kingston', name: same('Kingston DataTraveler Exodia'),
    short: L('USB 3.2 Gen 1 flash drive with protective cap and key loop', 'USB-3.2-Gen-1-Stick mit Schutzkappe und Schlüsselöse'),
    long: L('A simple, affordable USB stick for moving files between office PCs – with a protective cap and a coloured key loop for each capacity. Volume prices for IT departments.',
      'Ein einfacher, günstiger USB-Stick zum Austausch von Dateien zwischen Büro-PCs – mit Schutzkappe und einer farbigen Schlüsselöse je Kapazität. Staffelpreise für IT-Abteilungen.'),
    categories: [`${ST}.1554`],
    attributes: STORAGE({ StorageType: STYPE.usb.attr, Interface: 'USB 3.2 Gen 1', ReadSpeed: 100 }),
    image: { kind: 'storage', color: colorHex('black'), views: ['front', 'side'] }, fixedPrice: true,
    axes: [capacityAxis('textButtons')], defaultVariation: '7404736-02',
    variations: sizes.map(([gb, price], i) => ({
      sku: `7404736-0${i + 1}`, values: { Capacity: capacityValue(gb) }, price,
      scaled: [[25, Math.round(price * 90) / 100], [100, Math.round(price * 80) / 100], [500, Math.round(price * 70) / 100]],
      color: ['#2f6fd1', '#d13b3b', '#3aa35a', '#8a4fd1'][i], attributes: STORAGE({ StorageCapacity: gb }),
    })),
  });
}

// --- hardware components ----------------------------------------------------------------

type ComponentRow = [sku: string, brand: string, model: string, cat: string, type: Localized, attrs: Parameters<typeof COMPONENT>[0],
  short: Localized, long: Localized, price: Money, extra?: Extra];
const HW = 'Computers.106';
const CT = {
  ram: L('Memory module', 'Speichermodul'), cpu: L('Processor', 'Prozessor'), gpu: L('Graphics card', 'Grafikkarte'),
  psu: L('Power supply', 'Netzteil'), cooler: L('CPU cooler', 'CPU-Kühler'), fan: L('Case fan', 'Gehäuselüfter'), enclosure: L('Drive enclosure', 'Festplattengehäuse'),
};

const COMPONENTS: ComponentRow[] = [
  ['7404743', 'Kingston', 'FURY Beast DDR5-5600 32 GB Kit', `${HW}.911`, CT.ram, { Specification: 'DDR5-5600 CL36, 2x 16 GB', Memory: 32 },
    L('DDR5-5600 memory kit, 2x 16 GB, CL36, Intel XMP 3.0', 'DDR5-5600-Speicherkit, 2x 16 GB, CL36, Intel XMP 3.0'), L('Plug-and-play overclocking to 5600 MT/s with a low-profile heat spreader.', 'Plug-and-Play-Übertaktung auf 5600 MT/s mit flachem Heatspreader.'), 109],
  ['6490129', 'Crucial', '16 GB DDR4-3200 SODIMM', `${HW}.911`, CT.ram, { Specification: 'DDR4-3200 CL22 SODIMM', Memory: 16 },
    L('Notebook memory, 16 GB, DDR4-3200', 'Notebook-Arbeitsspeicher, 16 GB, DDR4-3200'), L('The fastest way to make an older notebook feel new.', 'Der schnellste Weg, ein älteres Notebook wieder flott zu machen.'), 39, { scaled: [[10, 36.99], [50, 34.49]] }],
  ['8400131', 'Corsair', 'Vengeance RGB DDR5-6000 64 GB Kit', `${HW}.911`, CT.ram, { Specification: 'DDR5-6000 CL30, 2x 32 GB', Memory: 64 },
    L('DDR5-6000 memory kit, 2x 32 GB, CL30, RGB', 'DDR5-6000-Speicherkit, 2x 32 GB, CL30, RGB'), L('Ten individually addressable RGB LEDs per module.', 'Zehn einzeln ansteuerbare RGB-LEDs pro Modul.'), 219],
  ['5032037', 'Intel', 'Core i7-14700K', `${HW}.989`, CT.cpu, { Specification: L('20 cores (8P + 12E), up to 5.6 GHz', '20 Kerne (8P + 12E), bis 5,6 GHz'), Socket: 'LGA 1700', Power: 125 },
    L('Desktop processor, 20 cores, up to 5.6 GHz, LGA 1700', 'Desktop-Prozessor, 20 Kerne, bis 5,6 GHz, LGA 1700'), L('Unlocked for overclocking, with integrated Intel UHD Graphics 770.', 'Zum Übertakten freigeschaltet, mit integrierter Intel-UHD-Grafik 770.'), 399, { order: { max: 5 } }],
  ['7309900', 'AMD', 'Ryzen 7 7800X3D', `${HW}.989`, CT.cpu, { Specification: L('8 cores, 3D V-Cache 96 MB, up to 5.0 GHz', '8 Kerne, 3D V-Cache 96 MB, bis 5,0 GHz'), Socket: 'AM5', Power: 120 },
    L('Desktop processor, 8 cores, 96 MB 3D V-Cache, AM5', 'Desktop-Prozessor, 8 Kerne, 96 MB 3D V-Cache, AM5'), L('3D V-Cache makes it one of the fastest gaming CPUs.', 'Der 3D V-Cache macht ihn zu einer der schnellsten Gaming-CPUs.'), [379, 449], { order: { max: 5 } }],
  ['5032044', 'Intel', 'Core i5-13400', `${HW}.989`, CT.cpu, { Specification: L('10 cores (6P + 4E), up to 4.6 GHz', '10 Kerne (6P + 4E), bis 4,6 GHz'), Socket: 'LGA 1700', Power: 65 },
    L('Desktop processor, 10 cores, up to 4.6 GHz, boxed with cooler', 'Desktop-Prozessor, 10 Kerne, bis 4,6 GHz, boxed mit Kühler'), L('An efficient all-rounder for office and home PCs.', 'Ein effizienter Allrounder für Büro- und Heim-PCs.'), 199],
  ['4711081', 'Asus', 'TUF Gaming GeForce RTX 4070 OC', `${HW}.170`, CT.gpu, { Specification: '12 GB GDDR6X, DLSS 3', Power: 200 },
    L('Graphics card, GeForce RTX 4070, 12 GB GDDR6X', 'Grafikkarte, GeForce RTX 4070, 12 GB GDDR6X'), L('Military-grade capacitors and three axial-tech fans.', 'Kondensatoren nach Militärstandard und drei Axial-Tech-Lüfter.'), 599, { order: { max: 3 }, docs: ['manual'] }],
  ['4719072', 'MSI', 'GeForce RTX 4060 Ventus 2X 8G', `${HW}.170`, CT.gpu, { Specification: '8 GB GDDR6, DLSS 3', Power: 115 },
    L('Graphics card, GeForce RTX 4060, 8 GB GDDR6', 'Grafikkarte, GeForce RTX 4060, 8 GB GDDR6'), L('Compact dual-fan design for small cases.', 'Kompaktes Design mit zwei Lüftern für kleine Gehäuse.'), 309, { order: { max: 3 } }],
  ['4260052', 'be quiet!', 'Pure Power 12 M 750W', `${HW}.816`, CT.psu, { Specification: '80 PLUS Gold, ATX 3.0, modular', Power: 750 },
    L('ATX 3.0 power supply, 750 W, 80 PLUS Gold, modular', 'ATX-3.0-Netzteil, 750 W, 80 PLUS Gold, modular'), L('Quiet, efficient and ready for PCIe 5.0 graphics cards.', 'Leise, effizient und bereit für PCIe-5.0-Grafikkarten.'), 109],
  ['9010310', 'Noctua', 'NH-D15 chromax.black', `${HW}.236.921`, CT.cooler, { Specification: L('Dual tower, 2x 140 mm fans', 'Doppelturm, 2x 140-mm-Lüfter'), Socket: 'LGA 1700, AM5' },
    L('Dual-tower CPU cooler with two 140 mm fans', 'Doppelturm-CPU-Kühler mit zwei 140-mm-Lüftern'), L('Near-silent cooling even for high-end processors.', 'Nahezu lautlose Kühlung auch für High-End-Prozessoren.'), 109],
  ['4895213', 'Arctic', 'P12 PWM PST Value Pack', `${HW}.236.921`, CT.fan, { Specification: L('5x 120 mm, PWM, 200-1800 rpm', '5x 120 mm, PWM, 200-1800 U/min') },
    L('Case fans, 120 mm, pack of 5', 'Gehäuselüfter, 120 mm, 5er-Pack'), L('Daisy-chain up to five fans on one motherboard header.', 'Bis zu fünf Lüfter an einem Mainboard-Anschluss durchschleifen.'), 29.99, { order: { packingUnit: 'pack' }, scaled: [[5, 27.99], [20, 25.99]] }],
  ['4250491', 'Icy Box', 'IB-247-C31 2.5" Enclosure', `${HW}.236.862`, CT.enclosure, { Specification: L('USB 3.2 Gen 2 Type-C, 2.5" SATA', 'USB 3.2 Gen 2 Typ C, 2,5" SATA') },
    L('Tool-free enclosure for 2.5" SATA drives, USB-C', 'Werkzeugloses Gehäuse für 2,5"-SATA-Laufwerke, USB-C'), L('Turns an old notebook drive into a portable backup disk.', 'Macht aus einer alten Notebook-Festplatte ein portables Backup-Laufwerk.'), 14.99, { scaled: [[10, 13.49], [50, 11.99]] }],
];

function component(r: ComponentRow): SeedProduct {
  const [sku, brand, model, cat, type, attrs, short, long, price, e] = r;
  const spec = attrs.Specification;
  const specText = (locale: 'en_US' | 'de_DE') => (typeof spec === 'object' && spec !== null ? (spec as Localized)[locale] : String(spec));
  return item({
    sku, brand, model, drawing: type === CT.ram ? 'storage' : 'generic', color: type === CT.gpu ? '#3a3f47' : '#2e7d4f', short,
    long: L(`${type.en_US} ${brand} ${model}: ${specText('en_US')}. ${long.en_US}`, `${type.de_DE} ${brand} ${model}: ${specText('de_DE')}. ${long.de_DE}`),
    categories: [cat, ...(e?.cats ?? [])], attributes: COMPONENT({ ComponentType: type, ...attrs }), price, ...extras(e),
  });
}

// --- cables ----------------------------------------------------------------------------

type CableRow = [sku: string, brand: string, model: string, cat: string, a: string, b: string, length: number, standard: string,
  color: ColorKey, price: Money, scaled: [number, number][] | null, extra?: Extra];
const CB = `${HW}.830`;

const CABLES: CableRow[] = [
  ['6110122', 'Anker', 'PowerLine III USB-C to USB-C 1 m', `${CB}.1158`, 'USB-C', 'USB-C', 1, 'USB 2.0, 100 W Power Delivery', 'black', 9.99, [[10, 8.49], [50, 6.99], [200, 5.99]]],
  ['1950073', 'Apple', 'USB-C to Lightning Cable 1 m', `${CB}.1158`, 'USB-C', 'Lightning', 1, 'USB 2.0, fast charging', 'white', 19.99, [[10, 17.99]]],
  ['4047443', 'Hama', 'USB-A to Micro-USB 0.75 m', `${CB}.1158`, 'USB-A', 'Micro-USB', 0.75, 'USB 2.0', 'black', 0.89, [[100, 0.69], [500, 0.59]], { order: { min: 10, step: 10, packingUnit: 'pcs' } }],
  ['4040849', 'Goobay', 'USB 2.0 Printer Cable A to B 1.8 m', `${CB}.1158`, 'USB-A', 'USB-B', 1.8, 'USB 2.0', 'grey', 1.49, [[50, 1.19], [250, 0.99]], { order: { packingUnit: 'pcs' } }],
  ['4040856', 'Goobay', 'Ultra High Speed HDMI 2.1 Cable 2 m', `${CB}.1307`, 'HDMI', 'HDMI', 2, 'HDMI 2.1, 8K@60Hz, 48 Gbit/s', 'black', 7.99, [[10, 6.99], [50, 5.99]]],
  ['6110139', 'Club 3D', 'DisplayPort 1.4 Cable 1.8 m', `${CB}.1307`, 'DisplayPort', 'DisplayPort', 1.8, 'DisplayPort 1.4, 8K@60Hz', 'black', 11.99, [[10, 10.49]]],
  ['4040863', 'Goobay', '3.5 mm Audio Cable 1.5 m', `${CB}.1307`, '3.5 mm jack', '3.5 mm jack', 1.5, 'Stereo', 'black', 0.99, [[50, 0.79], [250, 0.65]], { order: { min: 5, packingUnit: 'pcs' } }],
  ['4043619', 'Delock', 'SATA III Cable 50 cm', `${CB}.1303`, 'SATA', 'SATA', 0.5, 'SATA 6 Gb/s', 'red', 0.79, [[50, 0.65], [250, 0.55]], { order: { min: 10, step: 10, packingUnit: 'pcs' } }],
  ['4043626', 'Delock', 'USB-C to HDMI Adapter 4K', `${CB}.1501`, 'USB-C', 'HDMI', 0.15, 'DisplayPort Alt Mode, 4K@60Hz', 'grey', 14.99, [[10, 12.99]]],
  ['4040870', 'Goobay', 'DisplayPort to HDMI Adapter', `${CB}.1501`, 'DisplayPort', 'HDMI', 0.1, '4K@30Hz', 'black', 5.99, [[10, 4.99], [50, 3.99]]],
];

function cable(r: CableRow): SeedProduct {
  const [sku, brand, model, cat, a, b, length, standard, color, price, scaled, e] = r;
  const connects = a === b ? L(`two ${a} devices`, `zwei ${a}-Geräte`) : L(`${a} to ${b}`, `${a} mit ${b}`);
  return item({
    sku, brand, model, drawing: 'cable', color: colorHex(color), views: ['front', 'side'],
    short: L(`${a} to ${b}, ${length} m, ${standard}`, `${a} auf ${b}, ${deNum(length)} m, ${standard}`),
    long: L(`Connects ${connects.en_US} over ${length} m and supports ${standard}. Robust connectors and a flexible jacket for daily use at the desk and in the server room.`,
      `Verbindet ${connects.de_DE} über ${deNum(length)} m und unterstützt ${standard}. Robuste Stecker und ein flexibler Mantel für den täglichen Einsatz am Schreibtisch und im Serverraum.`),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: CABLE({ ConnectorA: a, ConnectorB: b, Length: length, Standard: standard, Color: colorName(color) }),
    price, ...(scaled ? { scaled } : {}), ...extras(e),
  });
}

function patchCable(): SeedProduct[] {
  const lengths: [number, number][] = [[0.5, 1.29], [1, 1.49], [2, 1.99], [3, 2.49], [5, 3.49]];
  return buildVariationFamily({
    sku: '4040887', brand: 'Goobay', name: L('Goobay Cat 6 Patch Cable S/FTP', 'Goobay Cat-6-Patchkabel S/FTP'),
    short: L('RJ45 patch cable, Cat 6, S/FTP, LSZH, grey', 'RJ45-Patchkabel, Cat 6, S/FTP, LSZH, grau'),
    long: L('Double-shielded Cat 6 patch cable for Gigabit networks and 10 Gbit/s up to 55 m, with a halogen-free jacket. Volume prices from 50 pieces.',
      'Doppelt geschirmtes Cat-6-Patchkabel für Gigabit-Netzwerke und 10 Gbit/s bis 55 m, mit halogenfreiem Mantel. Staffelpreise ab 50 Stück.'),
    categories: [`${CB}.1305`, 'networks.switches'],
    attributes: CABLE({ ConnectorA: 'RJ45', ConnectorB: 'RJ45', Standard: 'Cat 6 S/FTP, 250 MHz', Color: colorName('grey') }),
    image: { kind: 'cable', color: colorHex('grey'), views: ['front', 'side'] }, fixedPrice: true, order: { packingUnit: 'pcs' },
    axes: [{ id: 'Length', name: L('Length', 'Länge'), presentation: 'select', type: 'Double', unit: 'm' }], defaultVariation: '4040887-02',
    variations: lengths.map(([m, price], i) => ({
      sku: `4040887-0${i + 1}`, values: { Length: { value: m, label: L(`${m} m`, `${deNum(m)} m`) } }, price,
      scaled: [[50, Math.round(price * 85) / 100], [250, Math.round(price * 72) / 100]],
    })),
  });
}

export function buildComputerAccessories(): SeedProduct[] {
  return [
    ...INPUT_DEVICES.map(inputDevice), ...mxMaster3s(),
    ...STORAGE_ROWS.map(storage), ...myPassport(), ...samsung990Pro(), ...t7Shield(), ...dataTraveler(),
    ...COMPONENTS.map(component),
    ...CABLES.map(cable), ...patchCable(),
  ];
}

