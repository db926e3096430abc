// Home-Entertainment.SmartHome: voice assistants, lighting, heating, security. Google Home
// and the Philips Hue parts of the ICM demo's starter kit bundle live here.
import type { Localized, SeedProduct } from '../../catalog/catalog-types';
import { attributeSet, COMMON, def } from './attributes';
import { colorHex, colorName, L, same, type ColorKey } from './localize';
import { buildVariationFamily, item, leadIn, type Money, type ProductInput } from './product-builder';
import { colorAxis, colorValue } from './variation-axes';

const SH = 'Home-Entertainment.SmartHome';

const SMART = attributeSet({
  DeviceType: def('Device type', 'Gerätetyp', 'String', { facet: true }),
  Protocol: def('Wireless protocol', 'Funkstandard', 'String', { facet: true }),
  VoiceAssistant: def('Voice assistant', 'Sprachassistent', 'String', { facet: true }),
  PowerSupply: def('Power supply', 'Stromversorgung', 'String'),
  Dimensions: COMMON.Dimensions,
  Color: COMMON.Color,
  Weight: COMMON.Weight,
});

const TYPE = {
  speaker: L('Smart speaker', 'Smart Speaker'), display: L('Smart display', 'Smart Display'), bridge: L('Bridge', 'Bridge'),
  light: L('Smart light', 'Smarte Leuchte'), switch: L('Switch', 'Schalter'), thermostat: L('Thermostat', 'Thermostat'),
  camera: L('Security camera', 'Sicherheitskamera'), doorbell: L('Video doorbell', 'Videotürklingel'), sensor: L('Sensor', 'Sensor'),
  plug: L('Smart plug', 'Smarte Steckdose'), hub: L('Smart home hub', 'Smart-Home-Zentrale'),
};

type Row = [sku: string, brand: string, model: string, type: keyof typeof TYPE, attrs: Parameters<typeof SMART>[0], drawing: ProductInput['image']['kind'],
  color: ColorKey, price: Money, short: Localized, long: Localized, extra?: Partial<ProductInput> & { cats?: string[] }];

