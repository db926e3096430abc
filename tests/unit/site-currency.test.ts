import { describe, expect, it } from 'vitest';
import { localeByLang, shopLocales } from '~/i18n/locales';
import { offersCurrencyChoice, siteCurrency } from '~/i18n/site-currency';

const english = localeByLang('en')!;
const polish = localeByLang('pl')!;
const romanian = localeByLang('ro')!;

describe('the currency of a page', () => {
  it("is the site's default without a choice", () => {
    expect(siteCurrency(english, undefined)).toBe('EUR');
    expect(siteCurrency(polish, undefined)).toBe('PLN');
    expect(siteCurrency(romanian, undefined)).toBe('RON');
  });

  it('is the choice kept in the session when the site offers it', () => {
    expect(siteCurrency(english, 'USD')).toBe('USD');
    expect(siteCurrency(localeByLang('de')!, 'USD')).toBe('USD');
    expect(siteCurrency(localeByLang('fr')!, 'EUR')).toBe('EUR');
  });

  it.each([['USD'], ['EUR'], ['usd'], [' USD'], ['XXX'], [''], [null], [42], [{ currency: 'USD' }], [['USD']], ['USD'.repeat(2_000)]])(
    'ignores a choice the site does not offer or that is no currency (%j)',
    (chosen) => {
      expect(siteCurrency(polish, chosen)).toBe('PLN');
      if (chosen !== 'USD' && chosen !== 'EUR') expect(siteCurrency(english, chosen)).toBe('EUR');
    },
  );
});

describe('the sites', () => {
  it('offer EUR and USD in English, German and French, their own currency in Polish and Romanian', () => {
    expect(Object.fromEntries(shopLocales.map((locale) => [locale.id, locale.currencies]))).toEqual({
      en_US: ['EUR', 'USD'],
      de_DE: ['EUR', 'USD'],
      fr_FR: ['EUR', 'USD'],
      pl_PL: ['PLN'],
      ro_RO: ['RON'],
    });
    expect(shopLocales.filter(offersCurrencyChoice).map((locale) => locale.lang)).toEqual(['en', 'de', 'fr']);
  });

  it('offer only currencies the bundled API has a price list for', async () => {
    const { CURRENCIES } = await import('../../commerce-api/reference/locales');
    for (const locale of shopLocales) for (const currency of locale.currencies) expect(CURRENCIES).toContain(currency);
  });
});
