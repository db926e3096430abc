import { describe, expect, it } from 'vitest';
import { categoryPath, matchCatalogPath, productPath } from '~/features/catalog/catalog-urls';

describe('category URLs', () => {
  it('build as slug, -ctg and the unique id', () => {
    expect(categoryPath({ uniqueId: 'Cameras-Camcorders.584', name: 'Camcorders' })).toBe('/camcorders-ctgCameras-Camcorders.584');
  });

  it('are recognised with their unique id', () => {
    expect(matchCatalogPath('camcorders-ctgCameras-Camcorders.584')).toEqual({
      kind: 'category',
      categoryUniqueId: 'Cameras-Camcorders.584',
    });
  });

  it('are recognised without a slug', () => {
    expect(matchCatalogPath('ctgComputers')).toEqual({ kind: 'category', categoryUniqueId: 'Computers' });
  });
});

describe('product URLs', () => {
  it('build as slug, prd and the SKU', () => {
    expect(productPath({ sku: '201807171', name: 'Google Home' })).toBe('/google-home-prd201807171');
  });

  it('append the context category with -ctg', () => {
    expect(productPath({ sku: '201807171', name: 'Google Home' }, { uniqueId: 'Home-Entertainment.SmartHome' })).toBe(
      '/google-home-prd201807171-ctgHome-Entertainment.SmartHome',
    );
  });

  it('append variation attribute values to the name', () => {
    expect(productPath({ sku: '201807231-01', name: 'Surface Book 2', variationValues: ['Platinum', '512 GB'] })).toBe(
      '/surface-book-2-platinum-512-gb-prd201807231-01',
    );
  });

  it('are recognised with SKU and category, even when the SKU has hyphens', () => {
    expect(matchCatalogPath('surface-book-2-prd201807231-01-ctgComputers.897')).toEqual({
      kind: 'product',
      sku: '201807231-01',
      categoryUniqueId: 'Computers.897',
    });
  });

  it('are recognised when the name itself contains "prd"', () => {
    expect(matchCatalogPath('prdx-camera-prd4711')).toEqual({ kind: 'product', sku: '4711', categoryUniqueId: undefined });
  });
});

describe('content page URLs', () => {
  it('are recognised by pg and the page id', () => {
    expect(matchCatalogPath('about-us-pgpage.aboutus')).toEqual({ kind: 'content', contentPageId: 'page.aboutus' });
  });
});

describe('other paths', () => {
  it('are not catalogue pages', () => {
    expect(matchCatalogPath('some/unknown/path')).toBeUndefined();
    expect(matchCatalogPath('nothing-here')).toBeUndefined();
  });
});

describe('variation slugs', () => {
  it('leave out variation values the name already says', () => {
    expect(productPath({ sku: '201807204-02', name: 'Surface Laptop – Platinum, 512 GB', variationValues: ['Platinum', '512 GB'] })).toBe(
      '/surface-laptop-platinum-512-gb-prd201807204-02',
    );
  });

  it('append variation values the name does not say', () => {
    expect(productPath({ sku: '201807204-02', name: 'Surface Laptop', variationValues: ['Platinum', '512 GB'] })).toBe(
      '/surface-laptop-platinum-512-gb-prd201807204-02',
    );
  });

  it('leave out a value the name says in other words, so the kit is not repeated', () => {
    expect(productPath({ sku: '6291740-02', name: 'Canon EOS R50 – black, RF-S 18-45 mm kit', variationValues: ['Black', 'With RF-S 18-45 mm'] })).toBe(
      '/canon-eos-r50-black-rf-s-18-45-mm-kit-prd6291740-02',
    );
  });

  it('append a value that shares only a word with the name', () => {
    expect(productPath({ sku: '201807204-03', name: 'Surface Laptop 256 GB', variationValues: ['512 GB'] })).toBe('/surface-laptop-256-gb-512-gb-prd201807204-03');
  });

  it('do not decode an already decoded path a second time', () => {
    expect(matchCatalogPath('x-prd8110113%')).toEqual({ kind: 'product', sku: '8110113%', categoryUniqueId: undefined });
  });
});
