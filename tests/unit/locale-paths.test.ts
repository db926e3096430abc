import { describe, expect, it } from 'vitest';
import { defaultLocale, localizePath, shopLocales, unlocalizePath } from '~/i18n/locales';

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
