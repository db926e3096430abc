import { describe, expect, it } from 'vitest';
import { slugify } from '~/features/catalog/slug';

describe('slugify', () => {
  it('turns spaces and & ( ) = % into single hyphens', () => {
    expect(slugify('Cameras & Camcorders (HD) = 100%')).toBe('cameras-camcorders-hd-100');
  });

  it('collapses repeated hyphens and drops trailing ones', () => {
    expect(slugify('Surface -- Book  2 -')).toBe('surface-book-2');
  });

  it('lowercases the text', () => {
    expect(slugify('Google Home')).toBe('google-home');
  });

  it('transliterates umlauts and ß', () => {
    expect(slugify('Größe Überraschung Bürostühle')).toBe('groesse-ueberraschung-buerostuehle');
  });

  it('removes characters outside a-z, 0-9, hyphen, underscore and dot', () => {
    expect(slugify('Canon EOS 5D Mark IV™, 30.4 MP!')).toBe('canon-eos-5d-mark-iv-30.4-mp');
  });

  it('strips accents from other letters', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });
});
