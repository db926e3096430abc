// Home-Entertainment: TVs, projectors, headphones, loudspeakers, home cinema, media and
// record players, remote controls and gaming. The LED TVs 5777062 and 4747809 are the
// ICM demo's warranty products.
import type { Localized, SeedAttribute, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { article, colorHex, colorName, compound, deNum, groupThousands, L, same, type ColorKey } from './localize';
import { buildVariationFamily, item, leadIn, type Money, type ProductInput, type RowExtras, highlight as hl } from './product-builder';
import { colorAxis, colorValue, inchValue, screenSizeAxis } from './variation-axes';

const H = 'Home-Entertainment';

const TV = attributeSet({
  ScreenSize: def('Screen size', 'Bildschirmdiagonale', 'Double', { unit: 'in', facet: true }),
  DisplayResolution: def('Resolution', 'Auflösung', 'String', { facet: true }),
  PanelType: def('Panel type', 'Paneltyp', 'String', { facet: true }),
  RefreshRate: def('Refresh rate', 'Bildwiederholrate', 'Integer', { unit: 'Hz', facet: true }),
  HDR: def('HDR formats', 'HDR-Formate', 'String'),
  SmartTV: def('Smart TV', 'Smart-TV', 'Boolean', { facet: true }),
  OperatingSystem: def('Operating system', 'Betriebssystem', 'String', { facet: true }),
  EnergyClass: COMMON.EnergyClass,
  Color: COMMON.Color,
});

const PROJECTOR = attributeSet({
  Brightness: def('Brightness', 'Helligkeit', 'Integer', { unit: 'lm', facet: true }),
  DisplayResolution: def('Resolution', 'Auflösung', 'String', { facet: true }),
  ProjectionTechnology: def('Projection technology', 'Projektionstechnik', 'String', { facet: true }),
  LightSource: def('Light source', 'Lichtquelle', 'String', { facet: true }),
  ContrastRatio: def('Contrast ratio', 'Kontrastverhältnis', 'String'),
  LightSourceLife: def('Light source life', 'Lebensdauer der Lichtquelle', 'Integer', { unit: 'h' }),
  Color: COMMON.Color,
  Weight: COMMON.Weight,
});

const AUDIO = attributeSet({
  HeadphoneType: def('Headphone type', 'Kopfhörertyp', 'String', { facet: true }),
  SpeakerType: def('Speaker type', 'Lautsprechertyp', 'String', { facet: true }),
  NoiseCancelling: def('Noise cancelling', 'Geräuschunterdrückung', 'Boolean', { facet: true }),
  Connection: def('Connection', 'Verbindung', 'String', { facet: true }),
  OutputPower: def('Output power', 'Ausgangsleistung', 'Integer', { unit: 'W' }),
  WaterResistance: def('Water resistance', 'Wasserschutz', 'String'),
  BatteryLife: def('Battery life', 'Akkulaufzeit', 'Double', { unit: 'h' }),
  Color: COMMON.Color,
  Weight: COMMON.Weight,
});

const MEDIA = attributeSet({
  DeviceType: def('Device type', 'Gerätetyp', 'String', { facet: true }),
  Platform: def('Platform', 'Plattform', 'String', { facet: true }),
  DisplayResolution: def('Resolution', 'Auflösung', 'String', { facet: true }),
  Storage: def('Storage', 'Speicher', 'Integer', { unit: 'GB', facet: true }),
  Connection: def('Connection', 'Verbindung', 'String', { facet: true }),
  Color: COMMON.Color,
});

interface Extra extends RowExtras {
  home?: string;
}
function extras(e: Extra = {}): Partial<ProductInput> {
  const { cats: _c, hl: _h, home: _home, ...rest } = e;
  return rest;
}

// --- TVs -------------------------------------------------------------------------------

type TvRow = [sku: string, brand: string, model: string, size: number, res: string, panel: string, hz: number, hdr: string | null,
  os: string | null, energy: string, color: ColorKey, price: Money, extra?: Extra];
const TVS = `${H}.220`;

const TV_ROWS: TvRow[] = [
  ['5777062', 'LG', '50UR78006LK', 50, '4K UHD', 'LED', 60, 'HDR10, HLG', 'webOS 23', 'F', 'black', 568.52, { usd: 614, fixedPrice: true, docs: ['manual', 'safety'], hl: L('The α5 AI processor upscales HD content to 4K.', 'Der α5-KI-Prozessor rechnet HD-Inhalte auf 4K hoch.') }],
  ['4747809', 'Philips', '43PUS8118/12', 43, '4K UHD', 'LED', 60, 'HDR10+, Dolby Vision', 'Titan OS', 'F', 'black', 475.23, { usd: 513.25, fixedPrice: true, docs: ['manual'], hl: L('Three-sided Ambilight extends the picture onto the wall.', 'Dreiseitiges Ambilight verlängert das Bild an die Wand.') }],
  ['4548736', 'Sony', 'Bravia XR-65A80L', 65, '4K UHD', 'OLED', 120, 'HDR10, HLG, Dolby Vision', 'Google TV', 'G', 'black', [2199, 2599], { docs: ['manual', 'datasheet'], hl: L('Acoustic Surface Audio+ turns the whole screen into a speaker.', 'Acoustic Surface Audio+ macht den ganzen Bildschirm zum Lautsprecher.') }],
  ['4548743', 'Sony', 'Bravia 7 K-55XR70', 55, '4K UHD', 'Mini LED', 120, 'HDR10, HLG, Dolby Vision', 'Google TV', 'G', 'black', 1299, { hl: L('Mini LED backlight with XR Backlight Master Drive.', 'Mini-LED-Hintergrundbeleuchtung mit XR Backlight Master Drive.') }],
  ['8718863', 'Philips', '55OLED808/12', 55, '4K UHD', 'OLED', 120, 'HDR10+, Dolby Vision', 'Google TV', 'F', 'silver', 1399, { docs: ['manual'], hl: L('Four-sided Ambilight and a 120 Hz panel for gaming.', 'Vierseitiges Ambilight und ein 120-Hz-Panel für Gaming.') }],
  ['5025232', 'Panasonic', 'TX-55MZW984', 55, '4K UHD', 'OLED', 120, 'HDR10+, Dolby Vision IQ', 'my Home Screen 8', 'G', 'black', 1899, { hl: L('Calibrated in Hollywood for a picture as the director intended.', 'In Hollywood kalibriert – für ein Bild, wie der Regisseur es wollte.') }],
  ['5901292', 'TCL', '55C745', 55, '4K UHD', 'QLED', 144, 'HDR10+, Dolby Vision IQ', 'Google TV', 'G', 'grey', [599, 699], { hl: L('144 Hz with Game Master Pro for next-gen consoles.', '144 Hz mit Game Master Pro für Konsolen der neuen Generation.') }],
  ['6942147', 'Hisense', '65U8KQ', 65, '4K UHD', 'Mini LED', 144, 'HDR10+, Dolby Vision IQ', 'VIDAA U7', 'G', 'grey', 999, { hl: L('Up to 1,500 nits peak brightness for bright living rooms.', 'Bis zu 1.500 Nits Spitzenhelligkeit für helle Wohnzimmer.') }],
  ['8806187', 'Samsung', 'The Frame QE55LS03B', 55, '4K UHD', 'QLED', 100, 'HDR10+', 'Tizen', 'G', 'black', 1199, { hl: L('Shows works of art when off and hangs flush like a picture frame.', 'Zeigt im Ruhezustand Kunstwerke und hängt bündig wie ein Bilderrahmen.') }],
  ['3020155', 'LG', '32LQ63006LA', 32, 'Full HD', 'LED', 50, 'HDR10', 'webOS 22', 'E', 'black', 229, { hl: L('The smart second TV for the kitchen or the bedroom.', 'Der smarte Zweitfernseher für Küche oder Schlafzimmer.') }],
  ['4013833', 'Grundig', '32 GHB 5340', 32, 'HD Ready', 'LCD', 50, null, null, 'A+', 'black', 169, { home: `${TVS}.1078`, stock: 3, hl: L('A triple tuner for cable, satellite and antenna.', 'Ein Triple-Tuner für Kabel, Satellit und Antenne.') }],
  ['5905683', 'Sharp', '24FH7EA', 24, 'Full HD', 'LCD', 50, null, 'Android TV', 'A++', 'black', 179, { home: `${TVS}.1078`, hl: L('A 24-inch smart TV with built-in Chromecast for small rooms.', 'Ein 24-Zoll-Smart-TV mit integriertem Chromecast für kleine Räume.') }],
];

function tvTexts(brand: string, model: string, size: number, res: string, panel: string, hdr: string | null, os: string | null, e?: Extra) {
  return {
    short: L(`${size}" (${Math.round(size * 2.54)} cm) ${panel} TV, ${res}${hdr ? `, ${hdr}` : ''}${os ? `, ${os}` : ''}`, `${deNum(size)}" (${Math.round(size * 2.54)} cm) ${compound(panel.replace(/ \(.*\)/, ''))}-Fernseher, ${res}${hdr ? `, ${hdr}` : ''}${os ? `, ${os}` : ''}`),
    long: L(
      `The ${brand} ${model} is ${article(String(size))} ${size}-inch ${panel} TV with ${res} resolution${hdr ? ` and support for ${hdr}` : ''}. ${os ? `${os} brings streaming apps, voice control and casting from your phone.` : 'Connect a set-top box or console via HDMI.'}${hl(e, 'en')}`,
      `Der ${brand} ${model} ist ein ${deNum(size)}-Zoll-${compound(panel.replace(/ \(.*\)/, ''))}-Fernseher mit ${compound(res)}-Auflösung${hdr ? ` und Unterstützung für ${hdr}` : ''}. ${os ? `${os} bietet Streaming-Apps, Sprachsteuerung und Casting vom Smartphone.` : 'Receiver oder Konsole schließen Sie per HDMI an.'}${hl(e, 'de')}`,
    ),
  };
}

function tv(r: TvRow): SeedProduct {
  const [sku, brand, model, size, res, panel, hz, hdr, os, energy, color, price, e] = r;
  return item({
    sku, brand, model, drawing: 'tv', color: colorHex(color), ...tvTexts(brand, model, size, res, panel, hdr, os, e),
    categories: [e?.home ?? `${TVS}.1584`, ...(e?.cats ?? [])],
    attributes: TV({ ScreenSize: size, DisplayResolution: res, PanelType: panel, RefreshRate: hz, HDR: hdr, SmartTV: os !== null, OperatingSystem: os, EnergyClass: energy, Color: colorName(color) }),
    price, ...extras(e),
  });
}

function tvFamily(sku: string, brand: string, model: string, panel: string, hz: number, hdr: string, os: string, presentation: 'select' | 'textButtons',
  sizes: [size: number, price: Money, energy: string][], defaultIndex: number, hlText: Localized): SeedProduct[] {
  const texts = tvTexts(brand, model, sizes[0][0], '4K UHD', panel, hdr, os, { hl: hlText });
  return buildVariationFamily({
    sku, brand, name: same(`${brand} ${model}`),
    short: L(`${panel} TV in ${sizes.length} sizes, 4K UHD, ${hdr}, ${os}`, `${compound(panel.replace(/ \(.*\)/, ''))}-Fernseher in ${sizes.length} Größen, 4K UHD, ${hdr}, ${os}`),
    long: L(texts.long.en_US.replace(`${sizes[0][0]}-inch`, `${sizes[0][0]}- to ${sizes[sizes.length - 1][0]}-inch`),
      texts.long.de_DE.replace(`ein ${deNum(sizes[0][0])}-Zoll`, `ein ${sizes[0][0]}- bis ${sizes[sizes.length - 1][0]}-Zoll`)),
    categories: [`${TVS}.1584`],
    attributes: TV({ DisplayResolution: '4K UHD', PanelType: panel, RefreshRate: hz, HDR: hdr, SmartTV: true, OperatingSystem: os }),
    image: { kind: 'tv', color: colorHex('black') }, docs: ['manual', 'datasheet'],
    axes: [screenSizeAxis(presentation)], defaultVariation: `${sku}-0${defaultIndex + 1}`,
    variations: sizes.map(([size, price, energy], i) => ({ sku: `${sku}-0${i + 1}`, values: { ScreenSize: inchValue(size) }, price, attributes: TV({ EnergyClass: energy }) })),
  });
}

// --- projectors ------------------------------------------------------------------------

type ProjectorRow = [sku: string, brand: string, model: string, lumen: number, res: string, tech: string, light: 'lamp' | 'laser' | 'led',
  contrast: string, life: number, weight: number, color: ColorKey, price: Money, extra?: Extra];
const LIGHT = { lamp: L('Lamp', 'Lampe'), laser: L('Laser', 'Laser'), led: L('LED', 'LED') };
const BEAMER = `${TVS}.558`;
const PRESENT = 'office.presentation';

const PROJECTORS: ProjectorRow[] = [
  ['5920217', 'Acer', 'C20 silver edition', 20, 'FWVGA (854 x 480)', 'DLP', 'led', '2000:1', 20000, 180, 'silver', 212.25, {
    usd: 229.23, fixedPrice: true,
    hl: L('A pico projector the size of a smartphone – share your holiday videos anywhere.', 'Ein Pico-Projektor in Smartphone-Größe – zeigen Sie Ihre Urlaubsvideos überall.'),
  }],
  ['8715014', 'Epson', 'EF-12', 1000, 'Full HD (1920 x 1080)', '3LCD', 'laser', '2,500,000:1', 20000, 2300, 'black', 749, { docs: ['manual'], hl: L('Yamaha speakers and Android TV built in.', 'Yamaha-Lautsprecher und Android TV eingebaut.') }],
  ['4718762', 'BenQ', 'W2700', 2000, '4K UHD (3840 x 2160)', 'DLP', 'lamp', '30,000:1', 4000, 4200, 'white', [1299, 1499], { docs: ['manual', 'datasheet'], hl: L('Covers 95 % of DCI-P3 for cinema colours at home.', 'Deckt 95 % von DCI-P3 ab – Kinofarben für zu Hause.') }],
  ['8715021', 'Epson', 'EB-FH52', 4000, 'Full HD (1920 x 1080)', '3LCD', 'lamp', '16,000:1', 12000, 3100, 'white', 749, { cats: [PRESENT], hl: L('Bright enough for meeting rooms with the lights on.', 'Hell genug für Besprechungsräume bei eingeschaltetem Licht.') }],
  ['5055388', 'Optoma', 'UHD38x', 4000, '4K UHD (3840 x 2160)', 'DLP', 'lamp', '1,000,000:1', 15000, 3900, 'white', 1099, { hl: L('240 Hz at 1080p with 4 ms input lag for console gamers.', '240 Hz bei 1080p mit 4 ms Eingabeverzögerung für Konsolenspieler.') }],
  ['6970920', 'XGIMI', 'Halo+', 700, 'Full HD (1920 x 1080)', 'DLP', 'led', '1,000:1', 30000, 1600, 'grey', 649, { hl: L('A built-in battery for two hours of film in the garden.', 'Ein eingebauter Akku für zwei Stunden Film im Garten.') }],
  ['4713392', 'Acer', 'H6518STi', 3500, 'Full HD (1920 x 1080)', 'DLP', 'lamp', '10,000:1', 10000, 2700, 'white', 649, { hl: L('Short throw: a 100-inch picture from just 1.1 m.', 'Kurzdistanz: ein 100-Zoll-Bild aus nur 1,1 m.') }],
  ['8715038', 'Epson', 'EB-L210W', 4500, 'WXGA (1280 x 800)', '3LCD', 'laser', '2,500,000:1', 20000, 4400, 'white', 1699, { home: PRESENT, docs: ['manual', 'datasheet'], hl: L('Maintenance-free laser light source for classrooms and meeting rooms.', 'Wartungsfreie Laserlichtquelle für Klassen- und Besprechungsräume.') }],
  ['4718779', 'BenQ', 'MW560', 4000, 'WXGA (1280 x 800)', 'DLP', 'lamp', '20,000:1', 15000, 2300, 'white', 449, { home: PRESENT, scaled: [[3, 429], [10, 409]], hl: L('An affordable meeting-room projector with two HDMI inputs.', 'Ein günstiger Beamer für Besprechungsräume mit zwei HDMI-Eingängen.') }],
];

function projector(r: ProjectorRow): SeedProduct {
  const [sku, brand, model, lumen, res, tech, light, contrast, life, weight, color, price, e] = r;
  return item({
    sku, brand, model, drawing: 'projector', color: colorHex(color),
    short: L(`${tech} projector, ${groupThousands(lumen, 'en')} lumens, ${res}, ${LIGHT[light].en_US} light source`, `${tech}-Beamer, ${groupThousands(lumen, 'de')} Lumen, ${res}, ${LIGHT[light].de_DE}-Lichtquelle`),
    long: L(
      `The ${brand} ${model} projects ${res} pictures with ${groupThousands(lumen, 'en')} lumens and a contrast ratio of ${contrast}. Its ${LIGHT[light].en_US.toLowerCase()} light source lasts up to ${groupThousands(life, 'en')} hours.${hl(e, 'en')}`,
      `Der ${brand} ${model} projiziert Bilder in ${res} mit ${groupThousands(lumen, 'de')} Lumen und einem Kontrastverhältnis von ${contrast.replace(/,/g, '.')}. Die ${LIGHT[light].de_DE}-Lichtquelle hält bis zu ${groupThousands(life, 'de')} Stunden.${hl(e, 'de')}`,
    ),
    categories: [e?.home ?? BEAMER, ...(e?.cats ?? [])],
    attributes: PROJECTOR({ Brightness: lumen, DisplayResolution: res, ProjectionTechnology: tech, LightSource: LIGHT[light], ContrastRatio: contrast, LightSourceLife: life, Color: colorName(color), Weight: weight }),
    price, ...extras(e),
  });
}

// --- headphones and speakers -----------------------------------------------------------

const HP_TYPE = { over: L('Over-ear', 'Over-Ear'), in: L('In-ear', 'In-Ear'), on: L('On-ear', 'On-Ear') };
const BT = L('Bluetooth', 'Bluetooth');
const WIRED = L('Wired (3.5 mm)', 'Kabelgebunden (3,5 mm)');
type HeadphoneRow = [sku: string, brand: string, model: string, type: keyof typeof HP_TYPE, anc: boolean, wireless: boolean, battery: number | null,
  weight: number, color: ColorKey, price: Money, hl: Localized, extra?: Extra];
const AV = `${H}.1058`;

const HEADPHONES: HeadphoneRow[] = [
  ['1950097', 'Apple', 'AirPods Pro (2nd generation)', 'in', true, true, 6, 51, 'white', 229, L('Adaptive audio blends noise cancelling and transparency automatically.', 'Adaptives Audio mischt Geräuschunterdrückung und Transparenz automatisch.')],
  ['4044160', 'Sennheiser', 'Momentum 4 Wireless', 'over', true, true, 60, 293, 'black', [299, 349], L('60 hours of battery life – a week of commuting on one charge.', '60 Stunden Akkulaufzeit – eine Woche Pendeln mit einer Ladung.')],
  ['4010118', 'Beyerdynamic', 'DT 770 PRO 80 Ohm', 'over', false, false, null, 270, 'grey', 139, L('Closed studio headphones, handmade in Germany.', 'Geschlossener Studiokopfhörer, handgefertigt in Deutschland.')],
  ['4961310', 'Audio-Technica', 'ATH-M50x', 'over', false, false, null, 285, 'black', 149, L('The studio monitor headphones with detachable cables.', 'Der Studio-Monitorkopfhörer mit abnehmbaren Kabeln.')],
  ['8806194', 'Samsung', 'Galaxy Buds2 Pro', 'in', true, true, 5, 55, 'purple', 179, L('24-bit Hi-Fi audio with Galaxy smartphones.', '24-Bit-Hi-Fi-Audio mit Galaxy-Smartphones.')],
];

function headphonesTexts(brand: string, model: string, type: keyof typeof HP_TYPE, anc: boolean, wireless: boolean, battery: number | null, hlText?: Localized) {
  return {
    short: L(`${HP_TYPE[type].en_US} headphones, ${wireless ? 'Bluetooth' : 'wired'}${anc ? ', active noise cancelling' : ''}${battery ? `, up to ${battery} h` : ''}`,
      `${HP_TYPE[type].de_DE}-Kopfhörer, ${wireless ? 'Bluetooth' : 'kabelgebunden'}${anc ? ', aktive Geräuschunterdrückung' : ''}${battery ? `, bis ${battery} Std.` : ''}`),
    long: L(
      `The ${brand} ${model} are ${wireless ? 'wireless' : 'wired'} ${HP_TYPE[type].en_US.toLowerCase()} headphones${anc ? ' with active noise cancelling that shuts out trains, planes and open offices' : ''}.${battery ? ` One charge lasts up to ${battery} hours.` : ''}${hlText ? ` ${hlText.en_US}` : ''}`,
      `Der ${brand} ${model} ist ein ${wireless ? 'kabelloser' : 'kabelgebundener'} ${HP_TYPE[type].de_DE}-Kopfhörer${anc ? ' mit aktiver Geräuschunterdrückung, die Zug, Flugzeug und Großraumbüro ausblendet' : ''}.${battery ? ` Eine Akkuladung reicht für bis zu ${battery} Stunden.` : ''}${hlText ? ` ${hlText.de_DE}` : ''}`,
    ),
  };
}

function headphones(r: HeadphoneRow): SeedProduct {
  const [sku, brand, model, type, anc, wireless, battery, weight, color, price, hlText, e] = r;
  return item({
    sku, brand, model, drawing: 'headphones', color: colorHex(color), ...headphonesTexts(brand, model, type, anc, wireless, battery, hlText),
    categories: [`${AV}.1020`, ...(e?.cats ?? [])],
    attributes: AUDIO({ HeadphoneType: HP_TYPE[type], NoiseCancelling: anc, Connection: wireless ? BT : WIRED, BatteryLife: battery, Color: colorName(color), Weight: weight }),
    price, ...extras(e),
  });
}

function headphoneFamily(sku: string, brand: string, model: string, type: keyof typeof HP_TYPE, anc: boolean, battery: number, weight: number,
  colors: ColorKey[], price: Money, defaultIndex: number, hlText: Localized, extra: Partial<ProductInput> = {}): SeedProduct[] {
  return buildVariationFamily({
    sku, brand, name: same(`${brand} ${model}`), ...headphonesTexts(brand, model, type, anc, true, battery, hlText),
    categories: [`${AV}.1020`],
    attributes: AUDIO({ HeadphoneType: HP_TYPE[type], NoiseCancelling: anc, Connection: BT, BatteryLife: battery, Weight: weight }),
    image: { kind: 'headphones', color: colorHex(colors[defaultIndex]) }, ...extra,
    axes: [colorAxis()], defaultVariation: `${sku}-0${defaultIndex + 1}`,
    variations: colors.map((color, i) => ({ sku: `${sku}-0${i + 1}`, values: { Color: colorValue(color) }, price, color: colorHex(color) })),
  });
}

const SPK_TYPE = {
  portable: L('Portable speaker', 'Tragbarer Lautsprecher'), smart: L('Smart speaker', 'Smarter Lautsprecher'),
  soundbar: L('Soundbar', 'Soundbar'), receiver: L('AV receiver', 'AV-Receiver'),
};
type SpeakerRow = [sku: string, brand: string, model: string, cat: string, type: keyof typeof SPK_TYPE, watts: number, ip: string | null, battery: number | null,
  color: ColorKey, price: Money, hl: Localized, extra?: Extra];

const SPEAKERS: SpeakerRow[] = [
  ['8402028', 'Bose', 'SoundLink Flex', `${AV}.1081`, 'portable', 20, 'IP67', 12, 'blue', 149, L('It floats – and PositionIQ tunes the sound to how it is placed.', 'Er schwimmt – und PositionIQ passt den Klang an die Aufstellung an.')],
  ['8788007', 'Sonos', 'Era 100', `${AV}.1081`, 'smart', 50, null, null, 'black', 249, L('Stereo sound from a single speaker, with Trueplay tuning.', 'Stereoklang aus einem einzigen Lautsprecher, mit Trueplay-Abstimmung.'), { cats: [`${H}.SmartHome`] }],
  ['8788014', 'Sonos', 'Five', `${AV}.1081`, 'smart', 180, null, null, 'white', [549, 649], L('Six drivers fill even large rooms; pair two for stereo.', 'Sechs Treiber füllen auch große Räume; zwei ergeben ein Stereopaar.')],
  ['7340055', 'Marshall', 'Emberton II', `${AV}.1081`, 'portable', 20, 'IP67', 30, 'black', 169, L('True Stereophonic 360° sound and more than 30 hours of playtime.', 'True-Stereophonic-360°-Klang und mehr als 30 Stunden Spielzeit.')],
  ['5099206', 'Ultimate Ears', 'BOOM 3', `${AV}.1081`, 'portable', 25, 'IP67', 15, 'purple', 129, L('A magic button for playlists and 360° sound.', 'Eine Magic-Taste für Playlists und 360°-Klang.')],
  ['8788021', 'Sonos', 'Arc', `${AV}.1082`, 'soundbar', 450, null, null, 'black', 899, L('Dolby Atmos with eleven drivers, two of them pointing up.', 'Dolby Atmos mit elf Treibern, zwei davon nach oben gerichtet.'), { docs: ['manual'] }],
  ['8806200', 'Samsung', 'HW-Q990C', `${AV}.1082`, 'soundbar', 656, null, null, 'black', [1399, 1599], L('11.1.4 channels with wireless subwoofer and rear speakers.', '11.1.4 Kanäle mit kabellosem Subwoofer und Rücklautsprechern.'), { docs: ['manual', 'safety'] }],
  ['8402042', 'Bose', 'Smart Soundbar 600', `${AV}.1082`, 'soundbar', 200, null, null, 'black', 499, L('Dolby Atmos and Alexa built in, in a compact bar.', 'Dolby Atmos und Alexa eingebaut, in einer kompakten Bar.')],
  ['3020162', 'LG', 'S80QY', `${AV}.1082`, 'soundbar', 480, null, null, 'black', 599, L('A centre up-firing channel makes dialogue clearer.', 'Ein nach oben abstrahlender Centerkanal macht Dialoge klarer.')],
  ['4951035', 'Denon', 'AVR-X2800H', `${AV}.1082`, 'receiver', 665, null, null, 'black', 899, L('7.2 channels with 8K HDMI and HEOS multi-room.', '7.2 Kanäle mit 8K-HDMI und HEOS-Multiroom.'), { docs: ['manual', 'datasheet'] }],
];

function speaker(r: SpeakerRow): SeedProduct {
  const [sku, brand, model, cat, type, watts, ip, battery, color, price, hlText, e] = r;
  const t = SPK_TYPE[type];
  return item({
    sku, brand, model, drawing: type === 'smart' ? 'smart-home' : 'speaker', color: colorHex(color),
    short: L(`${t.en_US}, ${watts} W${ip ? `, ${ip}` : ''}${battery ? `, ${battery} h battery` : ''}`, `${t.de_DE}, ${watts} W${ip ? `, ${ip}` : ''}${battery ? `, ${battery} Std. Akku` : ''}`),
    long: L(`The ${brand} ${model} delivers ${watts} watts of sound${ip ? ` and is dust- and waterproof to ${ip}` : ''}${battery ? `; its battery lasts up to ${battery} hours` : ''}. ${hlText.en_US}`,
      `${type === 'soundbar' ? 'Die' : 'Der'} ${brand} ${model} liefert ${watts} Watt Klang${ip ? ` und ist nach ${ip} staub- und wassergeschützt` : ''}${battery ? `; der Akku hält bis zu ${battery} Stunden` : ''}. ${hlText.de_DE}`),
    categories: [cat, ...(e?.cats ?? [])],
    attributes: AUDIO({ SpeakerType: t, OutputPower: watts, Connection: type === 'receiver' || type === 'soundbar' ? L('HDMI eARC, Wi-Fi', 'HDMI eARC, WLAN') : BT, WaterResistance: ip, BatteryLife: battery, Color: colorName(color) }),
    price, ...extras(e),
  });
}

function jblFlip6(): SeedProduct[] {
  const swatches: [ColorKey, string][] = [['black', 'black'], ['blue', 'blue'], ['red', 'red'], ['green', 'squad-camouflage'], ['teal', 'teal'], ['pink', 'pink']];
  return buildVariationFamily({
    sku: '6925282', brand: 'JBL', name: same('JBL Flip 6'),
    short: L('Portable Bluetooth speaker, IP67, 12 h battery, PartyBoost', 'Tragbarer Bluetooth-Lautsprecher, IP67, 12 Std. Akku, PartyBoost'),
    long: L('A racetrack woofer and a separate tweeter give the Flip 6 clear, powerful sound. It is waterproof and dustproof to IP67, plays for 12 hours and pairs with other PartyBoost speakers for stereo.',
      'Ein Racetrack-Tieftöner und ein separater Hochtöner geben dem Flip 6 einen klaren, kräftigen Klang. Er ist nach IP67 wasser- und staubdicht, spielt 12 Stunden und lässt sich mit anderen PartyBoost-Lautsprechern zu Stereo koppeln.'),
    categories: [`${AV}.1081`],
    attributes: AUDIO({ SpeakerType: SPK_TYPE.portable, OutputPower: 30, Connection: BT, WaterResistance: 'IP67', BatteryLife: 12, Weight: 550 }),
    image: { kind: 'speaker', color: colorHex('black') },
    axes: [colorAxis('swatchImage')], defaultVariation: '6925282-01',
    variations: swatches.map(([color, swatch], i) => ({ sku: `6925282-0${i + 1}`, values: { Color: colorValue(color, swatch) }, price: i === 3 ? [109.99, 149.99] : 129.99, color: colorHex(color) })),
  });
}

// --- media players, record players, remotes, gaming ---------------------------------------

type SimpleRow = [sku: string, brand: string, model: string, cat: string, drawing: ProductInput['image']['kind'], attrs: SeedAttribute[],
  color: ColorKey, price: Money, short: Localized, long: Localized, extra?: Extra];
const dev = (en: string, de: string) => L(en, de);
const G = `${H}.84214`;
const PS5 = 'PlayStation 5';
const XBOX = 'Xbox Series X|S';

const SIMPLE: SimpleRow[] = [
  ['1950103', 'Apple', 'TV 4K (64 GB)', `${AV}.1373`, 'generic', MEDIA({ DeviceType: dev('Streaming box', 'Streamingbox'), DisplayResolution: '4K UHD', Storage: 64 }), 'black', 169,
    L('Streaming box, 4K HDR, Dolby Vision, Siri Remote', 'Streamingbox, 4K HDR, Dolby Vision, Siri Remote'), L('The A15 Bionic chip brings fast menus, Apple Arcade games and FaceTime on the TV.', 'Der A15-Bionic-Chip sorgt für schnelle Menüs, Apple-Arcade-Spiele und FaceTime auf dem Fernseher.')],
  ['8406018', 'Amazon', 'Fire TV Stick 4K Max', `${AV}.1373`, 'generic', MEDIA({ DeviceType: dev('Streaming stick', 'Streamingstick'), DisplayResolution: '4K UHD', Storage: 16, Connection: L('Wi-Fi 6E', 'WLAN 6E') }), 'black', 69,
    L('Streaming stick, 4K, Wi-Fi 6E, Alexa voice remote', 'Streamingstick, 4K, WLAN 6E, Alexa-Sprachfernbedienung'), L('Plug it into the HDMI port and stream in 4K with Dolby Vision and Atmos.', 'In den HDMI-Anschluss stecken und in 4K mit Dolby Vision und Atmos streamen.')],
  ['8424702', 'Google', 'Chromecast with Google TV (4K)', `${AV}.1373`, 'generic', MEDIA({ DeviceType: dev('Streaming stick', 'Streamingstick'), DisplayResolution: '4K UHD', Storage: 8 }), 'white', 69,
    L('Streaming device with Google TV and voice remote', 'Streaminggerät mit Google TV und Sprachfernbedienung'), L('Personal recommendations from all your streaming services in one place.', 'Persönliche Empfehlungen aus allen Streamingdiensten an einem Ort.'), { cats: [`${H}.SmartHome`] }],
  ['8124860', 'NVIDIA', 'SHIELD TV Pro', `${AV}.1373`, 'generic', MEDIA({ DeviceType: dev('Streaming box', 'Streamingbox'), DisplayResolution: '4K UHD', Storage: 16 }), 'black', 219,
    L('Android TV streaming box with AI upscaling and Plex server', 'Android-TV-Streamingbox mit KI-Upscaling und Plex-Server'), L('AI upscaling sharpens HD content to 4K, and GeForce NOW streams PC games.', 'KI-Upscaling schärft HD-Inhalte auf 4K, und GeForce NOW streamt PC-Spiele.')],
  ['4961327', 'Audio-Technica', 'AT-LP120XUSB', `${AV}.1344`, 'generic', MEDIA({ DeviceType: dev('Turntable', 'Plattenspieler'), Connection: L('USB, RCA', 'USB, Cinch') }), 'black', 299,
    L('Direct-drive turntable with USB output and phono preamp', 'Plattenspieler mit Direktantrieb, USB-Ausgang und Phono-Vorverstärker'), L('Digitise your vinyl collection via USB.', 'Digitalisieren Sie Ihre Plattensammlung per USB.')],
  ['9120071', 'Pro-Ject', 'Debut Carbon EVO', `${AV}.1344`, 'generic', MEDIA({ DeviceType: dev('Turntable', 'Plattenspieler'), Connection: L('RCA', 'Cinch') }), 'red', [549, 599],
    L('Belt-drive turntable with carbon tonearm, made in Europe', 'Plattenspieler mit Riemenantrieb und Carbon-Tonarm, hergestellt in Europa'), L('A carbon-fibre tonearm and an Ortofon 2M Red cartridge.', 'Ein Carbon-Tonarm und ein Ortofon-2M-Red-Tonabnehmer.')],
  ['8716184', 'One For All', 'URC7955 Smart Control', `${AV}.857`, 'generic', MEDIA({ DeviceType: dev('Universal remote control', 'Universalfernbedienung') }), 'black', 24.99,
    L('Universal remote for up to 5 devices', 'Universalfernbedienung für bis zu 5 Geräte'), L('Replaces the remotes of TV, soundbar, receiver, streaming box and Blu-ray player.', 'Ersetzt die Fernbedienungen von Fernseher, Soundbar, Receiver, Streamingbox und Blu-ray-Player.')],
  ['1840325', 'Logitech', 'Harmony Companion', `${AV}.857`, 'generic', MEDIA({ DeviceType: dev('Universal remote control', 'Universalfernbedienung') }), 'black', 99,
    L('Hub-based universal remote (discontinued)', 'Universalfernbedienung mit Hub (ausgelaufen)'), L('Discontinued by the manufacturer.', 'Vom Hersteller eingestellt.'), { online: false, stock: 0 }],
  ['7119300', 'Sony', 'PlayStation 5 Slim', `${G}.84215`, 'console', MEDIA({ DeviceType: dev('Game console', 'Spielkonsole'), Platform: PS5, DisplayResolution: '4K UHD', Storage: 1000 }), 'white', 469,
    L('Game console with Blu-ray drive, 1 TB SSD, DualSense controller', 'Spielkonsole mit Blu-ray-Laufwerk, 1 TB SSD, DualSense-Controller'), L('Lightning-fast loading with the custom SSD and haptic feedback with the DualSense controller.', 'Blitzschnelle Ladezeiten dank SSD und haptisches Feedback mit dem DualSense-Controller.'), { order: { max: 2 }, docs: ['quickstart', 'safety'] }],
  ['7119317', 'Sony', 'PlayStation 5 Pro', `${G}.84215`, 'console', MEDIA({ DeviceType: dev('Game console', 'Spielkonsole'), Platform: PS5, DisplayResolution: '4K UHD, 8K output', Storage: 2000 }), 'white', 799,
    L('Game console, 2 TB SSD, PlayStation Spectral Super Resolution', 'Spielkonsole, 2 TB SSD, PlayStation Spectral Super Resolution'), L('A more powerful GPU and AI upscaling for sharper images at higher frame rates.', 'Eine stärkere GPU und KI-Upscaling für schärfere Bilder bei höheren Bildraten.'), { order: { max: 1 }, stock: 0, availableDate: '2026-05-20' }],
  ['2210148', 'Microsoft', 'Xbox Series X', `${G}.84215`, 'console', MEDIA({ DeviceType: dev('Game console', 'Spielkonsole'), Platform: XBOX, DisplayResolution: '4K UHD', Storage: 1000 }), 'black', 499,
    L('Game console, 1 TB SSD, 4K at up to 120 fps', 'Spielkonsole, 1 TB SSD, 4K mit bis zu 120 fps'), L('Quick Resume switches between several games in seconds.', 'Quick Resume wechselt in Sekunden zwischen mehreren Spielen.'), { order: { max: 2 } }],
  ['2210155', 'Microsoft', 'Xbox Series S', `${G}.84215`, 'console', MEDIA({ DeviceType: dev('Game console', 'Spielkonsole'), Platform: XBOX, DisplayResolution: '1440p', Storage: 512 }), 'white', [249, 299],
    L('All-digital game console, 512 GB SSD', 'Volldigitale Spielkonsole, 512 GB SSD'), L('The smallest Xbox ever, made for Game Pass.', 'Die kleinste Xbox aller Zeiten, gemacht für den Game Pass.'), { order: { max: 2 } }],
  ['0045496', 'Nintendo', 'Switch – OLED Model', `${G}.84215`, 'console', MEDIA({ DeviceType: dev('Game console', 'Spielkonsole'), Platform: 'Nintendo Switch', DisplayResolution: '1080p (TV), 720p (handheld)', Storage: 64 }), 'white', 319,
    L('Hybrid console with 7" OLED screen, white', 'Hybridkonsole mit 7"-OLED-Bildschirm, Weiß'), L('Play on the TV, on the table or in your hands – with a vivid 7-inch OLED screen.', 'Spielen Sie am Fernseher, auf dem Tisch oder in der Hand – mit einem brillanten 7-Zoll-OLED-Bildschirm.')],
  ['8145001', 'Valve', 'Steam Deck OLED 512 GB', `${G}.84215`, 'console', MEDIA({ DeviceType: dev('Handheld PC', 'Handheld-PC'), Platform: 'PC (SteamOS)', DisplayResolution: '1280 x 800 HDR OLED', Storage: 512 }), 'black', 569,
    L('Handheld gaming PC, 7.4" HDR OLED, 512 GB', 'Handheld-Gaming-PC, 7,4"-HDR-OLED, 512 GB'), L('Your Steam library on the go, with an HDR OLED screen and up to 12 hours of battery.', 'Ihre Steam-Bibliothek für unterwegs, mit HDR-OLED-Bildschirm und bis zu 12 Stunden Akku.')],
  ['2210162', 'Microsoft', 'Xbox Wireless Controller', `${G}.71515`, 'console', MEDIA({ DeviceType: dev('Controller', 'Controller'), Platform: `${XBOX}, PC`, Connection: L('Xbox Wireless, Bluetooth', 'Xbox Wireless, Bluetooth') }), 'black', 54.99,
    L('Wireless controller for Xbox, PC and mobile', 'Kabelloser Controller für Xbox, PC und Mobilgeräte'), L('Textured grips and a hybrid D-pad.', 'Strukturierte Griffe und ein Hybrid-Steuerkreuz.')],
  ['1840332', 'Logitech', 'G29 Driving Force', `${G}.71515`, 'console', MEDIA({ DeviceType: dev('Racing wheel', 'Lenkrad'), Platform: `${PS5}, PC`, Connection: L('USB cable', 'USB-Kabel') }), 'black', [249, 299],
    L('Racing wheel with force feedback and pedals', 'Lenkrad mit Force Feedback und Pedalen'), L('Dual-motor force feedback and a leather-wrapped wheel.', 'Force Feedback mit zwei Motoren und ein lederbezogenes Lenkrad.')],
  ['6922621', '8BitDo', 'Pro 2 Bluetooth Controller', `${G}.71515`, 'console', MEDIA({ DeviceType: dev('Controller', 'Controller'), Platform: 'Nintendo Switch, PC', Connection: BT }), 'grey', 49,
    L('Bluetooth controller with back paddles', 'Bluetooth-Controller mit rückseitigen Tasten'), L('Retro looks with modern features and custom button mapping.', 'Retro-Optik mit modernen Funktionen und frei belegbaren Tasten.')],
  ['5707119', 'SteelSeries', 'Arctis Nova 7 Wireless', `${G}.8429`, 'headphones', AUDIO({ HeadphoneType: HP_TYPE.over, NoiseCancelling: false, Connection: L('2.4 GHz, Bluetooth', '2,4 GHz, Bluetooth'), BatteryLife: 38 }), 'black', 179,
    L('Wireless gaming headset, 2.4 GHz + Bluetooth, 38 h', 'Kabelloses Gaming-Headset, 2,4 GHz + Bluetooth, 38 Std.'), L('Play on the console and take calls on the phone at the same time.', 'Gleichzeitig an der Konsole spielen und am Smartphone telefonieren.')],
  ['1968860', 'HyperX', 'Cloud III', `${G}.8429`, 'headphones', AUDIO({ HeadphoneType: HP_TYPE.over, NoiseCancelling: false, Connection: L('USB, 3.5 mm', 'USB, 3,5 mm') }), 'black', 99,
    L('Wired gaming headset with DTS:X spatial audio', 'Kabelgebundenes Gaming-Headset mit DTS:X Spatial Audio'), L('Memory foam ear cushions for long sessions.', 'Ohrpolster aus Memory-Schaum für lange Sessions.')],
  ['8400148', 'Razer', 'BlackShark V2 Pro', `${G}.8429`, 'headphones', AUDIO({ HeadphoneType: HP_TYPE.over, NoiseCancelling: false, Connection: L('2.4 GHz, Bluetooth', '2,4 GHz, Bluetooth'), BatteryLife: 70 }), 'black', 179,
    L('Wireless esports headset, 70 h battery', 'Kabelloses E-Sport-Headset, 70 Std. Akku'), L('A super-wideband microphone for clear voice chat.', 'Ein Super-Wideband-Mikrofon für klaren Voicechat.')],
  ['1840349', 'Logitech', 'G PRO X 2 LIGHTSPEED', `${G}.8429`, 'headphones', AUDIO({ HeadphoneType: HP_TYPE.over, NoiseCancelling: false, Connection: L('2.4 GHz, Bluetooth, 3.5 mm', '2,4 GHz, Bluetooth, 3,5 mm'), BatteryLife: 50 }), 'black', 249,
    L('Wireless pro gaming headset with graphene drivers', 'Kabelloses Profi-Gaming-Headset mit Graphen-Treibern'), L('50 mm graphene drivers for precise positional audio.', '50-mm-Graphen-Treiber für präzise Ortung im Spiel.')],
];

function simple(r: SimpleRow): SeedProduct {
  const [sku, brand, model, cat, drawing, attributes, color, price, short, long, e] = r;
  return item({
    sku, brand, model, drawing, color: colorHex(color), short, long: leadIn(`${brand} ${model}`, short, long),
    categories: [cat, ...(e?.cats ?? [])], attributes: [...attributes.filter(a => a.key !== 'Color'), ...MEDIA({ Color: colorName(color) })],
    price, ...extras(e),
  });
}

function dualSense(): SeedProduct[] {
  const colors: [ColorKey, Localized][] = [
    ['white', L('White', 'Weiß')], ['black', L('Midnight Black', 'Midnight Black')], ['red', L('Cosmic Red', 'Cosmic Red')],
    ['blue', L('Starlight Blue', 'Starlight Blue')], ['pink', L('Nova Pink', 'Nova Pink')], ['purple', L('Galactic Purple', 'Galactic Purple')],
  ];
  return buildVariationFamily({
    sku: '7119324', brand: 'Sony', name: same('Sony DualSense Wireless Controller'),
    short: L('Wireless controller for PS5 with haptic feedback and adaptive triggers', 'Kabelloser Controller für PS5 mit haptischem Feedback und adaptiven Triggern'),
    long: L('Feel the game: haptic feedback and adaptive triggers simulate surfaces and resistance, and the built-in microphone lets you chat without a headset.',
      'Spüren Sie das Spiel: Haptisches Feedback und adaptive Trigger simulieren Oberflächen und Widerstände, und über das eingebaute Mikrofon chatten Sie ohne Headset.'),
    categories: [`${G}.71515`],
    attributes: MEDIA({ DeviceType: dev('Controller', 'Controller'), Platform: `${PS5}, PC`, Connection: L('Bluetooth, USB-C', 'Bluetooth, USB-C') }),
    image: { kind: 'console', color: colorHex('white') },
    axes: [colorAxis()], defaultVariation: '7119324-01',
    variations: colors.map(([color, name], i) => ({
      sku: `7119324-0${i + 1}`, values: { Color: { value: name, label: name, meta: colorHex(color) } }, price: i === 0 ? 69.99 : 74.99, color: colorHex(color),
      attributes: MEDIA({ Color: name }),
    })),
  });
}

export function buildHomeEntertainment(): SeedProduct[] {
  return [
    ...TV_ROWS.map(tv),
    ...tvFamily('8806163', 'Samsung', 'Neo QLED QN90C', 'Neo QLED (Mini LED)', 120, 'HDR10+', 'Tizen', 'select',
      [[43, 999, 'F'], [50, 1199, 'F'], [55, [1399, 1699], 'F'], [65, 1799, 'F'], [75, 2499, 'G'], [85, 3299, 'G']], 2,
      L('Quantum Matrix Technology controls thousands of Mini LEDs for deep blacks.', 'Quantum Matrix Technology steuert Tausende Mini-LEDs für tiefes Schwarz.')),
    ...tvFamily('3020148', 'LG', 'OLED evo C3', 'OLED', 120, 'HDR10, HLG, Dolby Vision', 'webOS 23', 'textButtons',
      [[42, 999, 'G'], [48, 1099, 'G'], [55, 1299, 'G'], [65, 1799, 'G'], [77, 2799, 'G'], [83, 3999, 'G']], 2,
      L('Self-lit pixels, perfect black and four HDMI 2.1 ports for gaming.', 'Selbstleuchtende Pixel, perfektes Schwarz und vier HDMI-2.1-Anschlüsse für Gaming.')),
    ...PROJECTORS.map(projector),
    ...HEADPHONES.map(headphones),
    ...headphoneFamily('4548750', 'Sony', 'WH-1000XM5', 'over', true, 30, 250, ['black', 'silver', 'midnightBlue'], [349, 419], 0,
      L('Eight microphones and two processors for industry-leading noise cancelling.', 'Acht Mikrofone und zwei Prozessoren für branchenführende Geräuschunterdrückung.'), { docs: ['manual'] }),
    ...headphoneFamily('8402011', 'Bose', 'QuietComfort Ultra Headphones', 'over', true, 24, 250, ['black', 'whiteSmoke', 'lunarBlue'], 449, 0,
      L('Immersive Audio places the sound in front of you like real speakers.', 'Immersive Audio platziert den Klang vor Ihnen wie echte Lautsprecher.')),
    ...headphoneFamily('6925281', 'JBL', 'Tune 510BT', 'on', false, 40, 160, ['black', 'blue', 'white', 'rose'], 39.99, 0,
      L('JBL Pure Bass sound and fast charging: 5 minutes for 2 more hours.', 'JBL-Pure-Bass-Sound und Schnellladen: 5 Minuten für 2 weitere Stunden.')),
    ...SPEAKERS.map(speaker), ...jblFlip6(),
    ...SIMPLE.map(simple), ...dualSense(),
  ];
}