const ROWS: Row[] = [
  ['201807171', 'Google', 'Home', 'speaker', { Protocol: 'Wi-Fi, Bluetooth', VoiceAssistant: 'Google Assistant', PowerSupply: '16.5 V, 2 A', Dimensions: '96 mm x 142 mm', Weight: 477 }, 'smart-home', 'white', 162.04,
    L('Hands-free help from the Google Assistant', 'Freihändige Hilfe vom Google Assistant'),
    L('Get answers, play songs, tackle your day, enjoy your entertainment and control your smart home with just your voice.', 'Erhalten Sie Antworten, spielen Sie Musik ab, planen Sie Ihren Tag, genießen Sie Unterhaltung und steuern Sie Ihr Smart Home – allein mit Ihrer Stimme.'),
    { usd: 175, fixedPrice: true, rating: { average: 3, count: 1 } }],
  ['201807191', 'Philips', 'Hue Bridge', 'bridge', { Protocol: 'Zigbee, Ethernet', VoiceAssistant: 'Amazon Alexa, Google Assistant, Apple Siri', PowerSupply: '100-240 V AC, 250 mA max', Dimensions: '88 mm x 26 mm' }, 'router', 'white', 58.88,
    L('The heart of your Philips Hue system', 'Das Herzstück Ihres Philips-Hue-Systems'),
    L('The Philips Hue bridge is all you need to set up your personal Philips Hue system. It is the brain of the operation that lets you control up to 50 Philips Hue lights via the Philips Hue app.', 'Die Philips Hue Bridge ist alles, was Sie für Ihr persönliches Philips-Hue-System brauchen. Sie ist die Schaltzentrale, über die Sie bis zu 50 Philips-Hue-Leuchten mit der Philips-Hue-App steuern.'),
    { rating: null, stock: 86 }],
  ['201807192', 'Philips', 'Hue 3x White LED', 'light', { Protocol: 'Zigbee, Bluetooth', PowerSupply: '220-240 V, E27, 9 W', Dimensions: '62 mm x 110 mm' }, 'smart-home', 'white', 48.99,
    L('Automate your lights', 'Automatisieren Sie Ihr Licht'),
    L('Add Philips Hue white bulbs to your system and enhance your home with soft white light (2700 K) that you can dim and control remotely. Automate your lights to make it seem like you are home when you are not, or set timers.', 'Ergänzen Sie Ihr System um weiße Philips-Hue-Lampen und tauchen Sie Ihr Zuhause in sanftes, warmweißes Licht (2700 K), das Sie dimmen und aus der Ferne steuern. Automatisieren Sie Ihr Licht, damit es aussieht, als wären Sie zu Hause, oder stellen Sie Timer ein.'),
    { rating: null }],
  ['201807193', 'Philips', 'Hue Dimmer switch', 'switch', { Protocol: 'Zigbee', PowerSupply: L('CR2450 battery', 'Knopfzelle CR2450'), Weight: 67 }, 'smart-home', 'white', 24.53,
    L('Control your lights anywhere in your house', 'Steuern Sie Ihr Licht überall im Haus'),
    L('Enrich your system with the Philips Hue dimmer switch and enjoy smooth wireless dimming. The switch works as a normal wall switch and dimmer – place it anywhere you want, using screws or the adhesive tape on the back plate.', 'Erweitern Sie Ihr System um den Philips Hue Dimmschalter und genießen Sie stufenloses kabelloses Dimmen. Der Schalter funktioniert wie ein normaler Wandschalter mit Dimmer – befestigen Sie ihn mit Schrauben oder dem Klebeband an der Rückseite, wo Sie möchten.'),
    { rating: null }],
  ['8424719', 'Google', 'Nest Hub (2nd gen)', 'display', { Protocol: 'Wi-Fi, Bluetooth, Thread', VoiceAssistant: 'Google Assistant', Dimensions: '177 mm x 120 mm' }, 'smart-home', 'white', 89,
    L('7" smart display with Google Assistant and sleep sensing', '7"-Smart-Display mit Google Assistant und Schlaferkennung'),
    L('See your calendar, the weather and your smart home at a glance, and let Soli radar track your sleep without a wearable.', 'Kalender, Wetter und Smart Home auf einen Blick – und das Soli-Radar erfasst Ihren Schlaf ohne Wearable.')],
  ['8406032', 'Amazon', 'Echo Show 8 (3rd gen)', 'display', { Protocol: 'Wi-Fi, Bluetooth, Zigbee, Matter', VoiceAssistant: 'Amazon Alexa' }, 'smart-home', 'charcoal', 149,
    L('8" smart display with Alexa and built-in smart home hub', '8"-Smart-Display mit Alexa und integrierter Smart-Home-Zentrale'),
    L('Video calls, recipes and camera feeds on an 8-inch HD screen, with spatial audio and a Zigbee hub inside.', 'Videoanrufe, Rezepte und Kamerabilder auf einem 8-Zoll-HD-Bildschirm, mit räumlichem Klang und eingebautem Zigbee-Hub.')],
  ['4260328', 'tado°', 'Smart Thermostat X Starter Kit', 'thermostat', { Protocol: 'Thread, Matter', VoiceAssistant: 'Amazon Alexa, Google Assistant, Apple Siri' }, 'smart-home', 'white', [199, 229],
    L('Smart thermostat starter kit with bridge, Matter over Thread', 'Smartes Thermostat-Starterkit mit Bridge, Matter over Thread'),
    L('Geofencing lowers the heating when the last person leaves and warms the home before you return – saving up to 22 % of heating costs.', 'Geofencing senkt die Heizung, wenn die letzte Person das Haus verlässt, und heizt vor Ihrer Rückkehr wieder auf – bis zu 22 % weniger Heizkosten.'),
    { docs: ['quickstart'] }],
  ['3700730', 'Netatmo', 'Smart Indoor Camera', 'camera', { Protocol: 'Wi-Fi', VoiceAssistant: 'Amazon Alexa, Google Assistant, Apple HomeKit' }, 'smart-home', 'white', 199,
    L('Indoor security camera with face recognition, no subscription', 'Innenkamera mit Gesichtserkennung, ohne Abo'),
    L('Recognises the people in your household and notifies you of strangers; recordings are stored locally on a microSD card.', 'Erkennt die Mitglieder Ihres Haushalts und meldet Fremde; Aufnahmen werden lokal auf einer microSD-Karte gespeichert.')],
  ['8406049', 'Ring', 'Video Doorbell 4', 'doorbell', { Protocol: 'Wi-Fi', VoiceAssistant: 'Amazon Alexa', PowerSupply: L('Battery or doorbell wiring', 'Akku oder Klingeldraht') }, 'smart-home', 'black', 199,
    L('Battery video doorbell, 1080p HD, colour pre-roll', 'Akku-Videotürklingel, 1080p HD, Farb-Vorschau'),
    L('See who is at the door from anywhere, with a four-second colour video preview before each motion event.', 'Sehen Sie von überall, wer vor der Tür steht – mit vier Sekunden Farbvideo vor jeder Bewegung.')],
  ['4260195', 'Eve', 'Door & Window', 'sensor', { Protocol: 'Thread, Matter', PowerSupply: L('1x CR2032 battery', '1x Knopfzelle CR2032') }, 'smart-home', 'white', 39.95,
    L('Wireless contact sensor for doors and windows, Matter', 'Kabelloser Kontaktsensor für Türen und Fenster, Matter'),
    L('Tells you whether a door or window is open and triggers automations, such as turning the heating down.', 'Meldet, ob Tür oder Fenster geöffnet ist, und löst Automationen aus, etwa das Herunterregeln der Heizung.')],
  ['4023125', 'AVM', 'FRITZ!DECT 200', 'plug', { Protocol: 'DECT ULE', PowerSupply: '230 V, max. 2300 W' }, 'smart-home', 'white', 49,
    L('Smart plug for the FRITZ!Box with energy metering', 'Intelligente Steckdose für die FRITZ!Box mit Energiemessung'),
    L('Switches devices on a schedule and measures their energy consumption – set up in seconds on any FRITZ!Box with DECT.', 'Schaltet Geräte nach Zeitplan und misst ihren Energieverbrauch – in Sekunden an jeder FRITZ!Box mit DECT eingerichtet.'),
    { scaled: [[5, 46.99], [10, 44.99]] }],
  ['8719514', 'Philips', 'Hue Go', 'light', { Protocol: 'Zigbee, Bluetooth', PowerSupply: L('Rechargeable battery, 3 h', 'Akku, 3 Std.') }, 'smart-home', 'white', 89,
    L('Portable table lamp with 16 million colours', 'Tragbare Tischleuchte mit 16 Millionen Farben'),
    L('Take the light into the garden or onto the balcony: the battery lasts up to three hours.', 'Nehmen Sie das Licht mit in den Garten oder auf den Balkon: Der Akku hält bis zu drei Stunden.')],
  ['8719521', 'Philips', 'Hue Lightstrip Plus 2 m', 'light', { Protocol: 'Zigbee, Bluetooth', PowerSupply: '24 V, 20 W' }, 'smart-home', 'white', 79,
    L('Colour LED strip, 2 m, extendable to 10 m', 'Farbiger LED-Streifen, 2 m, auf 10 m erweiterbar'),
    L('Adds indirect coloured light behind the TV, under cabinets or along the bed frame.', 'Sorgt für indirektes Farblicht hinter dem Fernseher, unter Schränken oder am Bettrahmen.')],
  ['4053138', 'Bosch', 'Smart Home Controller II', 'hub', { Protocol: 'Zigbee, Matter, Thread', VoiceAssistant: 'Amazon Alexa, Google Assistant, Apple Siri' }, 'router', 'white', 119,
    L('Smart home control centre with Matter bridge', 'Smart-Home-Zentrale mit Matter-Bridge'),
    L('Links thermostats, lights, detectors and cameras, with all data processed locally in the house.', 'Verbindet Thermostate, Lampen, Melder und Kameras – alle Daten werden lokal im Haus verarbeitet.')],
  ['4047976', 'Homematic IP', 'Radiator Thermostat – basic', 'thermostat', { Protocol: 'Homematic IP', PowerSupply: L('2x AA batteries', '2x AA-Batterien') }, 'smart-home', 'white', 49,
    L('Smart radiator thermostat with window-open detection', 'Smartes Heizkörperthermostat mit Fenster-offen-Erkennung'),
    L('Heats each room to a schedule and lowers the temperature when a window is opened.', 'Heizt jeden Raum nach Zeitplan und senkt die Temperatur, wenn ein Fenster geöffnet wird.'),
    { scaled: [[4, 45.99], [10, 42.99]] }],
];

