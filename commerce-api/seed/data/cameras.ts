// Cameras-Camcorders: digital cameras, camcorders, action cams, accessories, bags, webcams.
import type { Localized, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { colorHex, colorName, compound, deNum, L, same, type ColorKey } from './localize';
import { buildProduct, buildVariationFamily, type Money, type ProductInput, type RowExtras, highlight as hlText } from './product-builder';
import { capacityAxis, capacityValue, colorAxis, colorValue, sizeAxis, sizeValue } from './variation-axes';

const C = 'Cameras-Camcorders';

const CAM = attributeSet({
  CameraType: def('Camera type', 'Kameratyp', 'String', { facet: true }),
  Resolution: def('Resolution', 'Auflösung', 'Double', { unit: 'MP', facet: true }),
  OpticalZoom: def('Optical zoom', 'Optischer Zoom', 'Double', { unit: 'x', facet: true }),
  Sensor: def('Sensor type', 'Sensortyp', 'String', { facet: true }),
  SensorSize: def('Sensor size', 'Sensorgröße', 'String', { facet: true }),
  DisplaySize: def('Display size', 'Displaygröße', 'Double', { unit: 'in' }),
  VideoResolution: def('Video resolution', 'Videoauflösung', 'String', { facet: true }),
  WaterproofDepth: def('Waterproof to', 'Wasserdicht bis', 'Integer', { unit: 'm', facet: true }),
  ImageStabilization: def('Image stabilisation', 'Bildstabilisierung', 'Boolean'),
  InternalMemory: def('Internal memory', 'Interner Speicher', 'Integer', { unit: 'GB' }),
  FrameRate: def('Frame rate', 'Bildrate', 'Integer', { unit: 'fps' }),
  FieldOfView: def('Field of view', 'Blickwinkel', 'Integer', { unit: '°' }),
  Microphone: def('Built-in microphone', 'Eingebautes Mikrofon', 'Boolean'),
  Color: COMMON.Color,
  Weight: COMMON.Weight,
});

const ACC = attributeSet({
  AccessoryType: def('Accessory type', 'Zubehörart', 'String', { facet: true }),
  Mount: def('Lens mount', 'Objektivanschluss', 'String', { facet: true }),
  FocalLength: def('Focal length', 'Brennweite', 'String'),
  Aperture: def('Maximum aperture', 'Lichtstärke', 'String'),
  BatteryCapacity: def('Battery capacity', 'Akkukapazität', 'Integer', { unit: 'mAh' }),
  StorageCapacity: def('Storage capacity', 'Speicherkapazität', 'Integer', { unit: 'GB', facet: true }),
  ReadSpeed: def('Read speed', 'Lesegeschwindigkeit', 'Integer', { unit: 'MB/s' }),
  MaxLoad: def('Maximum load', 'Maximale Belastung', 'Double', { unit: 'kg' }),
  FilterDiameter: def('Filter diameter', 'Filterdurchmesser', 'Integer', { unit: 'mm' }),
  Pages: def('Pages', 'Seiten', 'Integer'),
  BagType: def('Bag type', 'Taschenart', 'String', { facet: true }),
  Volume: def('Volume', 'Volumen', 'Integer', { unit: 'l' }),
  Material: def('Material', 'Material', 'String'),
  Compatibility: def('Compatible with', 'Kompatibel mit', 'String'),
  Color: COMMON.Color,
  Weight: COMMON.Weight,
});

type CameraType = 'compact' | 'bridge' | 'mirrorless' | 'dslr' | 'instant';
const TYPE: Record<CameraType, { attr: Localized; en: string; de: string }> = {
  compact: { attr: L('Compact camera', 'Kompaktkamera'), en: 'compact camera', de: 'Kompaktkamera' },
  bridge: { attr: L('Bridge camera', 'Bridgekamera'), en: 'bridge camera', de: 'Bridgekamera' },
  mirrorless: { attr: L('Mirrorless system camera', 'Spiegellose Systemkamera'), en: 'mirrorless system camera', de: 'spiegellose Systemkamera' },
  dslr: { attr: L('DSLR camera', 'Spiegelreflexkamera'), en: 'digital SLR camera', de: 'digitale Spiegelreflexkamera' },
  instant: { attr: L('Instant camera', 'Sofortbildkamera'), en: 'instant camera', de: 'Sofortbildkamera' },
};

const FULL_FRAME = L('Full frame', 'Vollformat');
type SensorSize = string | Localized;
const sensorText = (s: SensorSize, locale: 'en' | 'de') => (typeof s === 'string' ? s : locale === 'en' ? s.en_US.toLowerCase() : s.de_DE);

interface Extra extends RowExtras {
  short?: Localized;
  long?: Localized;
  docStem?: string;
  attachments?: ProductInput['attachments'];
  createdAt?: string;
  tax?: number;
}

function extras(e: Extra = {}): Partial<ProductInput> {
  const { hl: _hl, short: _s, long: _l, cats: _c, ...rest } = e;
  return rest;
}


// --- digital cameras --------------------------------------------------------------------

type CameraRow = [sku: string, brand: string, model: string, type: CameraType, mp: number, zoom: number | null, sensor: string,
  sensorSize: SensorSize, display: number, video: string, color: ColorKey, weight: number, price: Money, extra?: Extra];

const CAMERAS: CameraRow[] = [
  ['7912057', 'Kodak', 'M series EasyShare M552', 'compact', 14, 4, 'CCD', '1/2.3"', 2.7, 'HD 720p', 'black', 125, 122.45, { usd: 132.24, hl: L('Press the Share button to send pictures straight to friends and social networks.', 'Mit der Share-Taste schicken Sie Bilder direkt an Freunde und soziale Netzwerke.') }],
  ['2936350', 'Kodak', 'Z series EasyShare Z 950', 'bridge', 12, 10, 'CCD', '1/2.3"', 3, 'HD 720p', 'black', 330, 294.4, { usd: 317.95, hl: L('Its wide-angle Schneider-Kreuznach lens starts at 35 mm.', 'Das Schneider-Kreuznach-Weitwinkelobjektiv beginnt bei 35 mm.') }],
  ['5920589', 'Pentax', 'Optio RZ10', 'compact', 14.1, 10, 'CCD', '1/2.3"', 2.7, 'HD 720p', 'orange', 172, 142.8, { usd: 154.23, short: L('Optio RZ10, 14.1MP, 10x Superzoom, HDTV Video, CCD, ISO 80 - 6400, TTL, Orange', 'Optio RZ10, 14,1 MP, 10-fach Superzoom, HDTV-Video, CCD, ISO 80 - 6400, TTL, Orange') }],
  ['5920586', 'Pentax', 'Optio RZ10', 'compact', 14.1, 10, 'CCD', '1/2.3"', 2.7, 'HD 720p', 'black', 172, 142.31, { usd: 153.7, short: L('Optio RZ10, 14.1MP, 10x Superzoom, HDTV Video, CCD, ISO 80 - 6400, TTL, Black', 'Optio RZ10, 14,1 MP, 10-fach Superzoom, HDTV-Video, CCD, ISO 80 - 6400, TTL, Schwarz') }],
  ['4319050', 'Fujifilm', 'FinePix HS10', 'bridge', 10.3, 30, 'BSI-CMOS', '1/2.3"', 3, 'Full HD 1080p', 'black', 636, 479.9, { usd: 518.29, rating: { average: 5, count: 3 }, hl: L('The manual zoom ring gives precise control over the 24–720 mm range.', 'Der manuelle Zoomring ermöglicht präzise Kontrolle über den Bereich von 24–720 mm.') }],
  ['4144132', 'Pentax', 'Optio W90', 'compact', 12.1, 5, 'CCD', '1/2.3"', 2.5, 'HD 720p', 'green', 164, 379.1, { usd: 409.43, hl: L('Waterproof to 6 m, shockproof to 1.2 m and coldproof to -10 °C.', 'Wasserdicht bis 6 m, stoßfest bis 1,2 m und kältefest bis -10 °C.') }],
  ['6291755', 'Canon', 'EOS R6 Mark II', 'mirrorless', 24.2, null, 'CMOS', FULL_FRAME, 3, '4K UHD', 'black', 670, [2099, 2499], { docs: ['manual', 'quickstart'], hl: L('Up to 40 frames per second and subject tracking for people, animals and vehicles.', 'Bis zu 40 Bilder pro Sekunde und Motiverkennung für Menschen, Tiere und Fahrzeuge.') }],
  ['6291761', 'Canon', 'PowerShot G7 X Mark III', 'compact', 20.1, 4.2, 'CMOS', '1"', 3, '4K UHD', 'silver', 304, 649, { docs: ['manual'], hl: L('Live streaming to YouTube directly from the camera.', 'Livestreaming zu YouTube direkt aus der Kamera.') }],
  ['6291778', 'Canon', 'EOS 250D', 'dslr', 24.1, null, 'CMOS', 'APS-C', 3, '4K UHD', 'black', 449, 549, { docs: ['manual'], hl: L('The lightest DSLR with a vari-angle screen – ideal for getting started.', 'Die leichteste Spiegelreflexkamera mit dreh- und schwenkbarem Display – ideal für den Einstieg.') }],
  ['5530112', 'Nikon', 'Z6 II', 'mirrorless', 24.5, null, 'BSI-CMOS', FULL_FRAME, 3.2, '4K UHD', 'black', 705, [1599, 1899], { docs: ['manual', 'datasheet'], hl: L('Two EXPEED 6 processors and dual card slots for demanding shoots.', 'Zwei EXPEED-6-Prozessoren und zwei Kartenfächer für anspruchsvolle Aufträge.') }],
  ['5530129', 'Nikon', 'Z fc', 'mirrorless', 20.9, null, 'CMOS', 'APS-C', 3, '4K UHD', 'silver', 445, 799, { hl: L('Retro design with analogue dials for shutter speed, ISO and exposure compensation.', 'Retrodesign mit analogen Einstellrädern für Belichtungszeit, ISO und Belichtungskorrektur.') }],
  ['5530135', 'Nikon', 'Coolpix P1000', 'bridge', 16, 125, 'BSI-CMOS', '1/2.3"', 3.2, '4K UHD', 'black', 1415, 899, { hl: L('125x optical zoom – from 24 mm wide angle to 3000 mm telephoto.', '125-fach optischer Zoom – von 24 mm Weitwinkel bis 3000 mm Tele.') }],
  ['5530141', 'Nikon', 'Coolpix W150', 'compact', 13.2, 3, 'CMOS', '1/3.1"', 2.7, 'Full HD 1080p', 'blue', 177, 169, { hl: L('Waterproof to 10 m and shockproof to 1.8 m – made for families.', 'Wasserdicht bis 10 m und stoßfest bis 1,8 m – gemacht für Familien.') }],
  ['5530158', 'Nikon', 'D750', 'dslr', 24.3, null, 'CMOS', FULL_FRAME, 3.2, 'Full HD 1080p', 'black', 840, 1199, { online: false, stock: 0, hl: L('Discontinued model.', 'Auslaufmodell.') }],
  ['4870021', 'Sony', 'Alpha 7 IV', 'mirrorless', 33, null, 'BSI-CMOS', FULL_FRAME, 3, '4K UHD', 'black', 658, 2199, { docs: ['manual', 'quickstart'], hl: L('Real-time eye autofocus for people, animals and birds.', 'Echtzeit-Augen-Autofokus für Menschen, Tiere und Vögel.') }],
  ['4870038', 'Sony', 'Cyber-shot RX100 VII', 'compact', 20.1, 8, 'BSI-CMOS', '1"', 3, '4K UHD', 'black', 302, [999, 1199], { docs: ['manual'], hl: L('A 24–200 mm zoom in a body that fits into a jacket pocket.', 'Ein 24–200-mm-Zoom in einem Gehäuse, das in jede Jackentasche passt.') }],
  ['4870044', 'Sony', 'ZV-1 II', 'compact', 20.1, 2.7, 'BSI-CMOS', '1"', 3, '4K UHD', 'white', 292, 749, { hl: L('Made for vlogging: 18 mm wide angle, directional microphone and product showcase mode.', 'Gemacht fürs Vlogging: 18-mm-Weitwinkel, Richtmikrofon und Produktpräsentationsmodus.') }],
  ['3390217', 'Panasonic', 'Lumix DC-TZ202', 'compact', 20.1, 15, 'MOS', '1"', 3, '4K UHD', 'black', 340, 599, { hl: L('A 15x Leica zoom lens and an electronic viewfinder in a travel camera.', 'Ein 15-fach-Leica-Zoomobjektiv und ein elektronischer Sucher in einer Reisekamera.') }],
  ['3390223', 'Panasonic', 'Lumix GH6', 'mirrorless', 25.2, null, 'Live MOS', 'Micro Four Thirds', 3, '5.7K', 'black', 823, [1799, 2199], { docs: ['manual', 'datasheet'], hl: L('Unlimited recording time and Apple ProRes for professional video work.', 'Unbegrenzte Aufnahmedauer und Apple ProRes für professionelle Videoproduktion.') }],
  ['4319067', 'Fujifilm', 'X-T5', 'mirrorless', 40.2, null, 'X-Trans CMOS 5 HR', 'APS-C', 3, '6.2K', 'silver', 557, 1599, { docs: ['manual'], hl: L('19 film simulations bring Fujifilm’s colour science straight to your JPEGs.', '19 Filmsimulationen bringen Fujifilms Farbwiedergabe direkt in Ihre JPEGs.') }],
  ['2288490', 'OM System', 'OM-5', 'mirrorless', 20.4, null, 'Live MOS', 'Micro Four Thirds', 3, '4K UHD', 'silver', 414, 1099, { hl: L('Weather-sealed to IP53 with 5-axis image stabilisation.', 'Nach IP53 gegen Spritzwasser geschützt, mit 5-Achsen-Bildstabilisierung.') }],
  ['1740112', 'Leica', 'Q3', 'compact', 60.3, null, 'BSI-CMOS', FULL_FRAME, 3, '8K', 'black', 743, 5590, { stock: 0, availableDate: '2026-09-15', order: { max: 1 }, docs: ['manual', 'datasheet'], hl: L('A fixed Summilux 28 mm f/1.7 lens and a 60-megapixel full-frame sensor.', 'Ein festes Summilux 28 mm f/1.7 und ein Vollformatsensor mit 60 Megapixeln.') }],
];

function cameraTexts(r: CameraRow): { short: Localized; long: Localized } {
  const [, brand, model, type, mp, zoom, sensor, size, display, video, color, , , e] = r;
  const t = TYPE[type];
  const col = colorName(color);
  const short = e?.short ?? L(
    `${model}, ${mp} MP, ${zoom ? `${zoom}x optical zoom` : `${sensorText(size, 'en')} sensor`}, ${display}" display, ${video}, ${col.en_US}`,
    `${model}, ${deNum(mp)} MP, ${zoom ? `${deNum(zoom)}-fach optischer Zoom` : `${sensorText(size, 'de')}-Sensor`}, ${deNum(display)}"-Display, ${video}, ${col.de_DE}`,
  );
  const long = e?.long ?? L(
    `The ${brand} ${model} is a ${t.en} with a ${mp}-megapixel ${sensor} sensor (${sensorText(size, 'en')}). ` +
      (zoom ? `Its ${zoom}x optical zoom brings distant subjects close, ` : type === 'compact' ? 'Its fixed prime lens is matched to the sensor for maximum sharpness, ' : 'Interchangeable lenses give you the right focal length for every subject, ') +
      `and the ${display}-inch display makes framing and playback easy. It records video in ${video}.${hlText(e, 'en')}`,
    `Die ${brand} ${model} ist eine ${t.de} mit ${deNum(mp)}-Megapixel-${compound(sensor)}-Sensor (${sensorText(size, 'de')}). ` +
      (zoom ? `Der ${deNum(zoom)}-fach optische Zoom holt entfernte Motive nah heran, ` : type === 'compact' ? 'Das fest verbaute Objektiv ist für maximale Schärfe auf den Sensor abgestimmt, ' : 'Wechselobjektive bieten für jedes Motiv die passende Brennweite, ') +
      `und das ${deNum(display)}-Zoll-Display erleichtert Bildgestaltung und Wiedergabe. Videos zeichnet sie in ${video} auf.${hlText(e, 'de')}`,
  );
  return { short, long };
}

function camera(r: CameraRow): SeedProduct {
  const [sku, brand, model, type, mp, zoom, sensor, size, display, video, color, weight, price, e] = r;
  return buildProduct({
    sku, brand, name: same(`${brand} ${model}`), ...cameraTexts(r),
    categories: [`${C}.575`, ...(e?.cats ?? [])],
    attributes: CAM({ CameraType: TYPE[type].attr, Resolution: mp, OpticalZoom: zoom, Sensor: sensor, SensorSize: size, DisplaySize: display, VideoResolution: video, Color: colorName(color), Weight: weight }),
    price, image: { kind: 'camera', color: colorHex(color) }, ...extras(e),
  });
}

function eosR50(): SeedProduct[] {
  const kitAxis = { id: 'Kit', name: L('Kit', 'Ausstattung'), presentation: 'select' as const, type: 'String' as const };
  const kits = [
    { value: L('Body only', 'Nur Gehäuse'), label: L('body only', 'nur Gehäuse'), add: 0 },
    { value: L('With RF-S 18-45 mm', 'Mit RF-S 18-45 mm'), label: L('RF-S 18-45 mm kit', 'Kit mit RF-S 18-45 mm'), add: 100 },
    { value: L('Double zoom kit', 'Doppelzoom-Kit'), label: L('double zoom kit', 'Doppelzoom-Kit'), add: 330 },
  ];
  const colors: ColorKey[] = ['black', 'white'];
  let n = 0;
  const variations = colors.flatMap(color => kits.map(kit => ({
    sku: `6291740-0${++n}`,
    values: { Color: colorValue(color), Kit: { value: kit.value, label: kit.label } },
    price: 649 + kit.add + (color === 'white' ? 20 : 0),
    color: colorHex(color),
  })));
  return buildVariationFamily({
    sku: '6291740', brand: 'Canon', name: same('Canon EOS R50'), mpn: '5811C003',
    short: L('EOS R50, 24.2 MP APS-C, 4K video, vari-angle touchscreen', 'EOS R50, 24,2 MP APS-C, 4K-Video, dreh- und schwenkbarer Touchscreen'),
    long: L('The Canon EOS R50 is a compact mirrorless system camera for creators moving up from the smartphone: a 24.2-megapixel APS-C sensor, subject detection autofocus and uncropped 4K video in a body weighing just 375 g.',
      'Die Canon EOS R50 ist eine kompakte spiegellose Systemkamera für alle, die vom Smartphone umsteigen: 24,2-Megapixel-APS-C-Sensor, Autofokus mit Motiverkennung und 4K-Video ohne Crop in einem nur 375 g leichten Gehäuse.'),
    categories: [`${C}.575`],
    attributes: CAM({ CameraType: TYPE.mirrorless.attr, Resolution: 24.2, Sensor: 'CMOS', SensorSize: 'APS-C', DisplaySize: 3, VideoResolution: '4K UHD', Weight: 375 }),
    image: { kind: 'camera', color: colorHex('black') }, docs: ['manual', 'quickstart'],
    axes: [colorAxis(), kitAxis], variations, defaultVariation: '6291740-02',
  });
}

function instaxMini12(): SeedProduct[] {
  const colors: ColorKey[] = ['clayWhite', 'blossomPink', 'pastelBlue', 'mint', 'lilac'];
  return buildVariationFamily({
    sku: '4319073', brand: 'Fujifilm', name: same('Fujifilm instax mini 12'),
    short: L('Instant camera with automatic exposure and close-up mode', 'Sofortbildkamera mit Belichtungsautomatik und Nahaufnahmemodus'),
    long: L('Point, shoot and hold the picture in your hands a few seconds later: the instax mini 12 sets the exposure automatically, and twisting the lens switches on the camera and the close-up mode.',
      'Zielen, auslösen und das Bild wenige Sekunden später in den Händen halten: Die instax mini 12 stellt die Belichtung automatisch ein, und eine Drehung am Objektiv schaltet Kamera und Nahaufnahmemodus ein.'),
    categories: [`${C}.575`],
    attributes: CAM({ CameraType: TYPE.instant.attr, Weight: 306 }),
    image: { kind: 'camera', color: colorHex('clayWhite') },
    axes: [colorAxis()], defaultVariation: '4319073-02',
    variations: colors.map((color, i) => ({ sku: `4319073-0${i + 1}`, values: { Color: colorValue(color) }, price: 69.99, color: colorHex(color), stock: i === 4 ? 0 : undefined })),
  });
}

function kodakFz45(): SeedProduct[] {
  const colors: ColorKey[] = ['black', 'red', 'white', 'blue'];
  return buildVariationFamily({
    sku: '7912078', brand: 'Kodak', name: same('Kodak PIXPRO FZ45'),
    short: L('PIXPRO FZ45, 16 MP, 4x optical zoom, 2.7" LCD, Full HD video', 'PIXPRO FZ45, 16 MP, 4-fach optischer Zoom, 2,7"-LCD, Full-HD-Video'),
    long: L('A friendly point-and-shoot camera that runs on two AA batteries: 16 megapixels, a 27 mm wide-angle lens with 4x optical zoom and Full HD video at the press of a button.',
      'Eine unkomplizierte Kompaktkamera, die mit zwei AA-Batterien läuft: 16 Megapixel, ein 27-mm-Weitwinkelobjektiv mit 4-fach optischem Zoom und Full-HD-Video auf Knopfdruck.'),
    categories: [`${C}.575`],
    attributes: CAM({ CameraType: TYPE.compact.attr, Resolution: 16, OpticalZoom: 4, Sensor: 'CMOS', SensorSize: '1/2.3"', DisplaySize: 2.7, VideoResolution: 'Full HD 1080p', Weight: 120 }),
    image: { kind: 'camera', color: colorHex('black') },
    axes: [colorAxis()], defaultVariation: '7912078-01',
    variations: colors.map((color, i) => ({ sku: `7912078-0${i + 1}`, values: { Color: colorValue(color) }, price: 84.99, color: colorHex(color) })),
  });
}

// --- camcorders ------------------------------------------------------------------------

type CamcorderRow = [sku: string, brand: string, model: string, zoom: number, sensor: string, video: string, memory: number | null,
  display: number, color: ColorKey, weight: number, price: Money, extra?: Extra];

const CAMCORDERS: CamcorderRow[] = [
  ['3953312', 'Canon', 'LEGRIA HF R16', 20, 'CMOS', 'Full HD 1080i', 8, 2.7, 'black', 240, [281.13, 312.36], {
    usd: [303.62, 337.35],
    short: L('LEGRIA HF R16 - 8GB, SDHC, 1/ 13.97 cm (5.5 ") CMOS, 20x opt., dig. 400x', 'LEGRIA HF R16 - 8 GB, SDHC, 1/13,97 cm (5,5") CMOS, 20-fach opt., 400-fach dig.'),
    hl: L('Smart Auto picks the right settings, and Dual Flash Memory relays recording to the card when the internal memory is full.', 'Smart Auto wählt die passenden Einstellungen, und der Dual-Flash-Speicher setzt die Aufnahme auf der Karte fort, wenn der interne Speicher voll ist.'),
    docs: ['manual'],
  }],
  ['7912061', 'Kodak', 'PLAYSPORT Zx5', 5, 'CMOS', 'Full HD 1080p', null, 2, 'blue', 128, 139, { hl: L('Waterproof to 3 m and shockproof: the pocket camcorder for the pool and the beach.', 'Wasserdicht bis 3 m und stoßfest: der Taschen-Camcorder für Pool und Strand.') }],
  ['4729528', 'Toshiba', 'Camileo SX900', 9, 'CMOS', 'Full HD 1080p', null, 2.7, 'black', 196, 253.96, {
    usd: 274.28, short: L('Camileo SX900 Full HD, 14MPixel CMOS sensor, 6.858 cm (2.7 ") LCD, Black', 'Camileo SX900 Full HD, 14-Megapixel-CMOS-Sensor, 6,858 cm (2,7") LCD, Schwarz'),
    hl: L('Face and colour detection keep your subjects in focus, and HDMI output plays your footage on the TV.', 'Gesichts- und Farberkennung halten Ihre Motive im Fokus, und über HDMI spielen Sie Ihre Aufnahmen am Fernseher ab.'),
  }],
  ['3998290', 'Toshiba', 'Camileo S20', 4, 'CMOS', 'Full HD 1080p', null, 3, 'red', 115, 131.28, { usd: 141.78, short: L('Camileo S20, 5MP, CMOS, 7.62 cm (3 ") LCD, HDMI, USB 2.0, SD/SDHC, 115g, Red', 'Camileo S20, 5 MP, CMOS, 7,62 cm (3") LCD, HDMI, USB 2.0, SD/SDHC, 115 g, Rot') }],
  ['3953329', 'Canon', 'LEGRIA HF G70', 20, 'CMOS', '4K UHD', null, 3.5, 'black', 770, [1199, 1399], { docs: ['manual', 'datasheet'], hl: L('Dual SD card slots and a 4K stream over USB make it a favourite for live events.', 'Zwei SD-Kartenfächer und 4K-Streaming über USB machen ihn zum Favoriten für Live-Events.') }],
  ['4870051', 'Sony', 'FDR-AX43A', 20, 'Exmor R CMOS', '4K UHD', null, 3, 'black', 600, 749, { docs: ['manual'], hl: L('Balanced Optical SteadyShot keeps footage smooth even when you walk.', 'Balanced Optical SteadyShot hält die Aufnahmen auch beim Gehen ruhig.') }],
  ['4870067', 'Sony', 'HDR-CX405', 30, 'Exmor R CMOS', 'Full HD 1080p', null, 2.7, 'black', 215, 199, { hl: L('The compact Handycam for everyday family moments.', 'Die kompakte Handycam für die Momente des Familienalltags.') }],
  ['3390230', 'Panasonic', 'HC-V785', 20, 'BSI-MOS', 'Full HD 1080p', null, 3, 'black', 353, 399, { hl: L('HDR movie mode keeps detail in bright skies and dark shadows.', 'Der HDR-Videomodus erhält Details in hellem Himmel und dunklen Schatten.') }],
  ['3390246', 'Panasonic', 'HC-X1500', 24, 'MOS', '4K UHD', null, 3.5, 'black', 1370, 2099, { docs: ['manual', 'datasheet'], ship: [3, 7], hl: L('A professional 4K camcorder with a 24x Leica Dicomar lens.', 'Ein professioneller 4K-Camcorder mit 24-fach-Leica-Dicomar-Objektiv.') }],
  ['2650113', 'JVC', 'Everio GZ-R495', 40, 'BSI-CMOS', 'Full HD 1080p', 4, 3, 'black', 290, 299, { hl: L('Quad-proof: waterproof, dustproof, shockproof and coldproof.', 'Vierfach robust: wasserdicht, staubdicht, stoßfest und kältefest.') }],
];

function camcorder(r: CamcorderRow): SeedProduct {
  const [sku, brand, model, zoom, sensor, video, memory, display, color, weight, price, e] = r;
  const short = e?.short ?? L(
    `${model} - ${video}, ${zoom}x optical zoom, ${display}" display${memory ? `, ${memory} GB internal memory` : ''}`,
    `${model} - ${video}, ${zoom}-fach optischer Zoom, ${deNum(display)}"-Display${memory ? `, ${memory} GB interner Speicher` : ''}`,
  );
  const long = L(
    `Film your moments in ${video} with the ${brand} ${model}. Its ${zoom}x optical zoom and ${sensor} sensor deliver sharp, detailed footage even from a distance, and the ${display}-inch display folds out for easy framing. ` +
      (memory ? `${memory} GB of internal memory plus a memory card slot leave room for long recordings.` : 'Footage is recorded to SD/SDHC/SDXC memory cards.') + hlText(e, 'en'),
    `Mit dem ${brand} ${model} filmen Sie Ihre schönsten Momente in ${video}. Der ${deNum(zoom)}-fach optische Zoom und der ${compound(sensor)}-Sensor liefern auch aus der Entfernung scharfe, detailreiche Aufnahmen, und das ausklappbare ${deNum(display)}-Zoll-Display erleichtert die Bildgestaltung. ` +
      (memory ? `${memory} GB interner Speicher und ein Speicherkartenfach bieten Platz für lange Aufnahmen.` : 'Aufgezeichnet wird auf SD-/SDHC-/SDXC-Speicherkarten.') + hlText(e, 'de'),
  );
  return buildProduct({
    sku, brand, name: same(`${brand} ${model}`), short, long,
    categories: [`${C}.584`, ...(e?.cats ?? [])],
    attributes: CAM({ OpticalZoom: zoom, Sensor: sensor, VideoResolution: video, InternalMemory: memory, DisplaySize: display, Color: colorName(color), Weight: weight }),
    price, image: { kind: 'camcorder', color: colorHex(color) }, ...extras(e),
  });
}

function legriaR806(): SeedProduct[] {
  const colors: ColorKey[] = ['black', 'white', 'red'];
  return buildVariationFamily({
    sku: '3953335', brand: 'Canon', name: same('Canon LEGRIA HF R806'),
    short: L('LEGRIA HF R806 - Full HD, 32x optical zoom, 3" touchscreen', 'LEGRIA HF R806 - Full HD, 32-fach optischer Zoom, 3"-Touchscreen'),
    long: L('A light and simple Full HD camcorder: the 32x optical zoom with Intelligent IS keeps distant subjects steady, and the 3-inch touchscreen makes every setting a tap away.',
      'Ein leichter, unkomplizierter Full-HD-Camcorder: Der 32-fach optische Zoom mit intelligentem Bildstabilisator hält auch entfernte Motive ruhig, und über den 3-Zoll-Touchscreen ist jede Einstellung nur einen Fingertipp entfernt.'),
    categories: [`${C}.584`],
    attributes: CAM({ OpticalZoom: 32, Sensor: 'CMOS', VideoResolution: 'Full HD 1080p', DisplaySize: 3, Weight: 235 }),
    image: { kind: 'camcorder', color: colorHex('black') },
    axes: [colorAxis()], defaultVariation: '3953335-01',
    variations: colors.map((color, i) => ({ sku: `3953335-0${i + 1}`, values: { Color: colorValue(color) }, price: 229, color: colorHex(color) })),
  });
}

// --- action cameras --------------------------------------------------------------------

type ActionRow = [sku: string, brand: string, model: string, video: string, mp: number, waterproof: number, stabilization: boolean,
  weight: number, color: ColorKey, price: Money, extra?: Extra];

const GOPRO_DOCS = (stem: string): NonNullable<ProductInput['attachments']> => [
  { key: 'AC_Manual_2_', type: 'Manual', name: L('Quick Start Guide', 'Schnellstartanleitung'), description: L('Get started with your camera.', 'Erste Schritte mit Ihrer Kamera.'), fileName: `QSG_${stem}_ENG_REVF_WEB.pdf` },
  { key: 'AC_Manual_1_', type: 'Manual', name: L('User Manual', 'Bedienungsanleitung'), description: L('All functions and settings in detail.', 'Alle Funktionen und Einstellungen im Detail.'), fileName: `UM_${stem}_ENG_REVF_WEB.pdf` },
];

const ACTION_CAMS: ActionRow[] = [
  ['8182790134362', 'GoPro', 'HERO4 Silver', '4K UHD', 12, 40, false, 147, 'silver', 362.94, {
    usd: 391.98, rating: { average: 5, count: 2 }, attachments: GOPRO_DOCS('H4Silver'),
    short: L('High-performance capture. Touch-display convenience. - Features 1080p60 and', 'Hochleistungsaufnahmen. Komfort mit Touch-Display. - Mit 1080p60 und'),
    long: L('Capture your world with HERO4 Silver, the high-performance GoPro with a built-in touch display. Controlling the camera, framing shots and playing back content is now ultra convenient—just view, tap and swipe the screen. HERO4 Silver captures 1080p60 and 720p120 video with lifelike clarity, plus 12MP photos at a staggering 30 frames per second. Built-in video trimming lets you create and save short highlight clips for easy sharing.',
      'Halten Sie Ihre Welt mit der HERO4 Silver fest, der leistungsstarken GoPro mit integriertem Touch-Display. Kamera steuern, Bildausschnitt wählen und Aufnahmen abspielen ist jetzt besonders bequem – einfach ansehen, tippen und wischen. Die HERO4 Silver nimmt Videos in 1080p60 und 720p120 mit lebensechter Klarheit auf, dazu Fotos mit 12 MP und beeindruckenden 30 Bildern pro Sekunde. Mit dem integrierten Videoschnitt erstellen Sie kurze Highlight-Clips zum einfachen Teilen.'),
  }],
  ['8182790134363', 'GoPro', 'HERO5 Session', '4K UHD', 10, 10, true, 74, 'black', 362.94, {
    usd: 391.98, attachments: GOPRO_DOCS('H4Silver'),
    short: L('The best, only smaller. HERO5 Session combines 4K video, one-button simplicity and voice control all in a small, waterproof design.', 'Das Beste, nur kleiner. Die HERO5 Session vereint 4K-Video, Bedienung mit einer Taste und Sprachsteuerung in einem kleinen, wasserdichten Design.'),
    long: L('Capture different with HERO5 Session. With its stunning 4K video, one-button simplicity and voice control, HERO5 Session may be the ultimate combination of performance and small size. Liquid-smooth image stabilization, waterproof design and go-anywhere durability help capture life as you live it.',
      'Nehmen Sie anders auf mit der HERO5 Session. Mit beeindruckendem 4K-Video, Ein-Tasten-Bedienung und Sprachsteuerung ist sie vielleicht die ultimative Kombination aus Leistung und kompakter Größe. Butterweiche Bildstabilisierung, wasserdichtes Design und Robustheit für jedes Abenteuer halten das Leben fest, wie Sie es erleben.'),
  }],
  ['8182790134370', 'GoPro', 'HERO12 Black', '5.3K', 27, 10, true, 154, 'black', [379, 449], { docs: ['manual', 'quickstart'], hl: L('HyperSmooth 6.0 and HDR video with up to 70 minutes of 5.3K recording per charge.', 'HyperSmooth 6.0 und HDR-Video mit bis zu 70 Minuten 5,3K-Aufnahme pro Akkuladung.') }],
  ['8182790134371', 'GoPro', 'MAX', '5.6K 360°', 16.6, 5, true, 163, 'black', 499, { hl: L('Shoot in 360° and choose your framing later in the app.', 'Filmen Sie in 360° und wählen Sie den Bildausschnitt später in der App.') }],
  ['6941565961248', 'DJI', 'Osmo Action 4', '4K UHD', 10, 18, true, 145, 'graphite', 349, { docs: ['manual'], hl: L('A 1/1.3-inch sensor for clean footage at dusk and at night.', 'Ein 1/1,3-Zoll-Sensor für saubere Aufnahmen in der Dämmerung und bei Nacht.') }],
  ['6970357853052', 'Insta360', 'X3', '5.7K 360°', 72, 10, true, 180, 'black', 429, { hl: L('The invisible selfie stick effect makes it look as if a drone followed you.', 'Der unsichtbare Selfiestick-Effekt lässt es aussehen, als folge Ihnen eine Drohne.') }],
  ['6970357853069', 'Insta360', 'GO 3', '2.7K', 12, 5, true, 35, 'white', 349, { hl: L('A 35-gram thumb-sized camera that clips magnetically to your clothes.', 'Eine daumengroße 35-Gramm-Kamera, die magnetisch an der Kleidung hält.') }],
  ['4870074', 'Sony', 'RX0 II', '4K UHD', 15.3, 10, true, 132, 'black', 649, { hl: L('A 1-inch sensor in a crushproof body with a tiltable screen.', 'Ein 1-Zoll-Sensor in einem bruchfesten Gehäuse mit neigbarem Display.') }],
];

function actionCam(r: ActionRow): SeedProduct {
  const [sku, brand, model, video, mp, waterproof, stab, weight, color, price, e] = r;
  const short = e?.short ?? L(`${model}: ${video} video, ${mp} MP photos, waterproof to ${waterproof} m`, `${model}: ${video}-Video, Fotos mit ${deNum(mp)} MP, wasserdicht bis ${waterproof} m`);
  const long = e?.long ?? L(
    `The ${brand} ${model} captures ${video} video and ${mp}-megapixel photos${stab ? ' with built-in electronic image stabilisation' : ''}. Waterproof to ${waterproof} m and weighing just ${weight} g, it goes wherever you go: on the helmet, the handlebars or the surfboard.${hlText(e, 'en')}`,
    `Die ${brand} ${model} nimmt Videos in ${video} und Fotos mit ${deNum(mp)} Megapixeln auf${stab ? ' – mit integrierter elektronischer Bildstabilisierung' : ''}. Wasserdicht bis ${waterproof} m und nur ${weight} g leicht, ist sie überall dabei: am Helm, am Lenker oder auf dem Surfbrett.${hlText(e, 'de')}`,
  );
  return buildProduct({
    sku, brand, name: same(`${brand} ${model}`), short, long,
    categories: [`${C}.832`, ...(e?.cats ?? [])],
    attributes: CAM({ CameraType: L('Action camera', 'Actioncam'), Resolution: mp, VideoResolution: video, WaterproofDepth: waterproof, ImageStabilization: stab, Color: colorName(color), Weight: weight }),
    price, image: { kind: 'action-camera', color: colorHex(color) }, ...extras(e),
  });
}

// --- accessories -----------------------------------------------------------------------

const ACC_TYPE = {
  lens: L('Lens', 'Objektiv'), converter: L('Conversion lens', 'Vorsatzlinse'), battery: L('Battery', 'Akku'), card: L('Memory card', 'Speicherkarte'),
  tripod: L('Tripod', 'Stativ'), grip: L('Grip', 'Griff'), filter: L('Filter', 'Filter'), book: L('Book', 'Buch'),
};

interface AccessoryInput extends Extra {
  sku: string; brand: string; model: string; cat: string; short: Localized; long: Localized;
  attrs: Parameters<typeof ACC>[0]; price: Money; kind?: ProductInput['image']['kind']; color?: ColorKey; scaled?: [number, number][];
}

function accessory(a: AccessoryInput): SeedProduct {
  const { sku, brand, model, cat, short, long, attrs, price, kind, color, scaled, cats, ...rest } = a;
  return buildProduct({
    sku, brand, name: same(model.startsWith(brand) ? model : `${brand} ${model}`), short, long,
    categories: [cat, ...(cats ?? [])], attributes: ACC({ ...attrs, Color: color ? colorName(color) : undefined }),
    price, scaled, image: { kind: kind ?? 'generic', color: colorHex(color ?? 'black') }, ...extras(rest),
  });
}

const lens = (sku: string, brand: string, model: string, mount: string, focal: string, aperture: string, weight: number, price: Money, hl: Localized, extra: Extra = {}) => accessory({
  sku, brand, model, cat: `${C}.585.1316`, kind: 'lens', color: 'black', price,
  short: L(`${model}: ${focal}, ${aperture}, ${mount} mount`, `${model}: ${focal}, ${aperture}, ${mount}-Bajonett`),
  long: L(`A ${focal} lens with a maximum aperture of ${aperture} for cameras with ${mount} mount. ${hl.en_US}`, `Ein Objektiv mit ${focal} Brennweite und einer Lichtstärke von ${aperture} für Kameras mit ${mount}-Bajonett. ${hl.de_DE}`),
  attrs: { AccessoryType: ACC_TYPE.lens, Mount: mount, FocalLength: focal, Aperture: aperture, Weight: weight }, ...extra,
});

function accessories(): SeedProduct[] {
  return [
    accessory({
      sku: '457595', brand: 'Sony', model: 'VCL-HG0758 Wide Conversion Lens', cat: `${C}.585`, kind: 'lens', color: 'black', price: 25, usd: 33.75, fixedPrice: true,
      short: L('Wide conversion lens 0.7x for 58 mm filter threads', 'Weitwinkel-Vorsatzlinse 0,7x für 58-mm-Filtergewinde'),
      long: L('This 0.7x wide conversion lens screws onto the 58 mm filter thread of your camcorder or camera and widens the view by 30 % – ideal for rooms, landscapes and group shots.',
        'Diese Weitwinkel-Vorsatzlinse 0,7x wird auf das 58-mm-Filtergewinde Ihres Camcorders oder Ihrer Kamera geschraubt und erweitert den Bildwinkel um 30 % – ideal für Innenräume, Landschaften und Gruppenfotos.'),
      attrs: { AccessoryType: ACC_TYPE.converter, FilterDiameter: 58, Compatibility: L('Sony Handycam, 58 mm filter thread', 'Sony Handycam, 58-mm-Filtergewinde'), Weight: 210 }, rating: { average: 4, count: 7 },
    }),
    accessory({
      sku: '0027242882539', brand: 'Sony', model: 'NP-BY1', cat: `${C}.585.1317`, color: 'black', price: 21.13, usd: 22.82,
      short: L('Sony NP-BY1, 640 mAh, Digital camera, Lithium-Ion, 15g', 'Sony NP-BY1, 640 mAh, Digitalkamera, Lithium-Ionen, 15 g'),
      long: L('Rechargeable lithium-ion battery with 640 mAh for Sony action cams and compact camcorders. Pack a spare and keep filming while the other one charges.',
        'Wiederaufladbarer Lithium-Ionen-Akku mit 640 mAh für Sony-Actioncams und kompakte Camcorder. Packen Sie einen Ersatzakku ein und filmen Sie weiter, während der andere lädt.'),
      attrs: { AccessoryType: ACC_TYPE.battery, BatteryCapacity: 640, Compatibility: 'Sony HDR-AZ1, HDR-AS', Weight: 15 },
    }),
    accessory({
      sku: '0818279012576', brand: 'GoPro', model: 'The Handler', cat: `${C}.585.1319`, cats: [`${C}.832`], color: 'orange', price: 20.69, usd: 22.34,
      short: L('Floating GoPro hand grip for stable shooting in and out of the water.', 'Schwimmender GoPro-Handgriff für ruhige Aufnahmen im und außerhalb des Wassers.'),
      long: L('The Handler is a floating hand grip that keeps your GoPro steady for point-of-view and selfie shots. If it slips out of your hand, it floats – and its bright orange colour makes it easy to spot.',
        'The Handler ist ein schwimmender Handgriff, der Ihre GoPro bei POV- und Selfie-Aufnahmen ruhig hält. Rutscht er Ihnen aus der Hand, schwimmt er – und dank der leuchtend orangen Farbe finden Sie ihn schnell wieder.'),
      attrs: { AccessoryType: ACC_TYPE.grip, Compatibility: L('GoPro HERO series', 'GoPro-HERO-Serie'), Weight: 57 },
    }),
    lens('6291784', 'Canon', 'RF 24-105mm F4L IS USM', 'Canon RF', '24-105 mm', 'f/4', 700, [1149, 1349], L('The all-round L-series zoom with 5-stop image stabiliser.', 'Das Allround-Zoom der L-Serie mit Bildstabilisator für 5 Blendenstufen.'), { docs: ['manual'] }),
    lens('6291790', 'Canon', 'RF 50mm F1.8 STM', 'Canon RF', '50 mm', 'f/1.8', 160, 199, L('Light, bright and affordable: the classic portrait prime.', 'Leicht, lichtstark und günstig: die klassische Porträt-Festbrennweite.')),
    lens('5530164', 'Nikon', 'NIKKOR Z 24-70mm f/4 S', 'Nikon Z', '24-70 mm', 'f/4', 500, 899, L('A compact standard zoom with S-line sharpness.', 'Ein kompaktes Standardzoom mit der Schärfe der S-Linie.'), { docs: ['manual'] }),
    lens('4870080', 'Sony', 'FE 85mm F1.8', 'Sony E', '85 mm', 'f/1.8', 371, 549, L('Creamy background blur for portraits.', 'Cremige Hintergrundunschärfe für Porträts.')),
    lens('1921140', 'Sigma', '18-50mm F2.8 DC DN Contemporary', 'Sony E', '18-50 mm', 'f/2.8', 290, 499, L('A constant f/2.8 aperture in one of the smallest APS-C zooms.', 'Durchgehend Blende 2,8 in einem der kleinsten APS-C-Zooms.')),
    lens('1921157', 'Tamron', '28-75mm F/2.8 Di III VXD G2', 'Sony E', '28-75 mm', 'f/2.8', 540, [799, 899], L('Fast VXD autofocus motor and close focusing to 18 cm.', 'Schneller VXD-Autofokusmotor und Naheinstellgrenze von 18 cm.')),
    accessory({
      sku: '6291807', brand: 'Canon', model: 'LP-E17 Battery Pack', cat: `${C}.585.1317`, color: 'black', price: 59,
      short: L('Li-ion battery pack LP-E17, 1040 mAh', 'Li-Ionen-Akku LP-E17, 1040 mAh'),
      long: L('Original Canon battery for the EOS R50, R10, 250D and 850D with 1040 mAh capacity.', 'Original-Canon-Akku für EOS R50, R10, 250D und 850D mit 1040 mAh Kapazität.'),
      attrs: { AccessoryType: ACC_TYPE.battery, BatteryCapacity: 1040, Compatibility: 'Canon EOS R50, R10, 250D, 850D', Weight: 45 },
    }),
    accessory({
      sku: '8182790134388', brand: 'GoPro', model: 'Enduro Rechargeable Battery', cat: `${C}.585.1317`, cats: [`${C}.832`], color: 'black', price: 24.99,
      short: L('Enduro battery 1720 mAh for HERO9 to HERO12', 'Enduro-Akku 1720 mAh für HERO9 bis HERO12'),
      long: L('Up to 40 % longer recording in the cold: the Enduro battery keeps going on winter days and ski slopes.', 'Bis zu 40 % längere Aufnahmezeit in der Kälte: Der Enduro-Akku hält auch an Wintertagen und auf der Skipiste durch.'),
      attrs: { AccessoryType: ACC_TYPE.battery, BatteryCapacity: 1720, Compatibility: 'GoPro HERO9, HERO10, HERO11, HERO12', Weight: 49 },
    }),
    accessory({
      sku: '1460038', brand: 'SanDisk', model: 'Ultra microSDXC 128 GB', cat: `${C}.585.1318`, cats: ['Computers.206.902'], kind: 'storage', color: 'grey', price: 14.99,
      scaled: [[10, 13.49], [50, 11.99]],
      short: L('microSDXC UHS-I card, 128 GB, up to 140 MB/s, with SD adapter', 'microSDXC-UHS-I-Karte, 128 GB, bis 140 MB/s, mit SD-Adapter'),
      long: L('Enough space for hours of Full HD video on your action cam, drone or smartphone, rated A1 for fast app performance.', 'Genug Platz für stundenlange Full-HD-Videos auf Actioncam, Drohne oder Smartphone, mit A1-Klassifizierung für schnelle Apps.'),
      attrs: { AccessoryType: ACC_TYPE.card, StorageCapacity: 128, ReadSpeed: 140, Weight: 1 },
    }),
    accessory({
      sku: '2750118', brand: 'Manfrotto', model: 'Befree Advanced Travel Tripod', cat: `${C}.585.1319`, kind: 'generic', color: 'black', price: [179, 219],
      short: L('Aluminium travel tripod, max. load 8 kg, 40 cm folded', 'Reisestativ aus Aluminium, max. Belastung 8 kg, 40 cm zusammengeklappt'),
      long: L('Folds down to 40 cm and carries up to 8 kg – the tripod that comes along on every trip.', 'Lässt sich auf 40 cm zusammenklappen und trägt bis zu 8 kg – das Stativ, das auf jede Reise mitkommt.'),
      attrs: { AccessoryType: ACC_TYPE.tripod, MaxLoad: 8, Material: 'Aluminium', Weight: 1580 },
    }),
    accessory({
      sku: '2750124', brand: 'Joby', model: 'GorillaPod 3K Kit', cat: `${C}.585.1319`, color: 'black', price: 79,
      short: L('Flexible tripod with ball head, up to 3 kg', 'Flexibles Stativ mit Kugelkopf, bis 3 kg'),
      long: L('Wrap the flexible legs around railings, branches or lamp posts and get the shot where no tripod stands.', 'Wickeln Sie die flexiblen Beine um Geländer, Äste oder Laternen und fotografieren Sie dort, wo kein Stativ steht.'),
      attrs: { AccessoryType: ACC_TYPE.tripod, MaxLoad: 3, Material: L('ABS plastic, stainless steel', 'ABS-Kunststoff, Edelstahl'), Weight: 368 },
    }),
    accessory({
      sku: '3110217', brand: 'Hoya', model: 'UX II UV Filter 58 mm', cat: `${C}.585`, kind: 'lens', color: 'black', price: 19.99,
      short: L('UV filter, 58 mm, multi-coated', 'UV-Filter, 58 mm, mehrfach vergütet'),
      long: L('Protects the front element of your lens against dust, scratches and fingerprints without changing the colours.', 'Schützt die Frontlinse Ihres Objektivs vor Staub, Kratzern und Fingerabdrücken, ohne die Farben zu verändern.'),
      attrs: { AccessoryType: ACC_TYPE.filter, FilterDiameter: 58, Weight: 12 },
    }),
    accessory({
      sku: '9783864907', brand: 'Rocky Nook', model: 'Scott Kelby: The Digital Photography Book', cat: `${C}.585`, kind: 'paper', color: 'darkBlue', price: 27.99, tax: 0.07,
      short: L('Scott Kelby: The Digital Photography Book, 240 pages', 'Scott Kelby: Das Digitale Fotografie Buch, 240 Seiten'),
      long: L('Scott Kelby explains, one technique per page, how the pros get their shots – without technical jargon.', 'Scott Kelby erklärt Seite für Seite, wie Profis zu ihren Bildern kommen – ohne Fachchinesisch.'),
      attrs: { AccessoryType: ACC_TYPE.book, Pages: 240, Weight: 620 },
    }),
    accessory({
      sku: '9783836290', brand: 'Rheinwerk', model: 'Lightroom Classic – The Complete Handbook', cat: `${C}.585`, kind: 'paper', color: 'teal', price: 46.73, tax: 0.07,
      short: L('Lightroom Classic – The Complete Handbook, 900 pages', 'Lightroom Classic – Das umfassende Handbuch, 900 Seiten'),
      long: L('From import to print: the complete guide to organising and developing your photos in Adobe Lightroom Classic.', 'Vom Import bis zum Druck: der vollständige Leitfaden zum Organisieren und Entwickeln Ihrer Fotos in Adobe Lightroom Classic.'),
      attrs: { AccessoryType: ACC_TYPE.book, Pages: 900, Weight: 1750 },
    }),
  ];
}

function sandiskExtremePro(): SeedProduct[] {
  const sizes: [number, number][] = [[64, 19.99], [128, 29.99], [256, 54.99], [512, 99.99], [1000, 189.99]];
  return buildVariationFamily({
    sku: '1460021', brand: 'SanDisk', name: same('SanDisk Extreme PRO SDXC'),
    short: L('SDXC UHS-I card, up to 200 MB/s, V30, U3', 'SDXC-UHS-I-Karte, bis 200 MB/s, V30, U3'),
    long: L('Fast enough for 4K video and long burst sequences: up to 200 MB/s read and 140 MB/s write speed, temperature-, water-, shock- and X-ray-proof.',
      'Schnell genug für 4K-Video und lange Serienaufnahmen: bis zu 200 MB/s Lese- und 140 MB/s Schreibgeschwindigkeit, temperatur-, wasser-, stoß- und röntgenfest.'),
    categories: [`${C}.585.1318`, 'Computers.206.902'],
    attributes: ACC({ AccessoryType: ACC_TYPE.card, ReadSpeed: 200, Weight: 2 }),
    image: { kind: 'storage', color: '#b5272d', views: ['front', 'back'] },
    axes: [capacityAxis('select')], defaultVariation: '1460021-02',
    variations: sizes.map(([gb, price], i) => ({
      sku: `1460021-0${i + 1}`, values: { Capacity: capacityValue(gb) }, price,
      scaled: [[10, Math.round(price * 0.92 * 100) / 100], [25, Math.round(price * 0.86 * 100) / 100]],
      attributes: ACC({ StorageCapacity: gb }),
    })),
  });
}

// --- bags ------------------------------------------------------------------------------

type BagRow = [sku: string, brand: string, model: string, type: 'backpack' | 'shoulder' | 'case', volume: number | null, material: Localized, color: ColorKey, price: Money, hl: Localized, extra?: Extra];
const BAG_TYPE = { backpack: L('Backpack', 'Rucksack'), shoulder: L('Shoulder bag', 'Umhängetasche'), case: L('Case', 'Kameratasche') };
const NYLON = L('Nylon', 'Nylon');

const BAGS: BagRow[] = [
  ['4554679', 'Fujifilm', 'SC-Z70', 'case', null, L('Synthetic leather', 'Kunstleder'), 'silver', 10.75, L('Soft case made to measure for the FinePix Z70.', 'Maßgeschneiderte Softtasche für die FinePix Z70.'), { usd: 11.61, short: L('SC-Z70 - Soft Case for FinePix Z70, silver', 'SC-Z70 - Softtasche für FinePix Z70, Silber') }],
  ['2751013', 'Lowepro', 'ProTactic BP 450 AW II', 'backpack', 25, NYLON, 'black', [219, 259], L('Modular interior for two bodies, up to eight lenses and a 15" laptop.', 'Modulare Inneneinteilung für zwei Gehäuse, bis zu acht Objektive und einen 15"-Laptop.')],
  ['2750131', 'Manfrotto', 'Advanced Shoulder Bag M', 'shoulder', 9, NYLON, 'black', 59, L('Quick access from the top and a padded, removable divider.', 'Schneller Zugriff von oben und eine gepolsterte, herausnehmbare Inneneinteilung.')],
  ['2751037', 'Think Tank Photo', 'Retrospective 7 V2.0', 'shoulder', 10, L('Cotton canvas', 'Baumwoll-Canvas'), 'sandstone', 189, L('Understated look with sound-silencing pocket flaps.', 'Zurückhaltender Look mit geräuscharmen Taschenklappen.')],
  ['2751044', 'Hama', 'Syscase 100 Camera Bag', 'case', 3, L('Polyester', 'Polyester'), 'black', 14.99, L('A compact bag for a compact camera and spare batteries.', 'Eine kompakte Tasche für Kompaktkamera und Ersatzakkus.')],
];

function bag(r: BagRow): SeedProduct {
  const [sku, brand, model, type, volume, material, color, price, hl, e] = r;
  const t = BAG_TYPE[type];
  const short = e?.short ?? L(`${t.en_US}${volume ? `, ${volume} l` : ''}, ${material.en_US}, ${colorName(color).en_US}`, `${t.de_DE}${volume ? `, ${volume} l` : ''}, ${material.de_DE}, ${colorName(color).de_DE}`);
  return buildProduct({
    sku, brand, name: same(`${brand} ${model}`), short,
    long: L(`The ${brand} ${model} protects your camera gear on the go. ${hl.en_US}`, `${brand} ${model} schützt Ihre Kameraausrüstung unterwegs. ${hl.de_DE}`),
    categories: [`${C}.1290`, ...(e?.cats ?? [])],
    attributes: ACC({ BagType: t, Volume: volume, Material: material, Color: colorName(color) }),
    price, image: { kind: 'generic', color: colorHex(color) }, ...extras(e),
  });
}

function peakDesignBackpack(): SeedProduct[] {
  const colors: [ColorKey, string][] = [['black', 'black-nylon'], ['grey', 'ash-canvas'], ['midnight', 'midnight-canvas']];
  const sizes: [string, number][] = [['20 L', 0], ['30 L', 30]];
  let n = 0;
  return buildVariationFamily({
    sku: '2751020', brand: 'Peak Design', name: same('Peak Design Everyday Backpack V2'),
    short: L('Camera and everyday backpack with FlexFold dividers', 'Kamera- und Alltagsrucksack mit FlexFold-Trennwänden'),
    long: L('Weatherproof 400D nylon, two side access zips and origami-inspired FlexFold dividers turn this everyday backpack into a camera bag in seconds.',
      'Wetterfestes 400D-Nylon, zwei seitliche Zugriffsreißverschlüsse und die vom Origami inspirierten FlexFold-Trennwände machen den Alltagsrucksack in Sekunden zur Kameratasche.'),
    categories: [`${C}.1290`],
    attributes: ACC({ BagType: BAG_TYPE.backpack, Material: NYLON }),
    image: { kind: 'generic', color: colorHex('black') },
    axes: [colorAxis('swatchImage'), sizeAxis('textButtons')], defaultVariation: '2751020-01',
    variations: colors.flatMap(([color, swatch]) => sizes.map(([size, add]) => ({
      sku: `2751020-0${++n}`, values: { Color: colorValue(color, swatch), Size: sizeValue(size) }, price: 259.95 + add, color: colorHex(color),
      attributes: ACC({ Volume: parseInt(size, 10) }),
    }))),
  });
}

// --- webcams ---------------------------------------------------------------------------

type WebcamRow = [sku: string, brand: string, model: string, video: string, fps: number, fov: number, mic: boolean, price: Money, hl: Localized, extra?: Extra & { scaled?: [number, number][] }];

const WEBCAMS: WebcamRow[] = [
  ['1840210', 'Logitech', 'C920s HD Pro Webcam', 'Full HD 1080p', 30, 78, true, [59.99, 79.99], L('A privacy shutter covers the lens when you are not in a call.', 'Eine Sichtschutzblende deckt das Objektiv ab, wenn Sie nicht telefonieren.')],
  ['1840227', 'Logitech', 'BRIO 4K Ultra HD Webcam', '4K UHD', 30, 90, true, 179, L('Windows Hello face recognition and RightLight 3 with HDR.', 'Windows-Hello-Gesichtserkennung und RightLight 3 mit HDR.'), { docs: ['quickstart'] }],
  ['1840233', 'Logitech', 'C270 HD Webcam', 'HD 720p', 30, 55, true, 24.99, L('The plug-and-play webcam for every office desk.', 'Die Plug-and-Play-Webcam für jeden Büroarbeitsplatz.'), { scaled: [[10, 22.49], [50, 19.99]] }],
  ['2210117', 'Microsoft', 'LifeCam HD-3000', 'HD 720p', 30, 68, true, 29.99, L('Certified for Microsoft Teams.', 'Zertifiziert für Microsoft Teams.')],
  ['2640112', 'Razer', 'Kiyo Pro', 'Full HD 1080p', 60, 103, false, 149, L('An adaptive light sensor for streaming in dim rooms.', 'Ein adaptiver Lichtsensor für Streams in dunklen Räumen.')],
  ['2640129', 'Elgato', 'Facecam', 'Full HD 1080p', 60, 82, false, [129, 149], L('A Sony STARVIS sensor and a premium glass lens for streamers.', 'Ein Sony-STARVIS-Sensor und ein hochwertiges Glasobjektiv für Streamer.')],
  ['2640135', 'Poly', 'Studio P5', 'HD 720p', 30, 80, true, 99, L('Made for video calls in the home office.', 'Gemacht für Videokonferenzen im Homeoffice.')],
];

function webcam(r: WebcamRow): SeedProduct {
  const [sku, brand, model, video, fps, fov, mic, price, hl, e] = r;
  return buildProduct({
    sku, brand, name: same(`${brand} ${model}`),
    short: L(`Webcam, ${video} at ${fps} fps, ${fov}° field of view${mic ? ', microphone' : ''}`, `Webcam, ${video} mit ${fps} fps, ${fov}° Blickwinkel${mic ? ', Mikrofon' : ''}`),
    long: L(`Look your best in video calls: the ${brand} ${model} streams ${video} at ${fps} frames per second with a ${fov}° field of view${mic ? ' and built-in microphones' : ''}. It clips onto any monitor or laptop and works without drivers. ${hl.en_US}`,
      `Sehen Sie in Videokonferenzen gut aus: Die ${brand} ${model} überträgt ${video} mit ${fps} Bildern pro Sekunde und ${fov}° Blickwinkel${mic ? ' und hat Mikrofone eingebaut' : ''}. Sie wird auf jeden Monitor oder Laptop geklemmt und funktioniert ohne Treiber. ${hl.de_DE}`),
    categories: [`${C}.577`, ...(e?.cats ?? [])],
    attributes: CAM({ VideoResolution: video, FrameRate: fps, FieldOfView: fov, Microphone: mic, Color: colorName('black') }),
    price, image: { kind: 'camera', color: colorHex('black'), views: ['front', 'side'] }, ...extras(e),
  });
}

export function buildCameras(): SeedProduct[] {
  return [
    ...CAMERAS.map(camera), ...eosR50(), ...instaxMini12(), ...kodakFz45(),
    ...CAMCORDERS.map(camcorder), ...legriaR806(),
    ...ACTION_CAMS.map(actionCam),
    ...accessories(), ...sandiskExtremePro(),
    ...BAGS.map(bag), ...peakDesignBackpack(),
    ...WEBCAMS.map(webcam),
  ];
}
