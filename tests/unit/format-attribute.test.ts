import { describe, expect, it } from 'vitest';
import { formatAttributeValue } from '~/features/catalog/format-attribute';

const en = { locale: 'en-US', yes: 'Yes', no: 'No' };
const de = { locale: 'de-DE', yes: 'Ja', no: 'Nein' };

describe('formatAttributeValue', () => {
  it('shows quantities with their unit, by locale', () => {
    expect(formatAttributeValue({ value: 1.9, unit: 'kg' }, de)).toBe('1,9 kg');
  });

  it('translates booleans', () => {
    expect(formatAttributeValue(true, en)).toBe('Yes');
    expect(formatAttributeValue(false, de)).toBe('Nein');
  });

  it('formats plain numbers by locale', () => {
    expect(formatAttributeValue(2160, en)).toBe('2,160');
  });

  it('joins lists', () => {
    expect(formatAttributeValue(['USB-C', 'HDMI'], en)).toBe('USB-C, HDMI');
  });

  it('shows money with its currency', () => {
    expect(formatAttributeValue({ currency: 'EUR', value: 5 }, en)).toBe('€5.00');
  });

  it('keeps text as it is', () => {
    expect(formatAttributeValue('PixelSense (3240 x 2160)', en)).toBe('PixelSense (3240 x 2160)');
  });
});
