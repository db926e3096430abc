// The variation attributes the families share, and how their values are written.
import { colorHex, colorName, deNum, L, type ColorKey } from './localize';
import type { Axis, AxisValue } from './product-builder';

export function colorAxis(presentation: 'colorCode' | 'swatchImage' = 'colorCode'): Axis {
  return { id: 'Color', name: L('Colour', 'Farbe'), presentation, type: 'String' };
}

export function colorValue(key: ColorKey, swatch?: string): AxisValue {
  return { value: colorName(key), label: colorName(key), meta: swatch ?? colorHex(key) };
}

export const capacityAxis = (presentation: 'select' | 'textButtons' = 'textButtons'): Axis =>
  ({ id: 'Capacity', name: L('Capacity', 'Speicherkapazität'), presentation, type: 'String' });

/** "512 GB", "1 TB". */
export function capacityValue(gb: number): AxisValue {
  const text = gb >= 1000 ? `${gb / 1000} TB` : `${gb} GB`;
  return { value: text, label: L(text, deNum(gb >= 1000 ? gb / 1000 : gb) + (gb >= 1000 ? ' TB' : ' GB')) };
}

export const displaySizeAxis = (presentation: 'select' | 'textButtons' = 'select'): Axis =>
  ({ id: 'DisplaySize', name: L('Display size', 'Displaygröße'), presentation, type: 'Double', unit: 'in' });

export const screenSizeAxis = (presentation: 'select' | 'textButtons' = 'select'): Axis =>
  ({ id: 'ScreenSize', name: L('Screen size', 'Bildschirmdiagonale'), presentation, type: 'Double', unit: 'in' });

export function inchValue(inches: number): AxisValue {
  return { value: inches, label: L(`${inches}"`, `${deNum(inches)} Zoll (${Math.round(inches * 2.54)} cm)`) };
}

export const sizeAxis = (presentation: 'select' | 'textButtons' = 'textButtons'): Axis =>
  ({ id: 'Size', name: L('Size', 'Größe'), presentation, type: 'String' });

export function sizeValue(en: string, de = en): AxisValue {
  return { value: en === de ? en : L(en, de), label: L(en, de) };
}
