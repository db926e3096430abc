// The reviewer's findings on the account and checkout pages that pure code can state: who may change
// the newsletter, the profile page's words for a co-browsing representative, where a login link and a
// login go back to, and date formats explained without a date that will be past.
import { describe, expect, it } from 'vitest';
import { capabilitiesOf, READ_ONLY_PROFILE_NOTICE } from '~/features/account/identity-capabilities';
import { localizedReturnPath, loginPathFrom, returnPathAfterLogin } from '~/features/account/login-path';
import { defaultLocale, localeByLang } from '~/i18n/locales';
import de from '~/i18n/locales/de/translation.json';
import en from '~/i18n/locales/en/translation.json';

const german = localeByLang('de')!;

describe('identity capabilities', () => {
  it('leaves the newsletter to the customer: a co-browsing representative may not change it', () => {
    expect(capabilitiesOf('cobrowse').editNewsletter).toBe(false);
  });

  it('lets users of the shop login and of single sign-on change their own subscription', () => {
    expect(capabilitiesOf('icm').editNewsletter).toBe(true);
    expect(capabilitiesOf('sso').editNewsletter).toBe(true);
  });

  it('tells a co-browsing representative that the customer changes the details, not "where you log in"', () => {
    expect(READ_ONLY_PROFILE_NOTICE.cobrowse).not.toBe(READ_ONLY_PROFILE_NOTICE.sso);
    expect(en[READ_ONLY_PROFILE_NOTICE.cobrowse as keyof typeof en]).toContain('co-browsing');
    expect(de[READ_ONLY_PROFILE_NOTICE.cobrowse as keyof typeof de]).toContain('Co-Browsing');
  });
});

describe('the login link', () => {
  const returnUrlOf = (path: string) => new URL(path, 'http://shop.invalid').searchParams.get('returnUrl');

  it('comes back to the page with its query', () => {
    const path = loginPathFrom(defaultLocale, '/search', '?SearchTerm=camera&page=2');
    expect(path.split('?')[0]).toBe('/login');
    expect(returnUrlOf(path)).toBe('/search?SearchTerm=camera&page=2');
  });

  it("is the locale's login page, back to the locale's page", () => {
    const path = loginPathFrom(german, '/de/basket', '');
    expect(path.split('?')[0]).toBe('/de/login');
    expect(returnUrlOf(path)).toBe('/de/basket');
  });

  it('on the login page, keeps where that login goes back to', () => {
    expect(loginPathFrom(german, '/de/login', '?returnUrl=%2Fde%2Fbasket')).toBe('/de/login?returnUrl=%2Fde%2Fbasket');
  });
});

describe('localizedReturnPath', () => {
  it('puts a path without locale prefix, taken on a German login page, into German', () => {
    expect(localizedReturnPath('/basket?x=1', german)).toBe('/de/basket?x=1');
  });

  it('leaves a path with a locale prefix alone', () => {
    expect(localizedReturnPath('/de/checkout/address', german)).toBe('/de/checkout/address');
  });

  it('leaves every path alone on the default locale’s login page', () => {
    expect(localizedReturnPath('/basket', defaultLocale)).toBe('/basket');
  });
});

describe('date format texts', () => {
  it.each([
    ['en', en],
    ['de', de],
  ])('(%s) explain the format without an example date, which would one day be in the past', (_, texts) => {
    const withDates = Object.entries(texts).filter(([, text]) => /\b\d{4}-\d{2}-\d{2}\b/.test(text));
    expect(withDates).toEqual([]);
  });
});

describe('returnPathAfterLogin', () => {
  it('is My Account of the login page\'s locale without a returnUrl', () => {
    expect(returnPathAfterLogin(null, german)).toBe('/de/account');
  });

  it('keeps a German page of the shop on a German login page', () => {
    expect(returnPathAfterLogin('/basket', german)).toBe('/de/basket');
  });

  it('refuses a returnUrl of another site', () => {
    expect(returnPathAfterLogin('//evil.example/x', defaultLocale)).toBe('/account');
  });
});
