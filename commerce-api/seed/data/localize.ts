// Small helpers for two-language texts and the words that recur across families.
import type { Localized } from '../../catalog/catalog-types';

export function L(en: string, de: string): Localized {
  return { en_US: en, de_DE: de };
}

/** The same text in every locale (brand and model names). */
export function same(text: string): Localized {
  return L(text, text);
}

/** Applies a function to each locale's text. */
export function mapLocalized(text: Localized, fn: (value: string, locale: 'en' | 'de') => string): Localized {
  return L(fn(text.en_US, 'en'), fn(text.de_DE, 'de'));
}

/** German decimal notation: 13.5 -> "13,5". */
export function deNum(value: number): string {
  return String(value).replace('.', ',');
}

/** "1,024" style thousands for English, "1.024" for German. */
export function groupThousands(value: number, locale: 'en' | 'de'): string {
  const [int, frac] = String(value).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '.');
  return frac ? `${grouped}${locale === 'en' ? '.' : ','}${frac}` : grouped;
}

/** Lower-case, hyphenated file/URL fragment; umlauts transliterated. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .replace(/["”″]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Colour names with their code, used for attributes, variation metaData and drawings. */
export const COLORS = {
  black: ['Black', 'Schwarz', '#22252a'],
  white: ['White', 'Weiß', '#f1f1ee'],
  silver: ['Silver', 'Silber', '#c4c8cc'],
  grey: ['Grey', 'Grau', '#8a9097'],
  graphite: ['Graphite', 'Graphit', '#4a4e55'],
  spaceGrey: ['Space Grey', 'Space Grau', '#5d6168'],
  platinum: ['Platinum', 'Platin', '#d9d9d4'],
  burgundy: ['Burgundy', 'Bordeaux', '#6d2335'],
  graphiteGold: ['Graphite Gold', 'Graphitgold', '#5a5044'],
  cobaltBlue: ['Cobalt Blue', 'Kobaltblau', '#1f4e8c'],
  blue: ['Blue', 'Blau', '#2c6bc4'],
  darkBlue: ['Dark Blue', 'Dunkelblau', '#1d3461'],
  midnight: ['Midnight', 'Mitternacht', '#2b3340'],
  midnightBlue: ['Midnight Blue', 'Mitternachtsblau', '#263a5c'],
  starlight: ['Starlight', 'Polarstern', '#e8dfd0'],
  red: ['Red', 'Rot', '#c8283a'],
  orange: ['Orange', 'Orange', '#e8772e'],
  yellow: ['Yellow', 'Gelb', '#f2c94c'],
  green: ['Green', 'Grün', '#3f8f5a'],
  mint: ['Mint Green', 'Mintgrün', '#a8dcc4'],
  teal: ['Teal', 'Petrol', '#1f8a8a'],
  pink: ['Pink', 'Rosa', '#e89ab8'],
  purple: ['Purple', 'Violett', '#7b5ea7'],
  lilac: ['Lilac Purple', 'Flieder', '#b9a3d6'],
  beige: ['Beige', 'Beige', '#d8c7a8'],
  brown: ['Brown', 'Braun', '#6e4b33'],
  gold: ['Gold', 'Gold', '#c9a45c'],
  rose: ['Rose', 'Roségold', '#d8a59a'],
  cyan: ['Cyan', 'Cyan', '#00a3d9'],
  magenta: ['Magenta', 'Magenta', '#d0117b'],
  clayWhite: ['Clay White', 'Lehmweiß', '#ece6dc'],
  blossomPink: ['Blossom Pink', 'Blütenrosa', '#f1b9c6'],
  pastelBlue: ['Pastel Blue', 'Pastellblau', '#a9c8e8'],
  charcoal: ['Charcoal', 'Anthrazit', '#3b3e42'],
  glacierWhite: ['Glacier White', 'Gletscherweiß', '#eef1f2'],
  deepSeaBlue: ['Deep Sea Blue', 'Tiefseeblau', '#244a6b'],
  whiteSmoke: ['White Smoke', 'Rauchweiß', '#e6e4df'],
  lunarBlue: ['Lunar Blue', 'Mondblau', '#4d5d78'],
  sandstone: ['Sandstone', 'Sandstein', '#cbb89c'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type ColorKey = keyof typeof COLORS;

export function colorName(key: ColorKey): Localized {
  return L(COLORS[key][0], COLORS[key][1]);
}

export function colorHex(key: ColorKey): string {
  return COLORS[key][2];
}

/** German compound: "4K UHD" + "-Auflösung" -> "4K-UHD-Auflösung". */
export function compound(text: string): string {
  return text.replace(/ /g, '-');
}

/** "a" or "an" before a product or brand name (good enough for the names in this catalogue). */
export function article(word: string): 'a' | 'an' {
  return /^[AEIOaeio]/.test(word) || /^(HP|NVIDIA|M\d|8|11\b|11\D|18\b|18\D)/.test(word) ? 'an' : 'a';
}
