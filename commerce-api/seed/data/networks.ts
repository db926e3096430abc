// networks and servers: the B2B end of the catalogue. The firewalls 859910, 3459777 and
// 3542794 are the ones the ICM demo's order template tests use; servers are the most
// expensive items, with long delivery times and order limits.
import type { Localized, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { colorHex, colorName, compound, deNum, groupThousands, L, type ColorKey } from './localize';
import { item, type Money, type ProductInput, type RowExtras, highlight as hl } from './product-builder';

const NET = attributeSet({
  DeviceType: def('Device type', 'Gerätetyp', 'String', { facet: true }),
  FirewallThroughput: def('Firewall throughput', 'Firewall-Durchsatz', 'Double', { unit: 'Gbit/s', facet: true }),
  VpnThroughput: def('VPN throughput', 'VPN-Durchsatz', 'Double', { unit: 'Gbit/s' }),
  WifiStandard: def('Wi-Fi standard', 'WLAN-Standard', 'String', { facet: true }),
  MaxWifiSpeed: def('Maximum Wi-Fi speed', 'Maximale WLAN-Geschwindigkeit', 'Integer', { unit: 'Mbit/s' }),
  LanPorts: def('LAN ports', 'LAN-Anschlüsse', 'Integer', { facet: true }),
  PoE: def('Power over Ethernet', 'Power over Ethernet', 'Boolean', { facet: true }),
  Management: def('Management', 'Verwaltung', 'String', { facet: true }),
  Modem: def('Built-in modem', 'Integriertes Modem', 'String', { facet: true }),
  RecommendedUsers: def('Recommended users', 'Empfohlene Benutzer', 'Integer'),
  FormFactor: def('Form factor', 'Bauform', 'String', { facet: true }),
  Color: COMMON.Color,
});

const SERVER = attributeSet({
  Processor: def('Processor', 'Prozessor', 'String', { facet: true }),
  Memory: def('Memory', 'Arbeitsspeicher', 'Integer', { unit: 'GB', facet: true }),
  StorageConfiguration: def('Storage configuration', 'Speicherausstattung', 'String'),
  DriveBays: def('Drive bays', 'Laufwerksschächte', 'Integer', { facet: true }),
  FormFactor: def('Form factor', 'Bauform', 'String', { facet: true }),
  PowerSupply: def('Power supply', 'Stromversorgung', 'String'),
  ScreenSize: def('Screen size', 'Bildschirmdiagonale', 'Double', { unit: 'in' }),
  KvmPorts: def('KVM ports', 'KVM-Anschlüsse', 'Integer'),
  Warranty: COMMON.Warranty,
});

const FORM = {
  desktop: L('Desktop', 'Desktop'), rack1u: L('1U rack', '1 HE Rack'), rack2u: L('2U rack', '2 HE Rack'), tower: L('Tower', 'Tower'), wall: L('Wall/ceiling', 'Wand/Decke'),
};

type Extra = RowExtras;
function extras(e: Extra = {}): Partial<ProductInput> {
  const { cats: _c, hl: _h, ...rest } = e;
  return rest;
}

// --- firewalls -------------------------------------------------------------------------

type FirewallRow = [sku: string, brand: string, model: string, fw: number, vpn: number, ports: number, users: number, form: keyof typeof FORM, price: Money, extra?: Extra];

const FIREWALLS: FirewallRow[] = [
  ['859910', 'Fortinet', 'FortiGate 40F', 5, 4.4, 5, 25, 'desktop', 479, { docs: ['datasheet'], scaled: [[5, 459], [10, 439]], rating: { average: 4.5, count: 6 }, hl: L('The security processor SoC4 delivers next-generation firewall performance at branch-office prices.', 'Der Security-Prozessor SoC4 liefert Next-Generation-Firewall-Leistung zu Filialpreisen.') }],
  ['3459777', 'Cisco', 'Meraki MX67 Security Appliance', 0.6, 0.3, 5, 50, 'desktop', 749, { docs: ['datasheet'], hl: L('Managed entirely from the Meraki cloud dashboard; licence sold separately.', 'Vollständig über das Meraki-Cloud-Dashboard verwaltet; Lizenz separat erhältlich.') }],
  ['3542794', 'SonicWall', 'TZ270', 2, 0.75, 8, 50, 'desktop', 649, { hl: L('Zero-touch deployment and SD-WAN for small offices.', 'Zero-Touch-Bereitstellung und SD-WAN für kleine Büros.') }],
  ['8599107', 'Fortinet', 'FortiGate 100F', 20, 11.5, 22, 250, 'rack1u', 3290, { docs: ['manual', 'datasheet'], ship: [3, 7], order: { max: 10 }, hl: L('Two 10 GbE SFP+ slots and redundant power for the head office.', 'Zwei 10-GbE-SFP+-Slots und redundante Stromversorgung für die Zentrale.') }],
  ['8599114', 'Sophos', 'XGS 116', 3.9, 1.8, 9, 75, 'desktop', [999, 1149], { hl: L('Xstream architecture with TLS inspection and Sophos Central management.', 'Xstream-Architektur mit TLS-Inspektion und Verwaltung über Sophos Central.') }],
  ['8599121', 'Zyxel', 'USG FLEX 100', 0.9, 0.27, 5, 25, 'desktop', 349, { hl: L('A unified security gateway for small businesses, with a one-year UTM bundle.', 'Ein Unified Security Gateway für kleine Unternehmen, mit einjährigem UTM-Paket.') }],
  ['8599138', 'Cisco', 'Firepower 1010', 2, 0.4, 8, 50, 'desktop', 899, { hl: L('Eight ports, two of them PoE+, for phones and access points.', 'Acht Ports, davon zwei mit PoE+, für Telefone und Access Points.') }],
];

function firewall(r: FirewallRow): SeedProduct {
  const [sku, brand, model, fw, vpn, ports, users, form, price, e] = r;
  return item({
    sku, brand, model, drawing: 'firewall', color: brand === 'Fortinet' ? '#c8283a' : brand === 'Sophos' ? '#1f4e8c' : '#3b3e42',
    short: L(`Next-generation firewall, ${fw} Gbit/s, ${ports} LAN ports, up to ${users} users`, `Next-Generation-Firewall, ${deNum(fw)} Gbit/s, ${ports} LAN-Ports, bis ${users} Benutzer`),
    long: L(`The ${brand} ${model} protects networks with up to ${users} users: ${fw} Gbit/s firewall and ${vpn} Gbit/s IPsec VPN throughput, intrusion prevention and application control.${hl(e, 'en')}`,
      `Die ${brand} ${model} schützt Netzwerke mit bis zu ${users} Benutzern: ${deNum(fw)} Gbit/s Firewall- und ${deNum(vpn)} Gbit/s IPsec-VPN-Durchsatz, Intrusion Prevention und Anwendungskontrolle.${hl(e, 'de')}`),
    categories: ['networks.firewalls', ...(e?.cats ?? [])],
    attributes: NET({ DeviceType: L('Firewall', 'Firewall'), FirewallThroughput: fw, VpnThroughput: vpn, LanPorts: ports, RecommendedUsers: users, FormFactor: FORM[form] }),
    price, ...extras(e),
  });
}

// --- switches, routers, access points --------------------------------------------------

const MGMT = { unmanaged: L('Unmanaged', 'Unmanaged'), smart: L('Smart managed', 'Smart Managed'), managed: L('Fully managed', 'Managed'), cloud: L('Cloud managed', 'Cloud-verwaltet') };
type SwitchRow = [sku: string, brand: string, model: string, ports: number, poe: boolean, mgmt: keyof typeof MGMT, form: keyof typeof FORM, price: Money, hl: Localized, extra?: Extra];

const SWITCHES: SwitchRow[] = [
  ['8599145', 'Cisco', 'Catalyst 1000-24T-4G-L', 24, false, 'managed', 'rack1u', 999, L('Four gigabit SFP uplinks and a CLI familiar to every network admin.', 'Vier Gigabit-SFP-Uplinks und eine CLI, die jeder Netzwerkadministrator kennt.'), { docs: ['datasheet'] }],
  ['0606449', 'Netgear', 'GS308', 8, false, 'unmanaged', 'desktop', 24.99, L('Plug in and go: no configuration needed.', 'Einstecken und loslegen: keine Konfiguration nötig.'), { scaled: [[10, 22.99], [50, 19.99]] }],
  ['0606456', 'Netgear', 'GS108E', 8, false, 'smart', 'desktop', 39.99, L('VLANs and QoS for the small office.', 'VLANs und QoS für das kleine Büro.'), { scaled: [[10, 36.99]] }],
  ['6935364', 'TP-Link', 'TL-SG1024D', 24, false, 'unmanaged', 'rack1u', 79, L('A fanless 24-port switch for the rack or the desk.', 'Ein lüfterloser 24-Port-Switch für Rack oder Schreibtisch.')],
  ['1909150', 'HPE Aruba', 'Instant On 1930 24G Class4 PoE', 24, true, 'smart', 'rack1u', 449, L('195 W PoE budget for access points, cameras and phones.', '195 W PoE-Budget für Access Points, Kameras und Telefone.'), { docs: ['datasheet'] }],
  ['8177820', 'Ubiquiti', 'UniFi Switch Pro 24 PoE', 24, true, 'cloud', 'rack1u', [799, 899], L('Layer 3 routing and 400 W PoE, managed in the UniFi Network app.', 'Layer-3-Routing und 400 W PoE, verwaltet in der UniFi-Network-App.')],
];

function networkSwitch(r: SwitchRow): SeedProduct {
  const [sku, brand, model, ports, poe, mgmt, form, price, hlText, e] = r;
  return item({
    sku, brand, model, drawing: 'router', color: brand === 'Netgear' ? '#2b4f81' : '#3b3e42', views: ['front', 'back'],
    short: L(`${MGMT[mgmt].en_US} Gigabit switch, ${ports} ports${poe ? ', PoE+' : ''}, ${FORM[form].en_US}`, `${MGMT[mgmt].de_DE} Gigabit-Switch, ${ports} Ports${poe ? ', PoE+' : ''}, ${FORM[form].de_DE}`),
    long: L(`The ${brand} ${model} connects ${ports} devices at gigabit speed${poe ? ' and powers them over Ethernet' : ''}. ${hlText.en_US}`,
      `Der ${brand} ${model} verbindet ${ports} Geräte mit Gigabit-Geschwindigkeit${poe ? ' und versorgt sie per Ethernet mit Strom' : ''}. ${hlText.de_DE}`),
    categories: ['networks.switches', ...(e?.cats ?? [])],
    attributes: NET({ DeviceType: L('Switch', 'Switch'), LanPorts: ports, PoE: poe, Management: MGMT[mgmt], FormFactor: FORM[form] }),
    price, ...extras(e),
  });
}

const MODEM = { dsl: L('DSL (VDSL2 supervectoring)', 'DSL (VDSL2-Supervectoring)'), cable: L('Cable (DOCSIS 3.1)', 'Kabel (DOCSIS 3.1)'), none: L('None', 'Keins') };
type WifiRow = [sku: string, brand: string, model: string, type: 'router' | 'ap', wifi: string, speed: number, ports: number, modem: keyof typeof MODEM | null,
  poe: boolean, color: ColorKey, price: Money, hl: Localized, extra?: Extra];

const WIFI: WifiRow[] = [
  ['4023132', 'AVM', 'FRITZ!Box 7590 AX', 'router', 'Wi-Fi 6', 3600, 4, 'dsl', false, 'white', 239, L('DECT base station, telephone system and Mesh in one box.', 'DECT-Basis, Telefonanlage und Mesh in einem Gerät.'), { docs: ['manual'] }],
  ['4023149', 'AVM', 'FRITZ!Box 6690 Cable', 'router', 'Wi-Fi 6', 3000, 5, 'cable', false, 'white', 279, L('A 2.5 Gbit/s LAN port for fast cable connections.', 'Ein 2,5-Gbit/s-LAN-Port für schnelle Kabelanschlüsse.')],
  ['4711387', 'Asus', 'RT-AX88U Pro', 'router', 'Wi-Fi 6', 6000, 8, 'none', false, 'black', 299, L('Two 2.5 Gbit ports and AiMesh for gamers and power users.', 'Zwei 2,5-Gbit-Ports und AiMesh für Gamer und Power-User.')],
  ['0606463', 'Netgear', 'Nighthawk RAX50', 'router', 'Wi-Fi 6', 5400, 4, 'none', false, 'black', 219, L('Six streams of Wi-Fi 6 for busy households.', 'Sechs Wi-Fi-6-Datenströme für volle Haushalte.')],
  ['6935371', 'TP-Link', 'Archer AX55', 'router', 'Wi-Fi 6', 3000, 4, 'none', false, 'black', 89, L('HomeShield security and OneMesh at an entry-level price.', 'HomeShield-Sicherheit und OneMesh zum Einstiegspreis.')],
  ['8599152', 'Cisco', 'RV340 Dual WAN VPN Router', 'router', 'None', 0, 4, 'none', false, 'black', 299, L('Dual WAN with load balancing and failover for branch offices.', 'Dual-WAN mit Lastverteilung und Failover für Filialen.'), { cats: ['networks.firewalls'] }],
  ['8177837', 'Ubiquiti', 'UniFi U6 Pro', 'ap', 'Wi-Fi 6', 5300, 1, null, true, 'white', 159, L('Ceiling-mounted, PoE-powered and managed in the UniFi app.', 'Deckenmontage, Stromversorgung per PoE und Verwaltung in der UniFi-App.'), { scaled: [[5, 152.99], [20, 145.99]] }],
  ['6935388', 'TP-Link', 'Omada EAP650', 'ap', 'Wi-Fi 6', 3000, 1, null, true, 'white', 99, L('Seamless roaming and central management with the Omada controller.', 'Nahtloses Roaming und zentrale Verwaltung mit dem Omada-Controller.'), { scaled: [[5, 94.99], [20, 89.99]] }],
  ['1909167', 'HPE Aruba', 'Instant On AP22', 'ap', 'Wi-Fi 6', 1774, 1, null, true, 'white', 129, L('Set up in minutes with the Instant On mobile app.', 'In Minuten mit der Instant-On-App eingerichtet.')],
  ['0606470', 'Netgear', 'WAX615', 'ap', 'Wi-Fi 6', 3000, 1, null, true, 'white', 199, L('Insight cloud management and WPA3 security.', 'Insight-Cloud-Verwaltung und WPA3-Sicherheit.')],
  ['8599169', 'Cisco', 'Meraki MR36', 'ap', 'Wi-Fi 6', 1700, 1, null, true, 'white', 449, L('A dedicated scanning radio for wireless security and RF optimisation.', 'Ein eigenes Scan-Radio für WLAN-Sicherheit und Funkoptimierung.'), { docs: ['datasheet'] }],
];

function wifi(r: WifiRow): SeedProduct {
  const [sku, brand, model, type, wifiStandard, speed, ports, modem, poe, color, price, hlText, e] = r;
  const router = type === 'router';
  const kind = router ? L('router', 'Router') : L('access point', 'Access Point');
  const radio = speed > 0;
  return item({
    sku, brand, model, drawing: 'router', color: colorHex(color),
    short: router
      ? L(`${radio ? `${wifiStandard} router, up to ${groupThousands(speed, 'en')} Mbit/s` : 'Wired VPN router'}, ${ports} LAN ports${modem && modem !== 'none' ? `, ${MODEM[modem].en_US} modem` : ''}`,
        `${radio ? `${compound(wifiStandard)}-Router, bis ${groupThousands(speed, 'de')} Mbit/s` : 'Kabelgebundener VPN-Router'}, ${ports} LAN-Ports${modem && modem !== 'none' ? `, Modem: ${MODEM[modem].de_DE}` : ''}`)
      : L(`${wifiStandard} access point, up to ${groupThousands(speed, 'en')} Mbit/s, PoE powered`, `${compound(wifiStandard)}-Access-Point, bis ${groupThousands(speed, 'de')} Mbit/s, Stromversorgung per PoE`),
    long: L(`The ${brand} ${model} is a ${kind.en_US}${radio ? ` with ${wifiStandard} and up to ${groupThousands(speed, 'en')} Mbit/s` : ''}. ${hlText.en_US}`,
      `${model.startsWith('FRITZ!Box') ? 'Die' : 'Der'} ${brand} ${model} ist ein ${kind.de_DE}${radio ? ` mit ${wifiStandard} und bis zu ${groupThousands(speed, 'de')} Mbit/s` : ''}. ${hlText.de_DE}`),
    categories: [router ? 'networks.routers' : 'networks.access-points', ...(e?.cats ?? [])],
    attributes: NET({
      DeviceType: router ? L('Router', 'Router') : L('Access point', 'Access Point'), WifiStandard: radio ? wifiStandard : null, MaxWifiSpeed: radio ? speed : null,
      LanPorts: ports, PoE: poe, Modem: modem ? MODEM[modem] : null, FormFactor: router ? FORM.desktop : FORM.wall, Color: colorName(color),
    }),
    price, ...extras(e),
  });
}

// --- servers ---------------------------------------------------------------------------

/** Technical strings written in English ("32 cores", "1.92 TB", "redundant") in German notation. */
function germanSpec(text: string): string {
  return text.replace(/(\d+) cores/g, '$1 Kerne').replace(/(\d)\.(\d)/g, '$1,$2').replace('redundant', 'redundant ausgelegt').replace('Dual active controllers', 'Zwei aktive Controller');
}

type ServerRow = [sku: string, brand: string, model: string, cat: string, form: keyof typeof FORM, cpu: string, ram: number, storage: string, bays: number,
  psu: string, price: Money, extra?: Extra];
const SRV = 'servers';
const B2B_SERVER: Extra = { ship: [10, 15], order: { max: 5 }, docs: ['manual', 'datasheet', 'safety'] };

const SERVERS: ServerRow[] = [
  ['3440185', 'Dell', 'PowerEdge R760', `${SRV}.rack-servers`, 'rack2u', '2x Intel Xeon Gold 6430 (32 cores)', 512, '8x 1.92 TB NVMe SSD', 24, '2x 1400 W redundant', 24990, { ...B2B_SERVER, rating: { average: 5, count: 2 } }],
  ['1909174', 'HPE', 'ProLiant DL380 Gen11', `${SRV}.rack-servers`, 'rack2u', '2x Intel Xeon Gold 6448Y (32 cores)', 512, '6x 3.84 TB SAS SSD', 24, '2x 1600 W redundant', 21450, B2B_SERVER],
  ['2560192', 'Lenovo', 'ThinkSystem SR650 V3', `${SRV}.rack-servers`, 'rack2u', '2x Intel Xeon Gold 6438N (32 cores)', 384, '8x 1.92 TB SAS SSD', 24, '2x 1100 W redundant', [22890, 25490], B2B_SERVER],
  ['3440192', 'Dell', 'PowerEdge R660xs', `${SRV}.rack-servers`, 'rack1u', '2x Intel Xeon Silver 4410Y (12 cores)', 128, '4x 960 GB SATA SSD', 10, '2x 800 W redundant', 8990, { ...B2B_SERVER, ship: [5, 10] }],
  ['1909181', 'HPE', 'ProLiant DL20 Gen10 Plus', `${SRV}.rack-servers`, 'rack1u', 'Intel Xeon E-2314 (4 cores)', 16, '2x 480 GB SATA SSD', 4, '1x 290 W', 2390, { docs: ['datasheet'], ship: [3, 7] }],
  ['4059595', 'Fujitsu', 'PRIMERGY RX2540 M7', `${SRV}.rack-servers`, 'rack2u', '2x Intel Xeon Gold 5415+ (8 cores)', 256, '4x 1.92 TB SAS SSD', 12, '2x 900 W redundant', 12790, B2B_SERVER],
  ['3440208', 'Dell', 'PowerEdge T150', `${SRV}.tower-servers`, 'tower', 'Intel Xeon E-2314 (4 cores)', 16, '2x 2 TB SATA HDD', 4, '1x 300 W', 1490, { docs: ['datasheet'], ship: [3, 7] }],
  ['1909198', 'HPE', 'ProLiant ML30 Gen11', `${SRV}.tower-servers`, 'tower', 'Intel Xeon E-2434 (4 cores)', 32, '2x 960 GB SATA SSD', 8, '1x 350 W', 1690, { ship: [3, 7] }],
  ['2560208', 'Lenovo', 'ThinkSystem ST50 V2', `${SRV}.tower-servers`, 'tower', 'Intel Xeon E-2324G (4 cores)', 16, '2x 1 TB SATA HDD', 4, '1x 500 W', 1190, { ship: [3, 7] }],
];

function server(r: ServerRow): SeedProduct {
  const [sku, brand, model, cat, form, cpu, ram, storage, bays, psu, price, e] = r;
  return item({
    sku, brand, model, drawing: 'server', color: '#3b3e42',
    short: L(`${FORM[form].en_US} server, ${cpu}, ${ram} GB RAM, ${storage}`, `${compound(FORM[form].de_DE)}-Server, ${germanSpec(cpu)}, ${ram} GB RAM, ${germanSpec(storage)}`),
    long: L(`The ${brand} ${model} is a ${form === 'tower' ? 'tower' : FORM[form].en_US} server for virtualisation, databases and business applications: ${cpu}, ${ram} GB of memory and ${storage} in ${bays} drive bays; power supply: ${psu}. Delivered pre-configured and tested; on-site installation on request.`,
      `Der ${brand} ${model} ist ein ${compound(FORM[form].de_DE)}-Server für Virtualisierung, Datenbanken und Geschäftsanwendungen: ${germanSpec(cpu)}, ${ram} GB Arbeitsspeicher und ${germanSpec(storage)} in ${bays} Laufwerksschächten; Stromversorgung: ${germanSpec(psu)}. Lieferung vorkonfiguriert und getestet; Installation vor Ort auf Anfrage.`),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: SERVER({ Processor: cpu, Memory: ram, StorageConfiguration: storage, DriveBays: bays, FormFactor: FORM[form], PowerSupply: psu, Warranty: 36 }),
    price, ...extras(e),
  });
}

type StorageRow = [sku: string, brand: string, model: string, form: keyof typeof FORM, bays: number, cpu: string, ram: number, price: Money, hl: Localized, extra?: Extra];
const STORAGE_SYSTEMS: StorageRow[] = [
  ['4711174', 'Synology', 'DiskStation DS923+', 'desktop', 4, 'AMD Ryzen R1600', 4, 599, L('Btrfs snapshots and Active Backup for your PCs and Microsoft 365.', 'Btrfs-Snapshots und Active Backup für Ihre PCs und Microsoft 365.')],
  ['4713213', 'QNAP', 'TS-464', 'desktop', 4, 'Intel Celeron N5095', 8, 549, L('Two 2.5 GbE ports and two M.2 NVMe slots for SSD caching.', 'Zwei 2,5-GbE-Ports und zwei M.2-NVMe-Slots für SSD-Caching.')],
  ['4711181', 'Synology', 'RackStation RS1221+', 'rack2u', 8, 'AMD Ryzen V1500B', 4, 1390, L('Eight bays in 2U for growing businesses.', 'Acht Schächte auf 2 HE für wachsende Unternehmen.'), { ship: [3, 7] }],
  ['3440215', 'Dell', 'PowerVault ME5012', 'rack2u', 12, 'Dual active controllers', 16, 27900, L('A SAN array with 12 Gb SAS, iSCSI and Fibre Channel host ports.', 'Ein SAN-Speichersystem mit 12-Gb-SAS-, iSCSI- und Fibre-Channel-Hostanschlüssen.'), { ...B2B_SERVER, stock: 0, availableDate: '2027-01-15' }],
];

function storageSystem(r: StorageRow): SeedProduct {
  const [sku, brand, model, form, bays, cpu, ram, price, hlText, e] = r;
  return item({
    sku, brand, model, drawing: 'storage', color: form === 'desktop' ? '#2b2f36' : '#3b3e42',
    short: L(`${bays}-bay ${form === 'desktop' ? 'NAS' : 'storage system'}, ${FORM[form].en_US}, ${cpu}, ${ram} GB RAM, without drives`, `${bays}-Schacht-${form === 'desktop' ? 'NAS' : 'Speichersystem'}, ${FORM[form].de_DE}, ${germanSpec(cpu)}, ${ram} GB RAM, ohne Festplatten`),
    long: L(`Central storage for files, backups and virtual machines with ${bays} drive bays. ${hlText.en_US}`, `Zentraler Speicher für Dateien, Backups und virtuelle Maschinen mit ${bays} Laufwerksschächten. ${hlText.de_DE}`),
    categories: [`${SRV}.storage-systems`, ...(e?.cats ?? [])],
    attributes: SERVER({ Processor: cpu, Memory: ram, DriveBays: bays, FormFactor: FORM[form] }),
    price, ...extras(e),
  });
}

type ConsoleRow = [sku: string, brand: string, model: string, screen: number | null, kvm: number, price: Money, hl: Localized, extra?: Extra];
const CONSOLES: ConsoleRow[] = [
  ['3440222', 'Dell', 'DKMMLED185 18.5" LED KMM Console', 18.5, 1, 1399, L('Monitor, keyboard and touchpad fold into 1U of rack space.', 'Monitor, Tastatur und Touchpad klappen in 1 HE Rackplatz.'), { docs: ['manual'] }],
  ['1909204', 'HPE', 'LCD8500 1U Rack Console Kit', 18.5, 1, 1799, L('An 18.5-inch LCD with full keyboard for HPE racks.', 'Ein 18,5-Zoll-LCD mit vollwertiger Tastatur für HPE-Racks.')],
  ['2560215', 'Lenovo', 'ThinkSystem 18.5" LCD Console', 18.5, 1, 1299, L('Rails included for standard 19-inch racks.', 'Schienen für Standard-19-Zoll-Racks inklusive.')],
  ['0657459', 'StarTech', '1U 17" Rack Console with 8-Port KVM', 17, 8, [849, 949], L('Control eight servers from one drawer.', 'Steuern Sie acht Server aus einer Schublade.')],
  ['8599176', 'Raritan', 'Dominion KX IV-101 KVM-over-IP', null, 1, 2690, L('Remote BIOS-level access to a server over the network in 4K.', 'Fernzugriff auf BIOS-Ebene über das Netzwerk in 4K.'), { ship: [5, 10] }],
];

function rackConsole(r: ConsoleRow): SeedProduct {
  const [sku, brand, model, screen, kvm, price, hlText, e] = r;
  return item({
    sku, brand, model, drawing: screen ? 'monitor' : 'server', color: '#2b2f36',
    short: screen ? L(`1U rack console, ${screen}" display, keyboard, touchpad${kvm > 1 ? `, ${kvm}-port KVM` : ''}`, `1-HE-Rackkonsole, ${deNum(screen)}"-Display, Tastatur, Touchpad${kvm > 1 ? `, ${kvm}-Port-KVM` : ''}`)
      : L('KVM-over-IP switch for one server', 'KVM-over-IP-Switch für einen Server'),
    long: L(`Local or remote console access for the server rack. ${hlText.en_US}`, `Lokaler oder entfernter Konsolenzugriff für das Serverrack. ${hlText.de_DE}`),
    categories: [`${SRV}.servers-rack-consoles`, ...(e?.cats ?? [])],
    attributes: SERVER({ FormFactor: FORM.rack1u, ScreenSize: screen, KvmPorts: kvm }),
    price, ...extras(e),
  });
}

export function buildNetworks(): SeedProduct[] {
  return [...FIREWALLS.map(firewall), ...SWITCHES.map(networkSwitch), ...WIFI.map(wifi)];
}

export function buildServers(): SeedProduct[] {
  return [...SERVERS.map(server), ...STORAGE_SYSTEMS.map(storageSystem), ...CONSOLES.map(rackConsole)];
}