function row(r: Row): SeedProduct {
  const [sku, brand, model, type, attrs, drawing, color, price, short, long, extra = {}] = r;
  const { cats, ...rest } = extra;
  return item({
    sku, brand, model, drawing, color: colorHex(color), short, long: sku.startsWith('2018071') ? long : leadIn(`${brand} ${model}`, short, long),
    categories: [SH, ...(cats ?? [])], attributes: SMART({ DeviceType: TYPE[type], ...attrs, Color: colorName(color) }), price, ...rest,
  });
}

function echoDot(): SeedProduct[] {
  const colors: ColorKey[] = ['charcoal', 'glacierWhite', 'deepSeaBlue'];
  return buildVariationFamily({
    sku: '8406025', brand: 'Amazon', name: same('Amazon Echo Dot (5th gen)'),
    short: L('Compact smart speaker with Alexa and temperature sensor', 'Kompakter Smart Speaker mit Alexa und Temperatursensor'),
    long: L('Clearer vocals and deeper bass than ever in the small round speaker; the temperature sensor can switch on a fan when it gets too warm.',
      'Klarerer Gesang und tieferer Bass denn je im kleinen runden Lautsprecher; der Temperatursensor kann einen Ventilator einschalten, wenn es zu warm wird.'),
    categories: [SH],
    attributes: SMART({ DeviceType: TYPE.speaker, Protocol: 'Wi-Fi, Bluetooth, Matter', VoiceAssistant: 'Amazon Alexa', Weight: 304 }),
    image: { kind: 'smart-home', color: colorHex('charcoal') },
    axes: [colorAxis()], defaultVariation: '8406025-01',
    variations: colors.map((color, i) => ({ sku: `8406025-0${i + 1}`, values: { Color: colorValue(color) }, price: i === 2 ? [39.99, 59.99] : 59.99, color: colorHex(color) })),
  });
}

