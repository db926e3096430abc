// Bundles (sold as one item, parts with quantities, cheaper than the parts) and retail sets
// (parts chosen and bought individually). Prices and stock derive from the parts.
import type { Localized, SeedAttribute, SeedProduct } from '../../catalog/catalog-types';
import { def } from './attributes';
import { L } from './localize';
import { round } from './money';
import { item, type Money } from './product-builder';

interface SetSpec {
  sku: string;
  brand: string;
  name: Localized;
  short: Localized;
  long: Localized;
  categories: string[];
  parts: [sku: string, quantity: number][];
  /** Bundle saving against the parts; retail sets have none. */
  discount?: number;
  /** Exact prices where the ICM demo fixes them. */
  price?: Money;
  usd?: Money;
  rating?: { average: number; count: number };
}

const BUNDLES: SetSpec[] = [
  {
    sku: '201807194', brand: 'Philips', name: L('Philips Hue White Starter Kit', 'Philips Hue White Starter-Set'), categories: ['Home-Entertainment.SmartHome'],
    short: L('Automate your lamps for easy control and convenience', 'Automatisieren Sie Ihre Lampen – für einfache Steuerung und mehr Komfort'),
    long: L('Philips Hue apps for iOS and Android let you remotely control your lamps wherever you are. Check if you have left the light on before leaving and switch it on if you come home later.',
      'Mit den Philips-Hue-Apps für iOS und Android steuern Sie Ihre Lampen von überall. Prüfen Sie, ob Sie das Licht angelassen haben, und schalten Sie es ein, wenn Sie später nach Hause kommen.'),
    parts: [['201807191', 1], ['201807192', 1], ['201807193', 1]], price: 98.14, usd: 105.99, rating: { average: 4.5, count: 2 },
  },
  {
    sku: '6291850', brand: 'Canon', name: L('Canon EOS R50 Creator Bundle', 'Canon EOS R50 Creator-Bundle'), categories: ['Cameras-Camcorders.575', 'Specials.HotDeals'],
    short: L('EOS R50 with RF-S 18-45 mm, RF 50 mm F1.8, two 128 GB cards and a GorillaPod', 'EOS R50 mit RF-S 18-45 mm, RF 50 mm F1.8, zwei 128-GB-Karten und GorillaPod'),
    long: L('Everything a new content creator needs: the EOS R50 kit, a fast 50 mm prime for portraits, two SD cards and a flexible tripod for vlogging.',
      'Alles, was neue Content Creator brauchen: das EOS-R50-Kit, eine lichtstarke 50-mm-Festbrennweite für Porträts, zwei SD-Karten und ein flexibles Stativ fürs Vlogging.'),
    parts: [['6291740-02', 1], ['6291790', 1], ['1460021-02', 2], ['2750124', 1]], discount: 0.1,
  },
  {
    sku: '8182790134395', brand: 'GoPro', name: L('GoPro HERO12 Black Adventure Bundle', 'GoPro HERO12 Black Adventure-Bundle'), categories: ['Cameras-Camcorders.832'],
    short: L('HERO12 Black with two spare Enduro batteries, The Handler and a 128 GB card', 'HERO12 Black mit zwei Enduro-Ersatzakkus, The Handler und 128-GB-Karte'),
    long: L('Ready for a whole day on the water or the mountain: three batteries in total, a floating hand grip and a fast memory card.',
      'Bereit für einen ganzen Tag auf dem Wasser oder am Berg: insgesamt drei Akkus, ein schwimmender Handgriff und eine schnelle Speicherkarte.'),
    parts: [['8182790134370', 1], ['8182790134388', 2], ['0818279012576', 1], ['1460038', 1]], discount: 0.12,
  },
  {
    sku: '4040894', brand: 'inTRONICS', name: L('Home Office Workstation Bundle', 'Homeoffice-Arbeitsplatz-Bundle'), categories: ['Computers.1835.152', 'office.furniture.accessories'],
    short: L('Two 24" QHD monitors, USB-C dock, MX Keys S and MX Master 3S', 'Zwei 24"-QHD-Monitore, USB-C-Dock, MX Keys S und MX Master 3S'),
    long: L('Connect your notebook with one cable and work on two QHD screens with a premium keyboard and mouse – the complete desk upgrade.',
      'Verbinden Sie Ihr Notebook mit einem Kabel und arbeiten Sie an zwei QHD-Bildschirmen mit hochwertiger Tastatur und Maus – das komplette Schreibtisch-Upgrade.'),
    parts: [['3440154', 2], ['3440178', 1], ['1840240', 1], ['1840318-01', 1]], discount: 0.08,
  },
  {
    sku: '8599183', brand: 'inTRONICS', name: L('Small Office Network Bundle', 'Netzwerk-Bundle für kleine Büros'), categories: ['networks.switches', 'networks.firewalls'],
    short: L('FortiGate 40F, 8-port switch, three Wi-Fi 6 access points and ten patch cables', 'FortiGate 40F, 8-Port-Switch, drei Wi-Fi-6-Access-Points und zehn Patchkabel'),
    long: L('A secure network for up to 25 employees: next-generation firewall, smart managed switch, ceiling access points and the cabling to connect them.',
      'Ein sicheres Netzwerk für bis zu 25 Mitarbeitende: Next-Generation-Firewall, Smart-Managed-Switch, Decken-Access-Points und die Verkabelung dazu.'),
    parts: [['859910', 1], ['0606456', 1], ['8177837', 3], ['4040887-02', 10]], discount: 0.07,
  },
  {
    sku: '4977841', brand: 'Brother', name: L('Brother Laser Printer Office Bundle', 'Brother-Laserdrucker-Bürobundle'), categories: ['Computers.225.235', 'Specials.HotDeals'],
    short: L('HL-L2350DW with two TN-2420 toners and 5 reams of A4 paper', 'HL-L2350DW mit zwei TN-2420-Tonern und 5 Ries A4-Papier'),
    long: L('Print about 6,000 pages before you need to reorder: the printer, two high-yield toners and 2,500 sheets of paper.',
      'Drucken Sie rund 6.000 Seiten, bevor Sie nachbestellen müssen: Drucker, zwei Toner mit hoher Reichweite und 2.500 Blatt Papier.'),
    parts: [['4977766', 1], ['4977803', 2], ['5602024-02', 5]], discount: 0.1,
  },
  {
    sku: '7119331', brand: 'Sony', name: L('PlayStation 5 Slim Duo Bundle', 'PlayStation 5 Slim Duo-Bundle'), categories: ['Home-Entertainment.84214.84215'],
    short: L('PS5 Slim with a second DualSense controller in Midnight Black', 'PS5 Slim mit einem zweiten DualSense-Controller in Midnight Black'),
    long: L('Play together from day one: the console with its white controller plus a second DualSense in Midnight Black.',
      'Vom ersten Tag an zu zweit spielen: die Konsole mit ihrem weißen Controller und ein zweiter DualSense in Midnight Black.'),
    parts: [['7119300', 1], ['7119324-02', 1]], discount: 0.06,
  },
  {
    sku: '8806217', brand: 'Samsung', name: L('Samsung Neo QLED 55" Home Cinema Bundle', 'Samsung Neo QLED 55" Heimkino-Bundle'), categories: ['Home-Entertainment.220.1584', 'Home-Entertainment.1058.1082'],
    short: L('Neo QLED QN90C 55" with the HW-Q990C 11.1.4 soundbar', 'Neo QLED QN90C 55" mit der Soundbar HW-Q990C 11.1.4'),
    long: L('Picture and sound from one brand: Q-Symphony lets the TV speakers and the soundbar play together.',
      'Bild und Ton aus einer Hand: Mit Q-Symphony spielen die Lautsprecher des Fernsehers und die Soundbar zusammen.'),
    parts: [['8806163-03', 1], ['8806200', 1]], discount: 0.12,
  },
];

