// What decides whether a form shows Google's reCAPTCHA checkbox, what of a posted token goes to ICM,
// how a page with the checkbox opens its Content-Security-Policy, and how the page is reached.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceError } from '~/commerce/errors';
import { mapServerConfiguration } from '~/commerce/models/server-configuration';
import { registrationRefusal } from '~/features/account/registration.server';
import { captchaDocumentLoader } from '~/features/captcha/captcha-navigation';
import { postedCaptcha, RECAPTCHA_SOURCES, showsCaptcha } from '~/features/captcha/captcha.server';
import { recaptchaFallbackUrl, recaptchaScriptUrl } from '~/features/captcha/captcha-widget';
import { contentSecurityPolicy, withEmbeddedSources } from '~/http/security-headers.server';
import recordedConfiguration from '../fixtures/icm/configurations/get.json';

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('which forms ICM protects (configurations)', () => {
  it('reads captcha.register, captcha.forgotPassword and captcha.quoteContact, false in the recorded ICM answer', () => {
    expect(mapServerConfiguration(recordedConfiguration).captcha).toEqual({ register: false, forgotPassword: false, quoteContact: false, contactUs: false });
  });

  it('reads true, also as the string ICM may send', () => {
    const configuration = mapServerConfiguration({ data: { captcha: { id: 'captcha', register: true, forgotPassword: 'true', quoteContact: 'true', contactUs: true } } });
    expect(configuration.captcha).toEqual({ register: true, forgotPassword: true, quoteContact: true, contactUs: true });
  });

  it('takes a configuration without a captcha section as no captcha', () => {
    expect(mapServerConfiguration({ data: {} }).captcha).toEqual({ register: false, forgotPassword: false, quoteContact: false, contactUs: false });
  });
});

describe('whether a form shows the checkbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows it when ICM wants a captcha and the shop has a site key', () => {
    expect(showsCaptcha(true, 'site-key')).toBe(true);
  });

  it('shows none when ICM wants none, site key or not', () => {
    expect(showsCaptcha(false, 'site-key')).toBe(false);
    expect(showsCaptcha(false, undefined)).toBe(false);
  });

  it('shows none without a site key, and warns about it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(showsCaptcha(true, undefined)).toBe(false);
    expect(showsCaptcha(true, '')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('CAPTCHA_SITE_KEY');
  });
});

describe('the posted token', () => {
  const posted = (value?: string) => {
    const form = new FormData();
    if (value !== undefined) form.set('g-recaptcha-response', value);
    return postedCaptcha(form);
  };

  it('goes to ICM as a v2 token (no action)', () => {
    expect(posted('03AFcWeA-abc_123')).toEqual({ token: '03AFcWeA-abc_123' });
  });

  it('is none when the form posted no token, or an empty one', () => {
    expect(posted()).toBeUndefined();
    expect(posted('')).toBeUndefined();
  });

  it('is none when it is not token text (it goes into a header)', () => {
    expect(posted('abc\r\nX-Injected: 1')).toBeUndefined();
    expect(posted('abc foo=bar')).toBeUndefined();
    expect(posted('a'.repeat(4097))).toBeUndefined();
  });
});

describe("ICM's refusal of the captcha", () => {
  it('shows the captcha message above the registration form, no field at fault', () => {
    expect(registrationRefusal(new CommerceError({ status: 401, errorKey: 'captcha.incorrect' }))).toEqual({
      status: 422,
      fieldErrors: {},
      messages: [{ type: 'error', key: 'captcha.incorrect' }],
    });
  });
});

describe("the page's Content-Security-Policy", () => {
  const policy = contentSecurityPolicy('NONCE', []);

  it("adds Google's reCAPTCHA sources to script-src, keeping the nonce", () => {
    const opened = withEmbeddedSources(policy, { 'script-src': RECAPTCHA_SOURCES, 'frame-src': RECAPTCHA_SOURCES });
    expect(directive(opened, 'script-src')).toBe(`script-src 'self' 'nonce-NONCE' ${RECAPTCHA_SOURCES.join(' ')}`);
  });

  it("adds frame-src with 'self' (the default it replaces) and the sources", () => {
    const opened = withEmbeddedSources(policy, { 'frame-src': RECAPTCHA_SOURCES });
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(opened, 'frame-src')).toBe(`frame-src 'self' ${RECAPTCHA_SOURCES.join(' ')}`);
  });

  it('leaves the other directives as they were and adds a source once', () => {
    const once = withEmbeddedSources(policy, { 'script-src': RECAPTCHA_SOURCES });
    const twice = withEmbeddedSources(once, { 'script-src': RECAPTCHA_SOURCES });
    expect(twice).toBe(once);
    expect(directive(once, 'img-src')).toBe(directive(policy, 'img-src'));
    expect(directive(once, 'form-action')).toBe(directive(policy, 'form-action'));
  });
});

describe("Google's addresses", () => {
  it("loads the script in the page's language", () => {
    expect(recaptchaScriptUrl('de')).toBe('https://www.google.com/recaptcha/api.js?hl=de');
  });

  it('names the site key in the no-script fallback', () => {
    expect(recaptchaFallbackUrl('6Le&key', 'en')).toBe('https://www.google.com/recaptcha/api/fallback?k=6Le%26key&hl=en');
  });
});

describe('reaching a page with the checkbox in the browser', () => {
  const at = (pathname: string) => vi.stubGlobal('window', { location: { pathname } });
  afterEach(() => vi.unstubAllGlobals());
  const load = (page: { captcha?: { siteKey: string } }) =>
    captchaDocumentLoader({ request: new Request('http://shop.example/register'), serverLoader: async () => page });

  it('loads the document when coming from another page (its policy lets the widget in)', async () => {
    at('/login');
    const thrown = await load({ captcha: { siteKey: 'site-key' } }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('http://shop.example/register');
    expect((thrown as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it("stays on the page for the form's own reply", async () => {
    at('/register');
    expect(await load({ captcha: { siteKey: 'site-key' } })).toEqual({ captcha: { siteKey: 'site-key' } });
  });

  it('navigates in place when the page shows no checkbox', async () => {
    at('/login');
    expect(await load({})).toEqual({});
  });
});
