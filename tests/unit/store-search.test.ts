// The store finder's search parameters (the GET form's query) and the map's tile configuration:
// what is usable goes to ICM's `stores` call, the rest is left out; a tile template gives its CSP source.
import { describe, expect, it } from 'vitest';
import { parseMapTiles, tileSource } from '~/features/store-locator/map-settings';
import { isSearching, parseStoreSearch } from '~/features/store-locator/store-search';

const search = (query: string) => parseStoreSearch(new URLSearchParams(query));

describe('parseStoreSearch', () => {
  it('reads country, city and postal code, trimmed, the country in capitals', () => {
    expect(search('countryCode=de&city=%20Bad%20%20Homburg%20&postalCode=61348')).toEqual({ countryCode: 'DE', city: 'Bad Homburg', postalCode: '61348' });
  });

  it('leaves out empty values, so an unsent form lists every store', () => {
    expect(search('countryCode=&city=&postalCode=')).toEqual({});
    expect(isSearching(search(''))).toBe(false);
    expect(isSearching(search('city=Jena'))).toBe(true);
  });

  it('leaves out a country that is no two-letter code, a value too long, and control characters', () => {
    expect(search('countryCode=DEU')).toEqual({});
    expect(search('countryCode=__proto__')).toEqual({});
    expect(search(`city=${'a'.repeat(101)}`)).toEqual({});
    expect(search('city=Je%00na%E2%80%AE')).toEqual({ city: 'Je na' });
  });

  it('takes the first of repeated parameters', () => {
    expect(search('city=Paris&city=Lyon')).toEqual({ city: 'Paris' });
  });
});

describe('map tiles', () => {
  it('need a template with {z}, {x} and {y} over http(s)', () => {
    expect(parseMapTiles(undefined, 'x')).toBeUndefined();
    expect(parseMapTiles('https://tiles.example.org/{z}/{x}.png', '')).toBeUndefined();
    expect(parseMapTiles('javascript:alert(1)//{z}/{x}/{y}', '')).toBeUndefined();
    expect(parseMapTiles(' https://tiles.example.org/{z}/{x}/{y}.png?key=abc ', ' © Tiles ')).toEqual({ url: 'https://tiles.example.org/{z}/{x}/{y}.png?key=abc', attribution: '© Tiles' });
  });

  it('load from the template origin, a {s} subdomain as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.org:8443');
  });
});