const RETAIL_SETS: SetSpec[] = [
  {
    sku: '201807198', brand: 'Microsoft', name: L('Microsoft Surface Pro Set', 'Microsoft Surface Pro Set'), categories: ['Computers.897.897_Microsoft'],
    short: L('Surface Pro with Signature Keyboard, Surface Pen and Arc Mouse – choose the parts you need', 'Surface Pro mit Signature Keyboard, Surface Pen und Arc Mouse – wählen Sie die Teile, die Sie brauchen'),
    long: L('Put together your mobile workplace: pick the quantities of each part and add them to the basket in one go.',
      'Stellen Sie Ihren mobilen Arbeitsplatz zusammen: Wählen Sie die Menge jedes Teils und legen Sie alles in einem Schritt in den Warenkorb.'),
    parts: [['201807195', 1], ['201807197', 1], ['201807196', 1], ['201807199', 1]],
  },
  {
    sku: '7500163', brand: 'inTRONICS', name: L('Ergonomic Workplace Set', 'Ergonomischer Arbeitsplatz – Set'), categories: ['office.furniture', 'office.furniture.desks'],
    short: L('Standing desk, Series 2 chair, monitor arm and wrist rest', 'Stehschreibtisch, Series-2-Stuhl, Monitorarm und Handgelenkauflage'),
    long: L('The building blocks of a healthy workplace – order the complete set or only the parts you are missing.',
      'Die Bausteine eines gesunden Arbeitsplatzes – bestellen Sie das komplette Set oder nur die Teile, die Ihnen fehlen.'),
    parts: [['6970018-03', 1], ['7500118-01', 1], ['1210114', 1], ['7110116', 1]],
  },
  {
    sku: '4870099', brand: 'Sony', name: L('Sony ZV-1 II Vlogging Set', 'Sony ZV-1 II Vlogging-Set'), categories: ['Cameras-Camcorders.575'],
    short: L('ZV-1 II, GorillaPod 3K and a 256 GB microSD card', 'ZV-1 II, GorillaPod 3K und eine 256-GB-microSD-Karte'),
    long: L('Start your channel: the vlogging camera, a flexible tripod that doubles as a grip, and plenty of storage.',
      'Starten Sie Ihren Kanal: die Vlogging-Kamera, ein flexibles Stativ, das auch als Handgriff dient, und reichlich Speicher.'),
    parts: [['4870044', 1], ['2750124', 1], ['6190125', 1]],
  },
  {
    sku: '8719538', brand: 'Philips', name: L('Philips Hue Living Room Set', 'Philips Hue Wohnzimmer-Set'), categories: ['Home-Entertainment.SmartHome'],
    short: L('Hue Bridge, Hue Go, Lightstrip Plus and dimmer switch', 'Hue Bridge, Hue Go, Lightstrip Plus und Dimmschalter'),
    long: L('Mood lighting for the living room: combine the bridge with a portable lamp, an LED strip behind the TV and a wireless switch.',
      'Stimmungslicht fürs Wohnzimmer: Kombinieren Sie die Bridge mit einer tragbaren Leuchte, einem LED-Streifen hinter dem Fernseher und einem kabellosen Schalter.'),
    parts: [['201807191', 1], ['8719514', 1], ['8719521', 1], ['201807193', 1]],
  },
  {
    sku: '8715045', brand: 'inTRONICS', name: L('Meeting Room Presentation Set', 'Präsentationsset für Besprechungsräume'), categories: ['office.presentation'],
    short: L('Full HD projector, tripod screen, presenter and HDMI cable', 'Full-HD-Beamer, Stativleinwand, Presenter und HDMI-Kabel'),
    long: L('Equip a meeting room in one order: a bright projector, a portable screen, a presentation remote and the cable.',
      'Statten Sie einen Besprechungsraum mit einer Bestellung aus: ein heller Beamer, eine mobile Leinwand, ein Presenter und das Kabel.'),
    parts: [['8715021', 1], ['4260094', 1], ['1840295', 1], ['4040856', 1]],
  },
];

