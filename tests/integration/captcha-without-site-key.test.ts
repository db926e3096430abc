// The bundled API wants a captcha (CAPTCHA_SECRET) but the storefront has no CAPTCHA_SITE_KEY: the
// forms show without Google's checkbox, the shop warns once, and the API's refusal shows the captcha
// message.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_SECRET, type Siteverify, startSiteverify } from '../commerce-api/captcha-support';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { shopper as shopperAt } from './shopper';

const CAPTCHA_MESSAGE = 'The security check failed. Please try again.';

let siteverify: Siteverify;
let shop: BuiltStorefront;
const warn = vi.spyOn(console, 'warn');
beforeAll(async () => {
  delete process.env.CAPTCHA_SITE_KEY;
  siteverify = await startSiteverify();
  shop = await startBuiltStorefront({ api: { captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: siteverify.url } });
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await siteverify?.close();
  warn.mockRestore();
});

const shopper = () => shopperAt(shop.origin);

describe('a captcha without a site key', () => {
  it('shows the forms without the checkbox and keeps their policy closed to Google, warning once', async () => {
    for (const path of ['/register', '/forgotPassword', '/register']) {
      const response = await shopper().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Security-Policy'), path).not.toContain('google');
      expect(await response.text(), path).not.toContain('g-recaptcha');
    }
    expect(warn.mock.calls.filter(([message]) => String(message).includes('CAPTCHA_SITE_KEY'))).toHaveLength(1);
  });

  it('shows the captcha message when the API refuses the reminder for the missing token', async () => {
    const response = await shopper().post('/forgotPassword', { intent: 'remind', email: 'patricia@test.intershop.de', firstName: 'Patricia', lastName: 'Miller' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(CAPTCHA_MESSAGE);
  });
});