function homePodMini(): SeedProduct[] {
  const colors: ColorKey[] = ['white', 'midnight', 'yellow', 'orange', 'blue'];
  return buildVariationFamily({
    sku: '1950110', brand: 'Apple', name: same('Apple HomePod mini'),
    short: L('Smart speaker with Siri, 360° sound and Thread border router', 'Smart Speaker mit Siri, 360°-Klang und Thread-Border-Router'),
    long: L('Room-filling 360° sound from a speaker the size of a grapefruit. Siri controls your HomeKit accessories, and two HomePod mini make a stereo pair.',
      'Raumfüllender 360°-Klang aus einem Lautsprecher in Grapefruitgröße. Siri steuert Ihr HomeKit-Zubehör, und zwei HomePod mini bilden ein Stereopaar.'),
    categories: [SH, 'Home-Entertainment.1058.1081'],
    attributes: SMART({ DeviceType: TYPE.speaker, Protocol: 'Wi-Fi, Bluetooth, Thread', VoiceAssistant: 'Apple Siri', Weight: 345 }),
    image: { kind: 'smart-home', color: colorHex('white') },
    axes: [colorAxis()], defaultVariation: '1950110-01',
    variations: colors.map((color, i) => ({ sku: `1950110-0${i + 1}`, values: { Color: colorValue(color) }, price: 99, color: colorHex(color), stock: color === 'orange' ? 0 : undefined, availableDate: color === 'orange' ? '2026-06-30' : undefined })),
  });
}

export function buildSmartHome(): SeedProduct[] {
  return [...ROWS.map(row), ...echoDot(), ...homePodMini()];
}