const CONTENTS = def('Contents', 'Lieferumfang', 'String');

function partOf(lookup: Map<string, SeedProduct>, sku: string): SeedProduct {
  const part = lookup.get(sku);
  if (!part) throw new Error(`Set part ${sku} does not exist`);
  return part;
}

function build(spec: SetSpec, kind: 'bundle' | 'retailSet', lookup: Map<string, SeedProduct>): SeedProduct {
  const parts = spec.parts.map(([sku, quantity]) => ({ product: partOf(lookup, sku), quantity }));
  const sum = round(parts.reduce((total, p) => total + p.product.prices.EUR.sale * p.quantity, 0), 2);
  const discounted = spec.discount ? Math.floor(sum * (1 - spec.discount)) - 0.01 : sum;
  const price: Money = spec.price ?? (spec.discount ? [round(discounted, 2), sum] : sum);
  const stock = Math.min(...parts.map(p => Math.floor(p.product.stock / p.quantity)));
  const contents: SeedAttribute = {
    key: 'Contents', name: CONTENTS.name, type: 'String',
    value: L(parts.map(p => `${p.quantity}x ${p.product.name.en_US}`).join(', '), parts.map(p => `${p.quantity}x ${p.product.name.de_DE}`).join(', ')),
  };
  const first = parts[0].product;
  return item({
    sku: spec.sku, kind, brand: spec.brand, model: '', fullName: spec.name, short: spec.short, long: spec.long,
    categories: spec.categories, attributes: [contents], price, usd: spec.usd, fixedPrice: true, stock, rating: spec.rating,
    drawing: first.image.kind, color: first.image.color,
    ...(kind === 'bundle' ? { bundledProducts: parts.map(p => ({ sku: p.product.sku, quantity: p.quantity })) } : { retailSetParts: parts.map(p => p.product.sku) }),
  });
}

export function buildBundles(lookup: Map<string, SeedProduct>): SeedProduct[] {
  return BUNDLES.map(spec => build(spec, 'bundle', lookup));
}

export function buildRetailSets(lookup: Map<string, SeedProduct>): SeedProduct[] {
  return RETAIL_SETS.map(spec => build(spec, 'retailSet', lookup));
}
