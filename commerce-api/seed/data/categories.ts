// The category tree. Ids follow ICM's inSPIRED demo where it has them (Cameras-Camcorders.584,
// Computers.225.373.377, Home-Entertainment.SmartHome, networks.firewalls, ...); the office,
// server and a few leaf categories are ours. Parents are derived from the dotted unique id,
// positions from the order of the rows.
import type { ImageKind, Localized, SeedCategory } from '../../catalog/catalog-types';
import { L } from './localize';

type CategoryRow = [uniqueId: string, en: string, de: string, imageKind: ImageKind, extra?: { hidden?: true; en?: string; de?: string }];

const ROWS: CategoryRow[] = [
  ['Cameras-Camcorders', 'Cameras', 'Kameras', 'camera', { en: 'Digital cameras, camcorders, action cams and webcams, with lenses, bags and the accessories to go with them.', de: 'Digitalkameras, Camcorder, Actioncams und Webcams, dazu Objektive, Taschen und passendes Zubehör.' }],
  ['Cameras-Camcorders.575', 'Digital Cameras', 'Digitalkameras', 'camera', { en: 'Compact, bridge, mirrorless and DSLR cameras from Canon, Nikon, Sony, Fujifilm, Kodak and more.', de: 'Kompakt-, Bridge-, System- und Spiegelreflexkameras von Canon, Nikon, Sony, Fujifilm, Kodak und weiteren Herstellern.' }],
  ['Cameras-Camcorders.584', 'Camcorders', 'Camcorder', 'camcorder', { en: 'Full HD and 4K camcorders for family videos, travel and semi-professional productions.', de: 'Full-HD- und 4K-Camcorder für Familienvideos, Reisen und semiprofessionelle Produktionen.' }],
  ['Cameras-Camcorders.832', 'Action Cameras', 'Actioncams', 'action-camera', { en: 'Small, rugged and waterproof: action cameras and 360° cameras for sport and adventure.', de: 'Klein, robust und wasserdicht: Actioncams und 360°-Kameras für Sport und Abenteuer.' }],
  ['Cameras-Camcorders.585', 'Camera Accessories', 'Kamerazubehör', 'lens', { en: 'Lenses, batteries, memory cards, tripods, filters and books for better pictures.', de: 'Objektive, Akkus, Speicherkarten, Stative, Filter und Bücher für bessere Bilder.' }],
  ['Cameras-Camcorders.585.1316', 'Lenses', 'Objektive', 'lens'],
  ['Cameras-Camcorders.585.1317', 'Batteries & Chargers', 'Akkus & Ladegeräte', 'generic'],
  ['Cameras-Camcorders.585.1318', 'Memory Cards', 'Speicherkarten', 'storage'],
  ['Cameras-Camcorders.585.1319', 'Tripods & Grips', 'Stative & Griffe', 'generic'],
  ['Cameras-Camcorders.1290', 'Bags & Cases', 'Taschen & Koffer', 'generic'],
  ['Cameras-Camcorders.577', 'Webcams', 'Webcams', 'camera'],

  ['Computers', 'Computers', 'Computer', 'laptop', { en: 'Notebooks, tablets, PCs, monitors, printers, storage and everything that connects them.', de: 'Notebooks, Tablets, PCs, Monitore, Drucker, Speicher und alles, was sie verbindet.' }],
  ['Computers.1835', 'Notebooks and PCs', 'Notebooks und PCs', 'laptop', { en: 'Desktop PCs, notebooks and accessories.', de: 'Desktop-PCs, Notebooks und Zubehör.' }],
  ['Computers.1835.151', 'Notebooks', 'Notebooks', 'laptop'],
  ['Computers.1835.153', 'PCs', 'PCs', 'desktop'],
  ['Computers.1835.152', 'Docking Stations', 'Dockingstations', 'generic'],
  ['Computers.1835.3003', 'Backpacks, Notebook Bags & Cases', 'Rucksäcke, Notebooktaschen & Hüllen', 'generic'],
  ['Computers.1835.1284', 'Notebook Accessories', 'Notebook-Zubehör', 'cable'],
  ['Computers.1835.9851', 'Ergonomic Wrist Rests', 'Ergonomische Handgelenkauflagen', 'keyboard', { hidden: true }],
  ['Computers.897', 'Tablets', 'Tablets', 'tablet'],
  ['Computers.897.897_Microsoft', 'Microsoft', 'Microsoft', 'tablet'],
  ['Computers.897.897_Samsung', 'Samsung', 'Samsung', 'tablet'],
  ['Computers.897.897_Lenovo', 'Lenovo', 'Lenovo', 'tablet'],
  ['Computers.897.897_Asus', 'Asus', 'Asus', 'tablet'],
  ['Computers.897.897_Acer', 'Acer', 'Acer', 'tablet'],
  ['Computers.3001', 'Monitors', 'Monitore', 'monitor'],
  ['Computers.3001.222', 'Flat Panel Displays', 'Flachbildschirme', 'monitor'],
  ['Computers.3001.223', 'Touch Screen Monitors', 'Touchscreen-Monitore', 'monitor'],
  ['Computers.3001.3002', 'Flat Panel Mounts', 'Monitorhalterungen', 'desk'],
  ['Computers.3001.943', 'Monitor Glare & Privacy Filters', 'Blend- & Blickschutzfilter', 'monitor'],
  ['Computers.191', 'Input Devices', 'Eingabegeräte', 'keyboard'],
  ['Computers.191.194', 'Keyboards', 'Tastaturen', 'keyboard'],
  ['Computers.191.195', 'Mice', 'Mäuse', 'mouse'],
  ['Computers.191.1637', 'Headsets', 'Headsets', 'headphones'],
  ['Computers.191.3652', 'Digital Pens', 'Digitale Stifte', 'generic'],
  ['Computers.191.8547', 'Presentation Devices', 'Präsentationsgeräte', 'generic'],
  ['Computers.206', 'Data Storage', 'Datenspeicher', 'storage'],
  ['Computers.206.1823', 'External Hard Drives', 'Externe Festplatten', 'storage'],
  ['Computers.206.1563', 'Solid State Drives', 'SSDs', 'storage'],
  ['Computers.206.1554', 'USB Flash Drives', 'USB-Sticks', 'storage'],
  ['Computers.206.902', 'Flash Memory', 'Flash-Speicher', 'storage'],
  ['Computers.106', 'Hardware Components', 'Hardware-Komponenten', 'generic', { en: 'Hardware components of computers.', de: 'Hardware-Komponenten für Computer.' }],
  ['Computers.106.830', 'Cables', 'Kabel', 'cable'],
  ['Computers.106.830.1158', 'USB Cables', 'USB-Kabel', 'cable'],
  ['Computers.106.830.1307', 'Audio/Video Cables', 'Audio-/Videokabel', 'cable'],
  ['Computers.106.830.1305', 'Network Cables', 'Netzwerkkabel', 'cable'],
  ['Computers.106.830.1303', 'SATA Cables', 'SATA-Kabel', 'cable'],
  ['Computers.106.830.1501', 'Cable Interface/Gender Adapters', 'Adapter & Gender-Changer', 'cable'],
  ['Computers.106.236', 'Chassis Components', 'Gehäusekomponenten', 'generic'],
  ['Computers.106.236.921', 'Fans, coolers & radiators', 'Lüfter, Kühler & Radiatoren', 'generic'],
  ['Computers.106.236.862', 'Storage Enclosures', 'Festplattengehäuse', 'storage'],
  ['Computers.106.911', 'Memory Modules', 'Arbeitsspeicher', 'storage'],
  ['Computers.106.989', 'Processors', 'Prozessoren', 'generic'],
  ['Computers.106.170', 'Video Cards', 'Grafikkarten', 'generic'],
  ['Computers.106.816', 'Power Supplies', 'Netzteile', 'generic'],
  ['Computers.225', 'Printers', 'Drucker', 'printer'],
  ['Computers.225.234', 'Inkjet Printers', 'Tintenstrahldrucker', 'printer'],
  ['Computers.225.235', 'Laser/LED Printers', 'Laser-/LED-Drucker', 'printer'],
  ['Computers.225.304', 'Multifunctionals', 'Multifunktionsgeräte', 'printer'],
  ['Computers.225.922', 'Photo Printers', 'Fotodrucker', 'printer'],
  ['Computers.225.373', 'Printing Supplies', 'Druckerzubehör', 'ink'],
  ['Computers.225.373.377', 'Ink Cartridges', 'Tintenpatronen', 'ink'],
  ['Computers.225.373.378', 'Toner Cartridges', 'Tonerkartuschen', 'ink'],

  ['Home-Entertainment', 'Home Entertainment', 'Unterhaltungselektronik', 'tv', { en: 'TVs, projectors, audio, gaming and smart home: entertainment for every room.', de: 'Fernseher, Beamer, Audio, Gaming und Smart Home: Unterhaltung für jeden Raum.' }],
  ['Home-Entertainment.220', 'TVs & Projectors', 'Fernseher & Beamer', 'tv'],
  ['Home-Entertainment.220.1584', 'LED TVs', 'LED-Fernseher', 'tv'],
  ['Home-Entertainment.220.1078', 'LCD TVs', 'LCD-Fernseher', 'tv'],
  ['Home-Entertainment.220.558', 'Data Projectors', 'Beamer', 'projector'],
  ['Home-Entertainment.1058', 'Audio & Video', 'Audio & Video', 'speaker'],
  ['Home-Entertainment.1058.1020', 'Headphones', 'Kopfhörer', 'headphones'],
  ['Home-Entertainment.1058.1081', 'Loudspeakers', 'Lautsprecher', 'speaker'],
  ['Home-Entertainment.1058.1082', 'Home Cinema Systems', 'Heimkinosysteme', 'speaker'],
  ['Home-Entertainment.1058.1373', 'Media players & recorders', 'Mediaplayer & Rekorder', 'generic'],
  ['Home-Entertainment.1058.1344', 'Record Players', 'Plattenspieler', 'generic'],
  ['Home-Entertainment.1058.857', 'Remote Controls', 'Fernbedienungen', 'generic'],
  ['Home-Entertainment.84214', 'Gaming', 'Gaming', 'console'],
  ['Home-Entertainment.84214.84215', 'Consoles', 'Spielkonsolen', 'console'],
  ['Home-Entertainment.84214.71515', 'Gaming Controls', 'Gaming-Controller', 'console'],
  ['Home-Entertainment.84214.8429', 'Headsets', 'Gaming-Headsets', 'headphones'],
  ['Home-Entertainment.SmartHome', 'Smart Home', 'Smart Home', 'smart-home', { en: 'Smart home solutions for light, doors and windows or heating.', de: 'Smart-Home-Lösungen für Licht, Türen und Fenster oder die Heizung.' }],

  ['office', 'Office Equipment', 'Büroausstattung', 'chair', { en: 'Furniture, paper, printers and presentation technology for the office and the home office.', de: 'Möbel, Papier, Drucker und Präsentationstechnik für Büro und Homeoffice.' }],
  ['office.furniture', 'Office Furniture', 'Büromöbel', 'chair'],
  ['office.furniture.chairs', 'Office Chairs', 'Bürostühle', 'chair'],
  ['office.furniture.desks', 'Desks', 'Schreibtische', 'desk'],
  ['office.furniture.accessories', 'Workplace Accessories', 'Arbeitsplatzzubehör', 'desk'],
  ['office.paper', 'Paper & Labels', 'Papier & Etiketten', 'paper'],
  ['office.paper.copy-paper', 'Copy Paper', 'Kopierpapier', 'paper'],
  ['office.paper.photo-paper', 'Photo Paper', 'Fotopapier', 'paper'],
  ['office.paper.labels', 'Labels', 'Etiketten', 'paper'],
  ['office.printers', 'Office Printers', 'Bürodrucker', 'printer'],
  ['office.presentation', 'Projectors & Presentation', 'Beamer & Präsentation', 'projector'],
  ['office.machines', 'Office Machines', 'Bürogeräte', 'generic'],

  ['networks', 'Networks', 'Netzwerk', 'router', { en: 'Firewalls, switches, routers and access points for secure business networks.', de: 'Firewalls, Switches, Router und Access Points für sichere Firmennetzwerke.' }],
  ['networks.firewalls', 'Firewalls', 'Firewalls', 'firewall'],
  ['networks.switches', 'Switches', 'Switches', 'router'],
  ['networks.routers', 'Routers', 'Router', 'router'],
  ['networks.access-points', 'Access Points', 'Access Points', 'router'],

  ['servers', 'Servers', 'Server', 'server', { en: 'Rack and tower servers, storage systems and rack consoles for the data centre.', de: 'Rack- und Tower-Server, Speichersysteme und Rack-Konsolen für das Rechenzentrum.' }],
  ['servers.rack-servers', 'Rack Servers', 'Rack-Server', 'server'],
  ['servers.tower-servers', 'Tower Servers', 'Tower-Server', 'server'],
  ['servers.storage-systems', 'Storage Systems', 'Speichersysteme', 'storage'],
  ['servers.servers-rack-consoles', 'Rack Consoles', 'Rack-Konsolen', 'monitor'],

  ['Specials', 'Specials', 'Specials', 'generic', { en: 'Special products and services.', de: 'Besondere Produkte und Services.' }],
  ['Specials.HotDeals', 'Hot Deals', 'Top-Angebote', 'generic', { en: 'Hot deals: reduced prices while stocks last.', de: 'Top-Angebote: reduzierte Preise, solange der Vorrat reicht.' }],
  ['Specials.NewProducts', 'New Products', 'Neuheiten', 'generic', { en: 'The latest additions to our range.', de: 'Die neuesten Produkte in unserem Sortiment.' }],
  ['Specials.TopSellers', 'Top Sellers', 'Bestseller', 'generic', { hidden: true, en: 'The products our customers buy and rate most.', de: 'Die Produkte, die unsere Kunden am häufigsten kaufen und bewerten.' }],
];

