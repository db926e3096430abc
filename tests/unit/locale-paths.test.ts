import { describe, expect, it, vi } from 'vitest';
import { defaultLocale, localeByLang, localizePath, shopLocales, unlocalizePath, withoutDefaultPrefix } from '~/i18n/locales';

const german = shopLocales.find((locale) => locale.lang === 'de')!;

describe('locale paths', () => {
  it('put other locales below their prefix', () => {
    expect(localizePath('/search?searchTerm=tv', german)).toBe('/de/search?searchTerm=tv');
  });

  it('never start with two slashes, which would name another site', () => {
    expect(localizePath('//evil.example/x', defaultLocale)).toBe('/evil.example/x');
    expect(localizePath('/\\evil.example', german)).toBe('/de/evil.example');
  });

  it('take the prefix off without leaving a protocol-relative path', () => {
    expect(unlocalizePath('/de//x-prd8110113-ctg.evil.example')).toBe('/x-prd8110113-ctg.evil.example');
  });
});

describe('the default site', () => {
  it('is English, without a prefix, unless configured', () => {
    expect(defaultLocale.id).toBe('en_US');
    expect(shopLocales.map((locale) => [locale.id, locale.prefix])).toEqual([
      ['en_US', ''],
      ['de_DE', 'de'],
      ['fr_FR', 'fr'],
      ['pl_PL', 'pl'],
      ['ro_RO', 'ro'],
    ]);
  });

  it("has one URL: its own prefix is taken off (for the redirect), other sites' are not", () => {
    expect(withoutDefaultPrefix('/en/home')).toBe('/home');
    expect(withoutDefaultPrefix('/en')).toBe('/');
    expect(withoutDefaultPrefix('/en//evil.example')).toBe('/evil.example');
    expect(withoutDefaultPrefix('/english-prd1')).toBeUndefined();
    expect(withoutDefaultPrefix('/de/home')).toBeUndefined();
  });

  it('is the one DEFAULT_LOCALE names: German pages lose their prefix and English ones get /en', async () => {
    vi.stubEnv('DEFAULT_LOCALE', 'de_DE');
    vi.resetModules();
    try {
      const sites = await import('~/i18n/locales');
      expect(sites.defaultLocale.id).toBe('de_DE');
      expect(sites.localizePath('/home', sites.localeByLang('en')!)).toBe('/en/home');
      expect(sites.localizePath('/home', sites.localeByLang('de')!)).toBe('/home');
      expect(sites.localeOfPath('/home').id).toBe('de_DE');
      expect(sites.withoutDefaultPrefix('/de/home')).toBe('/home');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('stays English for a DEFAULT_LOCALE the shop has no site for', async () => {
    vi.stubEnv('DEFAULT_LOCALE', 'xx_XX');
    vi.resetModules();
    try {
      expect((await import('~/i18n/locales')).defaultLocale.id).toBe('en_US');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('every site', () => {
  it.each([
    ['en', 'EUR'],
    ['de', 'EUR'],
    ['fr', 'EUR'],
    ['pl', 'PLN'],
    ['ro', 'RON'],
  ])('%s shows prices in %s unless the shopper chose another of its currencies', (lang, currency) => {
    expect(localeByLang(lang)?.currencies[0]).toBe(currency);
  });
});
