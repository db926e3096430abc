// The cookie consent rules: which stored values count as consent, when the banner asks, what a choice
// stores, and which cookies a saved choice removes.
import { describe, expect, it } from 'vitest';
import { cookieValue } from '~/http/cookie-header';
import {
  chosenCategories,
  consentState,
  consentVariant,
  cookiesToRemove,
  parseConsent,
  storedConsent,
} from '~/features/consent/consent-rules';

const stored = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('a stored consent record', () => {
  it('reads the URL-encoded JSON the shop (and the PWA) writes', () => {
    const value = storedConsent({ enabledOptions: ['required', 'functional'], version: 1 });
    expect(parseConsent(value, 1)).toEqual({ enabledOptions: ['required', 'functional'], version: 1 });
  });

  it('reads plain JSON too', () => {
    expect(parseConsent('{"enabledOptions":["required","tracking"],"version":2}', 2)).toEqual({ enabledOptions: ['required', 'tracking'], version: 2 });
  });

  it.each([
    ['not JSON', 'yes-please'],
    ['a broken escape', '%E0%A4%A'],
    ['JSON that is no object', stored('required')],
    ['null', stored(null)],
    ['no version', stored({ enabledOptions: ['required'] })],
    ['a version of text', stored({ enabledOptions: ['required'], version: '1' })],
    ['version 0', stored({ enabledOptions: ['required'], version: 0 })],
    ['a fractional version', stored({ enabledOptions: ['required'], version: 1.5 })],
    ['a version from the future', stored({ enabledOptions: ['required', 'tracking'], version: 2 })],
    ['no list of options', stored({ enabledOptions: 'tracking', version: 1 })],
    ['5,000 bytes', stored({ enabledOptions: ['required', 'x'.repeat(5_000)], version: 1 })],
  ])('is no consent when it is %s', (_case, value) => {
    expect(parseConsent(value, 1)).toBeUndefined();
    expect(consentState(value, 1)).toEqual({ banner: true, categories: ['required'] });
  });

  it('keeps known categories only, required always, each once and in order', () => {
    const value = stored({ enabledOptions: ['tracking', 'marketing', 'tracking', 42, { a: 1 }], version: 1 });
    expect(parseConsent(value, 1)?.enabledOptions).toEqual(['required', 'tracking']);
  });
});

describe('the banner', () => {
  it('asks without a record', () => {
    expect(consentState(undefined, 1).banner).toBe(true);
  });

  it('does not ask with a record of the configured version', () => {
    expect(consentState(stored({ enabledOptions: ['required', 'functional'], version: 3 }), 3)).toEqual({ banner: false, categories: ['required', 'functional'] });
  });

  it('asks again when the configured version rose, accepting only the required category meanwhile', () => {
    expect(consentState(stored({ enabledOptions: ['required', 'tracking'], version: 1 }), 2)).toEqual({ banner: true, categories: ['required'] });
  });
});

describe('a choice', () => {
  it.each([
    ['all', [], ['required', 'functional', 'tracking']],
    ['required', ['tracking'], ['required']],
    ['save', ['functional'], ['required', 'functional']],
    ['save', ['tracking', 'other', 'required'], ['required', 'tracking']],
    ['save', [], ['required']],
  ])('%s with boxes %j stores %j', (intent, ticked, expected) => {
    expect(chosenCategories(intent, ticked)).toEqual(expected);
  });
});

describe('the cookies of a request', () => {
  it('removes every cookie but the session, the record and the language', () => {
    const header = '__session=abc; _ga=GA1.2; cookieConsent=x; preferredLocale=de_DE; _ga=again; tracker=1';
    expect(cookiesToRemove(header)).toEqual(['_ga', 'tracker']);
  });

  it('ignores what is no cookie name', () => {
    expect(cookiesToRemove('; =x; bad name=1; ok=2')).toEqual(['ok']);
    expect(cookiesToRemove(undefined)).toEqual([]);
  });

  it('reads one cookie of the header, its value with any = in it', () => {
    expect(cookieValue('a=1; cookieConsent=%7B%7D=; b=2', 'cookieConsent')).toBe('%7B%7D=');
    expect(cookieValue('xcookieConsent=1', 'cookieConsent')).toBeUndefined();
  });
});

describe("a kept page's consent variant", () => {
  it('tells the banner apart from each set of accepted categories', () => {
    const variants = [
      consentVariant({ banner: true, categories: ['required'] }),
      consentVariant({ banner: false, categories: ['required'] }),
      consentVariant({ banner: false, categories: ['required', 'tracking'] }),
    ];
    expect(new Set(variants).size).toBe(3);
  });
});