function parentOf(uniqueId: string): string | null {
  const cut = uniqueId.lastIndexOf('.');
  return cut < 0 ? null : uniqueId.slice(0, cut);
}

const NAMES = new Map<string, Localized>(ROWS.map(([id, en, de]) => [id, L(en, de)]));

export function categoryName(uniqueId: string): Localized {
  const name = NAMES.get(uniqueId);
  if (!name) throw new Error(`Unknown category ${uniqueId}`);
  return name;
}

export function categoryExists(uniqueId: string): boolean {
  return NAMES.has(uniqueId);
}

export function buildCategories(): SeedCategory[] {
  const positions = new Map<string | null, number>();
  return ROWS.map(([uniqueId, en, de, imageKind, extra = {}]) => {
    const parent = parentOf(uniqueId);
    const position = (positions.get(parent) ?? 0) + 1;
    positions.set(parent, position);
    const description = L(
      extra.en ?? `${en}: compare models, technical data and prices, with delivery from stock.`,
      extra.de ?? `${de}: Modelle, technische Daten und Preise vergleichen – Lieferung ab Lager.`,
    );
    return {
      id: parent === null ? uniqueId : uniqueId.slice(parent.length + 1),
      parent,
      name: L(en, de),
      description,
      showInMenu: !extra.hidden,
      position,
      seo: {
        title: L(`${en} | inSPIRED inTRONICS`, `${de} | inSPIRED inTRONICS`),
        description,
      },
      imageKind,
    };
  });
}
