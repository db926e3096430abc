// The value of one configured OCI field: placeholders, mapping rules with `*`, formatters, lengths.
import { describe, expect, it } from 'vitest';

import { ociField } from '../../commerce-api/punchout/oci/oci-fields';
import { type OciItem, fieldValue, wildcardMatch } from '../../commerce-api/punchout/oci/oci-values';

const ITEM: OciItem = {
  sku: 'WS-4711',
  name: 'Kugelhahn DN15 & Dichtung',
  shortDescription: '<p>Messing,&nbsp;PN 25</p>\n<ul><li>inkl. Dichtung</li></ul>',
  longDescription: '',
  manufacturer: 'Acme',
  manufacturerSku: '',
  category: '2345',
  unit: 'PCE',
  quantity: 3,
  netCents: 860,
  grossCents: 1023,
  currency: 'EUR',
  leadTime: 2,
};

const valueOf = (field: string, transform: string, formatter = '', mappings: { mapFromValue: string; mapToValue: string }[] = []) =>
  fieldValue(ociField(field)!, { field, transform, formatter, mappings }, ITEM, 7);

describe('an OCI field value', () => {
  it('replaces placeholders and keeps the rest of the transform', () => {
    expect(valueOf('NEW_ITEM-CUST_FIELD5', 'pos {Position}: {Quantity} x {NetPrice} {Currency}')).toBe('pos 7: 3 x 8.60 EUR');
  });

  it('applies the first mapping rule that matches the whole value, * standing for any characters', () => {
    const mappings = [
      { mapFromValue: '23', mapToValue: 'no' },
      { mapFromValue: '23*', mapToValue: '43211500' },
      { mapFromValue: '*', mapToValue: 'other' },
    ];

    expect(valueOf('NEW_ITEM-MATGROUP', '{Category}', '', mappings)).toBe('43211500');
  });

  it('rounds numbers half up for the decimal formatters', () => {
    expect(valueOf('NEW_ITEM-PRICE', '8.605', 'TwoDecimals')).toBe('8.61');
    expect(valueOf('NEW_ITEM-PRICE', '{NetPrice}', 'ThreeDecimals')).toBe('8.600');
    expect(valueOf('NEW_ITEM-QUANTITY', '2.5', 'WholeNumber')).toBe('3');
    expect(valueOf('NEW_ITEM-QUANTITY', 'many', 'WholeNumber')).toBe('many');
  });

  it('makes plain text of markup', () => {
    expect(valueOf('NEW_ITEM-LONGTEXT', '{ShortDescription}', 'PlainText')).toBe('Messing, PN 25 inkl. Dichtung');
  });

  it('cuts the value to the length of the field, by characters', () => {
    expect(valueOf('NEW_ITEM-UNIT', 'Stück', 'UpperCase')).toBe('STÜ');
    expect(valueOf('NEW_ITEM-SERVICE', '😀x')).toBe('😀');
  });
});

describe('mapping patterns', () => {
  it('match quickly, however many stars a rule has', () => {
    const started = performance.now();

    expect(wildcardMatch('*a*a*a*a*a*a*a*a*b', 'a'.repeat(20_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
